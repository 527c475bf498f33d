export { adminUsersRoutes, type AdminUsersRoutesOptions } from './lib/admin-users.routes';
export {
  getAdminUser,
  listAdminUsers,
  setUserEnabled,
  MAX_TAKE,
  NO_EMBEDDED_IDP_MESSAGE,
  SELF_DISABLE_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
} from './lib/admin-users.service';
export { rolesRoutes, rolesExporter, type RolesRoutesOptions } from './lib/roles.routes';
export { auditLogRoutes, auditLogExporter } from './lib/audit-log.routes';
