import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimitError } from './http-errors';

export interface RateLimitOptions {
  /** Requests allowed per client address and window; 0 turns the limiter off. */
  max: number;
  windowMs: number;
  /** Which requests count, e.g. only the API. */
  appliesTo?: (request: FastifyRequest) => boolean;
  now?: () => number;
}

/**
 * A fixed-window counter per client address, kept in memory. Enough for one process; with N
 * replicas each counts on its own (the effective limit is N × max), so a shared store
 * (PostgreSQL or the load balancer) replaces it when the api is scaled out (DESIGN.md §8).
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

export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app: FastifyInstance, options) => {
    if (options.max <= 0) return;
    const limiter = createRateLimiter(options);
    app.addHook('onRequest', async (request) => {
      if (options.appliesTo && !options.appliesTo(request)) return;
      const wait = limiter.hit(request.ip);
      if (wait > 0) throw new RateLimitError(undefined, wait);
    });
  },
  { name: 'rate-limit', dependencies: ['error-handler'] },
);
