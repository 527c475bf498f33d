export * from './lib/permissions.tables';
export type { RoleWithPermissions, RoleRecord } from './lib/permissions.repository';
export {
  assertPermission,
  ensureSystemRoles,
  forbiddenFor,
  grantRole,
  listRoles,
  permissionsOfUser,
  type Grantee,
} from './lib/permissions.service';
export { ADMINISTRATOR_ROLE, SYSTEM_ROLES } from './lib/system-roles';
export { accessControlPlugin, type AccessControlOptions, type RouteAccessEntry } from './lib/access-control';
export { permissionsRoutes } from './lib/permissions.routes';
