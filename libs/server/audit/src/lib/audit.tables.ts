import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who changed what on the admin site, with the state before and after (DESIGN.md: every admin
 * change writes a row). Rows are only ever inserted; `target` names the thing changed, e.g.
 * `user:<sub>`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorSub: text('actor_sub').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_at_idx').on(table.at), index('audit_log_target_idx').on(table.target)],
);
