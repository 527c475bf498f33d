export * from './lib/audit.tables';
export { recordAudit, auditTrailOf, type AuditEntry, type AuditRecord } from './lib/audit.service';
export { auditFilters, auditLogQuery, listAuditLog } from './lib/audit-log.service';
