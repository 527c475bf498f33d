import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { lte, sql } from 'drizzle-orm';
import type { Db } from '@festival/server-db';
import { RateLimitError } from './http-errors';
import { apiRateCounters } from './rate-limit.tables';

export interface RateLimitOptions {
  /** Requests allowed per client address and window; 0 turns the limiter off. */
  max: number;
  windowMs: number;
  /** Which requests count, e.g. only the API. */
  appliesTo?: (request: FastifyRequest) => boolean;
  /** Where the counts live; the database's (shared by every replica) by default. */
  store?: RateLimitStore;
  now?: () => number;
}

/** Counts requests per key in fixed windows. */
export interface RateLimitStore {
  /** Counts one request; resolves with seconds to wait when over the limit, or 0. */
  hit(key: string): Promise<number> | number;
}

/** Seconds until the window `window` (numbered as `floor(ms / windowMs)`) ends, at least 1. */
const secondsLeft = (window: number, windowMs: number, time: number) =>
  Math.max(1, Math.ceil(((window + 1) * windowMs - time) / 1000));

/**
 * A fixed-window counter per key, kept in memory: for one process only (with N replicas the
 * effective limit would be N × max). The api uses `createDatabaseRateLimiter`.
 */
export function createRateLimiter({
  max,
  windowMs,
  now = Date.now,
}: Pick<RateLimitOptions, 'max' | 'windowMs' | 'now'>) {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return {
    /** Counts one request; returns seconds to wait when over the limit, or 0. */
    hit(key: string): number {
      const time = now();
      if (time - lastSweep > windowMs) {
        for (const [k, w] of windows) if (time - w.start >= windowMs) windows.delete(k);
        lastSweep = time;
      }
      const current = windows.get(key);
      if (!current || time - current.start >= windowMs) {
        windows.set(key, { start: time, count: 1 });
        return 0;
      }
      current.count += 1;
      return current.count > max ? Math.max(1, Math.ceil((current.start + windowMs - time) / 1000)) : 0;
    },
  };
}

/** How many of a key's requests a process counts before it adds them to the shared row: 2% of the limit. */
export const rateLimitBatch = (max: number) => Math.max(1, Math.floor(max / 50));

/**
 * The counters in the database (`api_rate_counters`), so N replicas share one budget per key.
 * Each process counts a key's requests itself and adds them to the shared row in batches of
 * `rateLimitBatch(max)` (one upsert per batch, answering the shared total), so a read served from
 * memory seldom waits for the database; with the defaults (1,000 a minute) a replica may let
 * through up to 19 requests beyond the limit before it learns the total, and a key it already knows
 * to be over the limit is refused without asking. Limits up to 99 a minute count every request.
 * Windows are aligned to the clock, `floor(ms / windowMs)`, so every replica agrees on them; rows
 * of past windows are deleted once per window by whichever process notices first. Limiters of
 * different windows share the table (the API's per address and minute, registrations' per account
 * and hour): their keys differ by a prefix, and each row carries the instant its window ends.
 */
export function createDatabaseRateLimiter(
  db: Db,
  { max, windowMs, now = Date.now }: Pick<RateLimitOptions, 'max' | 'windowMs' | 'now'>,
): RateLimitStore & { sweep(): Promise<void> } {
  const batch = rateLimitBatch(max);
  /** This process's view of each key in the current window: the shared total it last read, and its own hits since. */
  const counts = new Map<string, { window: number; shared: number; pending: number }>();
  let sweptWindow = Math.floor(now() / windowMs);
  // Rows of ended windows, of this limiter and of any other sharing the table (an hourly one's rows
  // outlive a minute's): a row's window is stored as the instant it ends.
  async function sweep(): Promise<void> {
    await db.delete(apiRateCounters).where(lte(apiRateCounters.window, now()));
  }
  async function addToShared(key: string, window: number, hits: number): Promise<number> {
    const [row] = await db
      .insert(apiRateCounters)
      .values({ key, window: (window + 1) * windowMs, count: hits })
      .onConflictDoUpdate({
        target: apiRateCounters.key,
        set: {
          count: sql`case when ${apiRateCounters.window} = excluded.window then ${apiRateCounters.count} + excluded.count else excluded.count end`,
          window: sql`excluded.window`,
        },
      })
      .returning({ count: apiRateCounters.count });
    return row.count;
  }
  return {
    sweep,
    async hit(key: string): Promise<number> {
      const time = now();
      const window = Math.floor(time / windowMs);
      if (window > sweptWindow) {
        sweptWindow = window;
        for (const [k, count] of counts) if (count.window < window) counts.delete(k);
        void sweep().catch(() => undefined);
      }
      let count = counts.get(key);
      if (!count || count.window !== window) counts.set(key, (count = { window, shared: 0, pending: 0 }));
      count.pending += 1;
      if (count.shared + count.pending > max) return secondsLeft(window, windowMs, time);
      if (count.pending < batch) return 0;
      const hits = count.pending;
      count.pending = 0;
      const total = await addToShared(key, window, hits);
      count.shared = Math.max(count.shared, total);
      return total > max ? secondsLeft(window, windowMs, time) : 0;
    },
  };
}

/**
 * Limits requests per client address (`request.ip`; TRUST_PROXY makes it the client's behind a
 * load balancer) with 429 and Retry-After, counted in the database unless a store is given.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app: FastifyInstance, options) => {
    if (options.max <= 0) return;
    const store = options.store ?? createDatabaseRateLimiter(app.db, options);
    app.addHook('onRequest', async (request) => {
      if (options.appliesTo && !options.appliesTo(request)) return;
      const wait = await store.hit(request.ip);
      if (wait > 0) throw new RateLimitError(undefined, wait);
    });
  },
  { name: 'rate-limit', dependencies: ['error-handler', 'database'] },
);
