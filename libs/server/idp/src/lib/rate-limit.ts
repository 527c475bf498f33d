import type { Db } from '@festival/server-db';
import type { RateLimit } from './idp-config';
import { errors } from './idp-errors';
import { idpRepository } from './idp.repository';

/** Counts one event under `key` and reports whether it stays within the limit (shared by every replica). */
export async function hitRateLimit(db: Db, key: string, limit: RateLimit, now: Date): Promise<boolean> {
  return (await idpRepository.countRateEvent(db, key, limit.windowSeconds, now)) <= limit.max;
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
