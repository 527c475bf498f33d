import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Messages waiting to be delivered. A row exists from the moment a message is accepted until
 * its transport has taken it, so a crash or an SMTP outage never loses one.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /**
     * A queued message's template and values (Mailer.queue): rendered when it is delivered, so
     * that the request which queued it does not pay for the rendering (its subject, text and html
     * stay empty until then). Null for a message rendered when it was sent.
     */
    template: jsonb('template'),
    /** pending: will be tried at next_attempt_at; failed: gave up, kept for the operator. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

/** The embedded mailbox: what the local transport "delivered", read by the dev page. */
export const mailMailbox = pgTable(
  'mail_mailbox',
  {
    // A sequence, so that two messages sent in the same millisecond still list newest first.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_mailbox_recipient_idx').on(table.recipient, table.sentAt)],
);
