import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The API's counters, one row per key (a client address, or a prefixed key such as
 * `registration-writes:<user>`): the fixed window it counts in, stored as the instant the window
 * ends (ms since the epoch, so limiters of any window length can share the table and one sweep of
 * ended rows), and the count in it. In the database so that every replica adds to the same count.
 * The mail budget (libs/server/mail mail-budget.ts) keeps its counters here too, keyed `mail-…`.
 */
export const apiRateCounters = pgTable('api_rate_counters', {
  key: text('key').primaryKey(),
  window: bigint('window', { mode: 'number' }).notNull(),
  count: integer('count').notNull(),
});
