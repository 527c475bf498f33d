import { sql } from 'drizzle-orm';
import type { Db } from '@festival/server-db';
import type { RateLimit } from './idp-config';
import { errors } from './idp-errors';
import { idpRateCounters } from './idp.tables';

/**
 * Counts one event under `key` and reports whether it stays within the limit. The count and
 * the window live in one row updated atomically, so replicas share the same budget.
 */
export async function hitRateLimit(db: Db, key: string, limit: RateLimit, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000);
  const [row] = await db
    .insert(idpRateCounters)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: idpRateCounters.key,
      set: {
        count: sql`case when ${idpRateCounters.windowStart} <= ${windowStart.toISOString()}::timestamptz then 1 else ${idpRateCounters.count} + 1 end`,
        windowStart: sql`case when ${idpRateCounters.windowStart} <= ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${idpRateCounters.windowStart} end`,
      },
    })
    .returning({ count: idpRateCounters.count });
  return row.count <= limit.max;
}

/** Counts the event under every key; throws LimitExceededException if any budget is spent. */
export async function enforceRateLimits(
  db: Db,
  now: Date,
  checks: Array<[key: string | undefined, limit: RateLimit]>,
): Promise<void> {
  let allowed = true;
  for (const [key, limit] of checks) {
    if (key && !(await hitRateLimit(db, key, limit, now))) allowed = false;
  }
  if (!allowed) throw errors.limitExceeded();
}
