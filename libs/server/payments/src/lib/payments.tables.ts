import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '@festival/server-users';
import { timestamps } from '@festival/server-db';

/**
 * PENDING: sent to the gateway, no answer yet (a timeout stays PENDING until reconciled);
 * APPROVED: charged; DECLINED: the card was refused; FAILED: the gateway answered with an error;
 * VOIDED: charged, then voided because what it paid for could not be kept (reconciliation).
 */
export const PAYMENT_STATUSES = ['PENDING', 'APPROVED', 'DECLINED', 'FAILED', 'VOIDED'] as const;
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);

/**
 * One card charge. Only what a receipt and a reconciliation need is kept: the card's brand and
 * last four digits, the amount and the gateway's transaction id. Never the card number, its code
 * or its expiry.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Made by the client, one per payment attempt: a retry with the same key charges once. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** A SHA-256 of what was asked (account, purpose, reference, attendees, amount, card's last four): the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** Who paid; kept as a record for the accounts when the account is deleted (then null). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What is paid for: SUB_EVENT (an activity) or REGISTRATION (a main event's fee). */
    purpose: text('purpose').notNull(),
    /** The sub-event's or main event's id. */
    referenceId: uuid('reference_id').notNull(),
    /** Integer cents. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: paymentStatus('status').notNull().default('PENDING'),
    /** sandbox or authorizenet */
    gateway: text('gateway').notNull(),
    transactionId: text('transaction_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The gateway's reason for a decline or error, safe to show (no card data). */
    message: text('message'),
    /**
     * When what the payment pays for was brought in line with its outcome (places reserved or
     * released, registration moved): null until then, so reconciliation finishes it after a
     * crash or a database failure between the charge and the booking.
     */
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('payments_user_idx').on(table.userId),
    index('payments_pending_idx').on(table.status, table.createdAt),
    index('payments_unfulfilled_idx')
      .on(table.updatedAt)
      .where(sql`${table.fulfilledAt} is null`),
  ],
);
