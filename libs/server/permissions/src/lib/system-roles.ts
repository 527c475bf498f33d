import { ALL_PERMISSIONS } from '@festival/shared-util-permissions';

export const ADMINISTRATOR_ROLE = 'Administrator';

/** Roles every installation has; their permissions are topped up on every start. */
export const SYSTEM_ROLES = [
  { name: ADMINISTRATOR_ROLE, description: 'Every permission on every resource', permissions: ALL_PERMISSIONS },
] as const;
