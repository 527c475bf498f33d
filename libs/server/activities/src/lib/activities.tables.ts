import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SUB_EVENT_REGISTRATION_STATUSES } from '@festival/shared-util-registration';
import { subEvents } from '@festival/server-events';
import { registrationAttendees, registrations } from '@festival/server-registrations';
import { payments } from '@festival/server-payments';
import { timestamps } from '@festival/server-db';

export const subEventRegistrationStatus = pgEnum('sub_event_registration_status', SUB_EVENT_REGISTRATION_STATUSES);

/**
 * One attendee's record at an activity (SPEC.md §3). A record holds a place when it is RESERVED
 * or CHECKED_IN, or when it is WAITING_LIST with `held_until` in the future (a waitlist offer of a
 * paid activity, or a place held while its payment is in progress). `sub_events.num_registration`
 * counts the places held, and is changed in the same transaction as the records.
 */
export const subEventRegistrations = pgTable(
  'sub_event_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Arrival order: the waitlist is served first come, first served by this. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    subEventId: uuid('sub_event_id')
      .notNull()
      .references(() => subEvents.id, { onDelete: 'cascade' }),
    /** The main-event registration (its owner books for its attendees): SPEC's eventRegistrationId. */
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    attendeeId: uuid('attendee_id')
      .notNull()
      .references(() => registrationAttendees.id, { onDelete: 'cascade' }),
    status: subEventRegistrationStatus('status').notNull(),
    isPayment: boolean('is_payment').notNull().default(false),
    /** A waiting record holding a place until then (an offer to pay, or a payment in progress). */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /**
     * The client's key of the payment attempt that booked or paid for this record: a retried
     * request with the same key finds its records and answers the same result.
     */
    idempotencyKey: text('idempotency_key'),
    /** The charge that paid for this place, if any. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (table) => [
    // One live record per attendee and activity; canceled ones stay as history.
    uniqueIndex('sub_event_registrations_live_unique')
      .on(table.subEventId, table.attendeeId)
      .where(sql`${table.status} <> 'CANCELED'`),
    index('sub_event_registrations_waitlist_idx').on(table.subEventId, table.status, table.seq),
    index('sub_event_registrations_registration_idx').on(table.registrationId),
  ],
);
