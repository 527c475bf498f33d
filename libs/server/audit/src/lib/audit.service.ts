import type { Db } from '@festival/server-db';
import { auditRepository, type AuditRecord } from './audit.repository';

export type { AuditRecord };

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
  return auditRepository.insert(tx, {
    actorSub: entry.actorSub,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}

/** The rows about one target, oldest first. */
export async function auditTrailOf(db: Db, target: string): Promise<AuditRecord[]> {
  return auditRepository.findByTarget(db, target);
}
