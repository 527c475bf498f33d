import { timingSafeEqual } from 'node:crypto';
import type { Db } from '@festival/server-db';
import { hashDelegationKey, type delegationKeysOf } from '@festival/server-events';
import { RateLimitError } from '@festival/server-platform';
import type { RegistrationsRepository } from './registrations.repository';

/**
 * Guessing a key: at most this many wrong keys per account in the window. Counted per account, so
 * one guesser never locks out the others on the same address (a venue's Wi-Fi, a delegation's hotel).
 */
export const KEY_FAILURE_LIMIT = 10;
/**
 * And per client address, for someone guessing with many accounts: high enough that a few hundred
 * people behind one address, each mistyping a key now and then, never reach it.
 */
export const KEY_FAILURE_ADDRESS_LIMIT = 300;
export const KEY_FAILURE_WINDOW_MS = 10 * 60_000;
export const TOO_MANY_KEY_FAILURES_MESSAGE = 'Too many incorrect keys. Please try again later.';

export interface KeyCaller {
  userId: string;
  ip: string;
}

export interface KeyCheckDeps {
  db: Db;
  repository: Pick<RegistrationsRepository, 'countKeyFailuresSince' | 'recordKeyFailure'>;
  /** The event's keys (the events module owns them). */
  delegationKeysOf: typeof delegationKeysOf;
  now: () => Date;
}

/**
 * Finds the event's delegation key matching `key`, or null. Every key of the event is compared
 * (no early exit, `timingSafeEqual` on the hashes), so the time taken says nothing about how
 * close a guess was. Refuses with 429 once the caller's account, or their address, has guessed
 * wrong too often, and counts each wrong guess.
 */
export async function matchDelegationKey(deps: KeyCheckDeps, eventId: string, key: string, caller: KeyCaller) {
  const now = deps.now();
  const failures = await deps.repository.countKeyFailuresSince(
    deps.db,
    new Date(now.getTime() - KEY_FAILURE_WINDOW_MS),
    caller,
  );
  if (failures.byUser >= KEY_FAILURE_LIMIT || failures.byAddress >= KEY_FAILURE_ADDRESS_LIMIT)
    throw new RateLimitError(TOO_MANY_KEY_FAILURES_MESSAGE, Math.ceil(KEY_FAILURE_WINDOW_MS / 1000));

  const wanted = Buffer.from(hashDelegationKey(key), 'hex');
  let match: { id: string; delegationName: string } | null = null;
  for (const candidate of await deps.delegationKeysOf(deps.db, eventId)) {
    const stored = Buffer.from(candidate.keyHash, 'hex');
    if (stored.length === wanted.length && timingSafeEqual(stored, wanted) && !match)
      match = { id: candidate.id, delegationName: candidate.delegationName };
  }
  if (!match) await deps.repository.recordKeyFailure(deps.db, caller, now);
  return match;
}
