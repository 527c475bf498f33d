import type { Db } from '@festival/server-db';
import type { IdpRateLimits, RateLimit } from './idp-config';
import { errors } from './idp-errors';
import type { IdpContext, RequestInfo } from './idp-context';
import { idpRepository, type RateEvent } from './idp.repository';

/** Counts one event under `key` and reports whether it stays within the limit (shared by every replica). */
export async function hitRateLimit(db: Db, key: string, limit: RateLimit, now: Date): Promise<boolean> {
  const counts = await idpRepository.countRateEvents(db, [{ key, windowSeconds: limit.windowSeconds }], now);
  return (counts.get(key) ?? 0) <= limit.max;
}

/**
 * Deletes the counters whose window ended: a key seen once (an address, a mistyped account) would
 * otherwise keep its row for ever. A counter whose window began more than the longest limit's
 * window ago counts nothing any more (the next event under its key starts a new window). Run as a
 * sweep job; returns how many rows went.
 */
export async function pruneRateCounters(ctx: IdpContext): Promise<number> {
  const longest = Math.max(...Object.values(ctx.config.rateLimits as IdpRateLimits).map((l) => l.windowSeconds));
  return idpRepository.deleteRateCountersBefore(ctx.db, new Date(ctx.config.now().getTime() - longest * 1000));
}

export type RateCheck = [key: string | undefined, limit: RateLimit];

/** The events to count for these checks (a check without a key counts nothing). */
export function rateEvents(checks: readonly RateCheck[]): RateEvent[] {
  return checks.flatMap(([key, limit]) => (key ? [{ key, windowSeconds: limit.windowSeconds }] : []));
}

/** Throws LimitExceededException if any check's count (as counted by `rateEvents`) is over its budget. */
export function assertWithinLimits(counts: ReadonlyMap<string, number>, checks: readonly RateCheck[]): void {
  if (checks.some(([key, limit]) => key !== undefined && (counts.get(key) ?? 0) > limit.max))
    throw errors.limitExceeded();
}

/** Counts the event under every key, in one statement; throws LimitExceededException if any budget is spent. */
export async function enforceRateLimits(db: Db, now: Date, checks: readonly RateCheck[]): Promise<void> {
  assertWithinLimits(await idpRepository.countRateEvents(db, rateEvents(checks), now), checks);
}

/** The sender's address as a key part; requests without one share a single budget. */
export const addressOf = (request: RequestInfo) => request.ip ?? 'unknown';

/** The key of a budget per address: `<what>:ip:<address>`. */
export const perIp = (what: string, request: RequestInfo) => `${what}:ip:${addressOf(request)}`;

/**
 * The key of a budget per account and address. `account` is the normalized username as typed
 * (known or not, so the limit trips alike for both and tells nothing about who exists).
 */
export const perAccountAndIp = (what: string, account: string, request: RequestInfo) =>
  `${what}:acct-ip:${account}:${addressOf(request)}`;

export const normalizedUsername = (username: string) => username.trim().toLowerCase();
