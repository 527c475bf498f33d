export * from './lib/permissions.tables';
export type { RoleWithPermissions, RoleRecord } from './lib/permissions.repository';
export {
  assertPermission,
  checkRolesQuery,
  createRole,
  deleteRole,
  ensureSystemRoles,
  forbiddenFor,
  getRole,
  grantRole,
  isSystemRole,
  listRoles,
  permissionsOfUser,
  roleIdsOfUser,
  rolesListQuery,
  setUserRoles,
  updateRole,
  OWN_ROLES_MESSAGE,
  ROLE_NAME_TAKEN_MESSAGE,
  ROLE_NOT_FOUND_MESSAGE,
  SYSTEM_ROLE_MESSAGE,
  UNKNOWN_PERMISSION_MESSAGE,
  type Grantee,
} from './lib/permissions.service';
export { ADMINISTRATOR_ROLE, SYSTEM_ROLES } from './lib/system-roles';
export { accessControlPlugin, type AccessControlOptions, type RouteAccessEntry } from './lib/access-control';
export { permissionsRoutes } from './lib/permissions.routes';
