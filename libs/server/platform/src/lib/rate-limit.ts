import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { lt, sql } from 'drizzle-orm';
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

/**
 * The counters in the database (`api_rate_counters`), so N replicas share one budget per key:
 * one upsert per counted request, which starts the key's row afresh when its window has passed
 * (windows are aligned to the clock, `floor(ms / windowMs)`, so every replica agrees on them).
 * Rows of past windows are deleted once per window by whichever process notices first.
 */
export function createDatabaseRateLimiter(
  db: Db,
  { max, windowMs, now = Date.now }: Pick<RateLimitOptions, 'max' | 'windowMs' | 'now'>,
): RateLimitStore & { sweep(): Promise<void> } {
  let sweptWindow = Math.floor(now() / windowMs);
  async function sweep(): Promise<void> {
    await db.delete(apiRateCounters).where(lt(apiRateCounters.window, Math.floor(now() / windowMs)));
  }
  return {
    sweep,
    async hit(key: string): Promise<number> {
      const time = now();
      const window = Math.floor(time / windowMs);
      if (window > sweptWindow) {
        sweptWindow = window;
        void sweep().catch(() => undefined);
      }
      const [row] = await db
        .insert(apiRateCounters)
        .values({ key, window, count: 1 })
        .onConflictDoUpdate({
          target: apiRateCounters.key,
          set: {
            count: sql`case when ${apiRateCounters.window} = excluded.window then ${apiRateCounters.count} + 1 else 1 end`,
            window: sql`excluded.window`,
          },
        })
        .returning({ count: apiRateCounters.count });
      return row.count > max ? secondsLeft(window, windowMs, time) : 0;
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
