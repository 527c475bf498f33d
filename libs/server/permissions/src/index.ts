export * from './lib/permissions.tables';
export type { RoleWithPermissions, RoleRecord } from './lib/permissions.repository';
export {
  assertAdministratorRemains,
  assertHoldsAll,
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
  permissionsOfAccount,
  permissionsOfUser,
  roleIdsOfUser,
  rolesListQuery,
  setUserRoles,
  updateRole,
  GRANT_BEYOND_OWN_MESSAGE,
  LAST_ADMINISTRATOR_MESSAGE,
  OWN_ROLE_CHANGE_MESSAGE,
  OWN_ROLE_DELETE_MESSAGE,
  OWN_ROLES_MESSAGE,
  ROLE_NAME_TAKEN_MESSAGE,
  ROLE_NOT_FOUND_MESSAGE,
  SYSTEM_ROLE_MESSAGE,
  UNKNOWN_PERMISSION_MESSAGE,
  type AccountActive,
  type Grantee,
} from './lib/permissions.service';
export { ADMINISTRATOR_ROLE, SYSTEM_ROLES } from './lib/system-roles';
export { accessControlPlugin, type AccessControlOptions, type RouteAccessEntry } from './lib/access-control';
export { permissionsRoutes } from './lib/permissions.routes';
