import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The API's request counters, one row per client address: the fixed window it counts in (the
 * window's number since the epoch, `floor(ms / windowMs)`) and the requests in it. In the database
 * so that every replica adds to the same count (one upsert per counted request). The mail budget
 * (libs/server/mail mail-budget.ts) keeps its counters here too, keyed `mail-…`, with windows in
 * milliseconds (far above any window number, so the requests' sweep never takes them).
 */
export const apiRateCounters = pgTable('api_rate_counters', {
  key: text('key').primaryKey(),
  window: bigint('window', { mode: 'number' }).notNull(),
  count: integer('count').notNull(),
});
