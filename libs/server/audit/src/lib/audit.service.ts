import { asc, eq } from 'drizzle-orm';
import type { Db } from '@festival/server-db';
import { auditLog } from './audit.tables';

export type AuditRecord = typeof auditLog.$inferSelect;

export interface AuditEntry {
  /** The `sub` of whoever made the change. */
  actorSub: string;
  /** What was done, e.g. `user.disable`. */
  action: string;
  /** What it was done to, e.g. `user:<sub>`. */
  target: string;
  before?: unknown;
  after?: unknown;
  at?: Date;
}

/**
 * Writes one audit row. Pass the transaction that makes the change, so that the change and its
 * record are committed (or rolled back) together.
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<AuditRecord> {
  const [row] = await tx
    .insert(auditLog)
    .values({
      actorSub: entry.actorSub,
      action: entry.action,
      target: entry.target,
      before: entry.before ?? null,
      after: entry.after ?? null,
      ...(entry.at ? { at: entry.at } : {}),
    })
    .returning();
  return row;
}

/** The rows about one target, oldest first. */
export async function auditTrailOf(db: Db, target: string): Promise<AuditRecord[]> {
  return db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(asc(auditLog.at), asc(auditLog.id));
}
