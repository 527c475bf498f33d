import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { createDatabaseRateLimiter, rateLimitBatch } from './rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('createDatabaseRateLimiter', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  /** Hits `key` on the replicas in turn until one refuses; answers how many were let through. */
  async function acceptedUntilRefused(replicas: ReturnType<typeof createDatabaseRateLimiter>[], key: string) {
    for (let accepted = 0; accepted < 10_000; accepted += 1)
      if ((await replicas[accepted % replicas.length].hit(key)) > 0) return accepted;
    throw new Error('never refused');
  }

  it('counts every request of a small limit exactly, across replicas of one database', async () => {
    const time = 10 * MINUTE + 1000;
    const options = { max: 40, windowMs: MINUTE, now: () => time };
    expect(rateLimitBatch(40)).toBe(1);
    const replicas = [createDatabaseRateLimiter(database.db, options), createDatabaseRateLimiter(database.db, options)];
    expect(await acceptedUntilRefused(replicas, 'small')).toBe(40);
  });

  it('adds a large limit to the shared row in batches, over the limit by less than a batch per replica', async () => {
    let time = 20 * MINUTE + 1000;
    const options = { max: 1000, windowMs: MINUTE, now: () => time };
    const batch = rateLimitBatch(1000);
    expect(batch).toBe(20);
    const replicas = [createDatabaseRateLimiter(database.db, options), createDatabaseRateLimiter(database.db, options)];
    const accepted = await acceptedUntilRefused(replicas, 'large');
    expect(accepted).toBeGreaterThanOrEqual(1000);
    expect(accepted).toBeLessThan(1000 + 2 * batch);
    // The other replica learns the total at its next batch at the latest, and says how long to wait.
    const waits = [];
    for (let i = 0; i < batch; i += 1) waits.push(await replicas[i % 2].hit('large'));
    expect(waits.at(-1)).toBe(59);
    // The next minute starts afresh.
    time += MINUTE;
    expect(await replicas[0].hit('large')).toBe(0);
    expect(await replicas[1].hit('other')).toBe(0);
  });

  it("keeps an hourly limiter's counts when a per-minute limiter sweeps the shared table, and drops them once ended", async () => {
    let time = 30 * HOUR + 1000;
    const hourly = { max: 3, windowMs: HOUR, now: () => time };
    const first = createDatabaseRateLimiter(database.db, hourly);
    for (let i = 0; i < 3; i += 1) expect(await first.hit('hourly:a')).toBe(0);
    const perMinute = createDatabaseRateLimiter(database.db, { max: 40, windowMs: MINUTE, now: () => time });
    time += 5 * MINUTE;
    await perMinute.sweep();
    // Another replica knows only what the table holds: the hour's three, so the fourth is refused till the hour ends.
    expect(await createDatabaseRateLimiter(database.db, hourly).hit('hourly:a')).toBe(55 * 60 - 1);
    time += HOUR;
    await perMinute.sweep();
    expect(await createDatabaseRateLimiter(database.db, hourly).hit('hourly:a')).toBe(0);
  });
});
