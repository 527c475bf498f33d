import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { mainEventIdColumn, subEvents } from '@festival/server-events';
import { registrationAttendees } from '@festival/server-registrations';

export const CHECK_IN_METHODS = ['QR', 'SEARCH'] as const;

/**
 * One person's arrival at the main event (`sub_event_id` null) or at one activity. The unique
 * key (nulls not distinct) is what makes a check-in happen once, whichever door device, online or
 * replaying its offline queue, reaches the server first; the others are told when it happened.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mainEventId: mainEventIdColumn(),
    attendeeId: uuid('attendee_id')
      .notNull()
      .references(() => registrationAttendees.id, { onDelete: 'cascade' }),
    subEventId: uuid('sub_event_id').references(() => subEvents.id, { onDelete: 'cascade' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull(),
    /** The staff member (identity sub). */
    checkedInBy: text('checked_in_by').notNull(),
    method: text('method', { enum: CHECK_IN_METHODS }).notNull(),
    /** When the device scanned it, if it was queued offline and sent later. */
    scannedAt: timestamp('scanned_at', { withTimezone: true }),
  },
  (table) => [
    unique('check_ins_once').on(table.attendeeId, table.subEventId).nullsNotDistinct(),
    index('check_ins_event_idx').on(table.mainEventId),
  ],
);
