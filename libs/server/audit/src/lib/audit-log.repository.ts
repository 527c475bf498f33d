import { and, asc, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { likeContaining, likeStartingWith, type Db } from '@festival/server-db';
import { users } from '@festival/server-users';
import { auditLog } from './audit.tables';

/** The audit log's filters: who (email contains), what (action starts with), when (instants, to exclusive). */
export interface AuditFilters {
  actor?: string;
  action?: string;
  from?: Date;
  to?: Date;
  order: 'asc' | 'desc';
}

export interface AuditRow {
  id: string;
  actorSub: string;
  actorEmail: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  at: Date;
}

function whereOf(filters: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.actor) conditions.push(ilike(users.email, likeContaining(filters.actor)));
  if (filters.action) conditions.push(ilike(auditLog.action, likeStartingWith(filters.action)));
  if (filters.from) conditions.push(gte(auditLog.at, filters.from));
  if (filters.to) conditions.push(lt(auditLog.at, filters.to));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Reading the log for the admin site. The actor's email comes from the users table by a read-only
 * join: the log stores the `sub` of whoever acted, and a log of "who" is of no use without a name
 * (a lookup per page would also leave the CSV export, one cursor, without it).
 */
export const auditLogRepository = {
  async page(db: Db, filters: AuditFilters, take: number, skip: number): Promise<{ rows: AuditRow[]; total: number }> {
    const where = whereOf(filters);
    const direction = filters.order === 'asc' ? asc : desc;
    const rows = await db
      .select({
        id: auditLog.id,
        actorSub: auditLog.actorSub,
        actorEmail: users.email,
        action: auditLog.action,
        target: auditLog.target,
        before: auditLog.before,
        after: auditLog.after,
        at: auditLog.at,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.sub, auditLog.actorSub))
      .where(where)
      .orderBy(direction(auditLog.at), direction(auditLog.id))
      .limit(take)
      .offset(skip);
    const [{ total }] = await db
      .select({ total: count() })
      .from(auditLog)
      .leftJoin(users, eq(users.sub, auditLog.actorSub))
      .where(where);
    return { rows: rows.map((row) => ({ ...row, actorEmail: row.actorEmail ?? '' })), total };
  },

  /** The same list unpaged and not run, for a CSV export's cursor. */
  listQuery(db: Db, filters: AuditFilters) {
    const direction = filters.order === 'asc' ? asc : desc;
    return (
      db
        // Named with `.as()`: the cursor hands over raw rows keyed by the names the SQL gives.
        .select({
          at: sql<Date>`${auditLog.at}`.as('at'),
          actorEmail: sql<string>`coalesce(${users.email}, '')`.as('actorEmail'),
          actorSub: sql<string>`${auditLog.actorSub}`.as('actorSub'),
          action: sql<string>`${auditLog.action}`.as('action'),
          target: sql<string>`${auditLog.target}`.as('target'),
          before: sql<unknown>`${auditLog.before}`.as('before'),
          after: sql<unknown>`${auditLog.after}`.as('after'),
        })
        .from(auditLog)
        .leftJoin(users, eq(users.sub, auditLog.actorSub))
        .where(whereOf(filters))
        .orderBy(direction(auditLog.at), direction(auditLog.id))
    );
  },
};
