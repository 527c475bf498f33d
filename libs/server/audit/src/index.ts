export * from './lib/audit.tables';
export { recordAudit, auditTrailOf, type AuditEntry, type AuditRecord } from './lib/audit.service';
