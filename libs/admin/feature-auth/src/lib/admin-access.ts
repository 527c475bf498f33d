import {
  PERMISSION_ACTIONS,
  RESOURCES,
  type PermissionAction,
  type PermissionFlags,
  type Resource,
} from '@festival/shared-util-permissions';

/** A permission a page or a button needs, e.g. `{ resource: 'USER', action: 'view' }`. */
export interface RequiredPermission {
  resource: Resource;
  action: PermissionAction;
}

/** The admin site is for staff: any granted flag on any resource lets a user in. */
export function hasAdminAccess(flags: PermissionFlags): boolean {
  return RESOURCES.some((resource) => PERMISSION_ACTIONS.some((action) => flags[resource][action]));
}
