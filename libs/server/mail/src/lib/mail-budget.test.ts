import { randomUUID } from 'node:crypto';
import { type Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { apiRateCounters, createDatabaseRateLimiter } from '@festival/server-platform';
import { createMailBudget, MAIL_BUDGET } from './mail-budget';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const DAY = 24 * 60 * 60_000;
const addresses = (n: number, tag = randomUUID().slice(0, 8)) =>
  Array.from({ length: n }, (_, i) => `person-${tag}-${i}@example.org`);

describe('the mail budget', () => {
  it(`lets one account write to ${MAIL_BUDGET.perAccount} people a day, not 200`, async () => {
    let time = Date.parse('2027-07-01T08:00:00Z');
    const budget = createMailBudget(database.db, { now: () => time });
    const account = randomUUID();
    const first = addresses(200);
    expect(await budget.take(account, first)).toEqual(first.slice(0, MAIL_BUDGET.perAccount));
    // Spread over further requests the same day: nothing more.
    expect(await budget.take(account, addresses(5))).toEqual([]);
    // Those left out were not marked as told: another account may still write to them today.
    const leftOut = first.slice(MAIL_BUDGET.perAccount, MAIL_BUDGET.perAccount + 3);
    expect(await budget.take(randomUUID(), leftOut)).toEqual(leftOut);
    // A day later the account's budget is whole again.
    time += DAY;
    const later = addresses(4);
    expect(await budget.take(account, later)).toEqual(later);
  });

  it('writes to one address at most once a day, whichever account causes it, and again after a day', async () => {
    let time = Date.parse('2027-07-01T08:00:00Z');
    const budget = createMailBudget(database.db, { now: () => time });
    const [kai] = addresses(1);
    expect(await budget.take(randomUUID(), [kai])).toEqual([kai]);
    // The same address in another spelling, from another account, an hour later: not again.
    time += 60 * 60_000;
    expect(await budget.take(randomUUID(), [` ${kai.toUpperCase()} `])).toEqual([]);
    time += DAY - 60 * 60_000;
    expect(await budget.take(randomUUID(), [kai])).toEqual([kai]);
  });

  it('costs the account nothing for an address already told today', async () => {
    const time = Date.parse('2027-07-01T08:00:00Z');
    const budget = createMailBudget(database.db, { perAccount: 2, now: () => time });
    const [told, ...fresh] = addresses(3);
    await budget.take(randomUUID(), [told]);
    expect(await budget.take(randomUUID(), [told, ...fresh])).toEqual(fresh);
  });

  it("is not swept away by the request limiter that shares the counters' table", async () => {
    const time = Date.parse('2027-07-01T08:00:00Z');
    const budget = createMailBudget(database.db, { now: () => time });
    const [kai] = addresses(1);
    expect(await budget.take(randomUUID(), [kai])).toEqual([kai]);
    const limiter = createDatabaseRateLimiter(database.db, { max: 10, windowMs: 60_000, now: () => time + 120_000 });
    await limiter.sweep();
    expect(await budget.take(randomUUID(), [kai])).toEqual([]);
    // The counters keep a hash of the address, not the address.
    const keys = (await database.db.select().from(apiRateCounters)).map((row) => row.key);
    expect(keys.some((key) => key.includes('example.org'))).toBe(false);
  });
});
