import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One CSV export of a list (SPEC.md §4 "Export"): what was asked (the exporter's name and the
 * list query), by whom, and how far the background job has come. The browser polls it.
 */
export const csvExports = pgTable(
  'csv_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The exporter, e.g. `users`: which list and which columns. */
    name: text('name').notNull(),
    ownerSub: text('owner_sub').notNull(),
    /** The list query the export repeats (filters, search, sort), without paging. */
    params: jsonb('params').notNull(),
    fileKey: text('file_key').notNull(),
    status: text('status').$type<'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED'>().notNull().default('QUEUED'),
    rows: integer('rows').notNull().default(0),
    total: integer('total'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('csv_exports_created_idx').on(table.createdAt)],
);
