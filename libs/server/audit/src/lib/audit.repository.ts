import { asc, eq } from 'drizzle-orm';
import type { Db } from '@festival/server-db';
import { auditLog } from './audit.tables';

export type AuditRecord = typeof auditLog.$inferSelect;
export type NewAuditRecord = typeof auditLog.$inferInsert;

/** The only code that touches the audit log. Functions take a `Db`, which may be a transaction. */
export const auditRepository = {
  async insert(db: Db, record: NewAuditRecord): Promise<AuditRecord> {
    const [row] = await db.insert(auditLog).values(record).returning();
    return row;
  },

  /** The rows about one target, oldest first. */
  findByTarget(db: Db, target: string): Promise<AuditRecord[]> {
    return db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(asc(auditLog.at), asc(auditLog.id));
  },
};
