import { index, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { SHIFTS, VOLUNTEER_STATUSES } from '@festival/shared-util-registration';
import { timestamps } from '@festival/server-db';
import { mainEventIdColumn } from '@festival/server-events';
import { userIdColumn } from '@festival/server-users';

/** docs/statuses.md: REVIEWING → APPROVED or WAITLIST (util-registration's VOLUNTEER_TRANSITIONS). */
export const volunteerStatus = pgEnum('volunteer_status', VOLUNTEER_STATUSES);
export const shiftType = pgEnum(
  'shift_type',
  SHIFTS.map((s) => s.type) as [(typeof SHIFTS)[number]['type'], ...(typeof SHIFTS)[number]['type'][]],
);

/** One person's application to volunteer at a festival (one per user and main event). */
export const volunteers = pgTable(
  'volunteers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mainEventId: mainEventIdColumn(),
    userId: userIdColumn(),
    status: volunteerStatus('status').notNull(),
    phone: text('phone').notNull(),
    areaIds: text('area_ids').array().notNull(),
    languageIds: text('language_ids').array().notNull(),
    experience: text('experience'),
    tShirtSize: text('t_shirt_size').notNull(),
    emergencyName: text('emergency_name').notNull(),
    emergencyPhone: text('emergency_phone').notNull(),
    emergencyRelationship: text('emergency_relationship').notNull(),
    agreementAcceptedAt: timestamp('agreement_accepted_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    unique('volunteers_event_user_unique').on(table.mainEventId, table.userId),
    index('volunteers_event_status_idx').on(table.mainEventId, table.status),
  ],
);

/** The shifts a volunteer offers (SPEC.md §3: id, startDate, type). */
export const volunteerTimeSlots = pgTable(
  'volunteer_time_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    volunteerId: uuid('volunteer_id')
      .notNull()
      .references(() => volunteers.id, { onDelete: 'cascade' }),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    type: shiftType('type').notNull(),
  },
  (table) => [unique('volunteer_time_slots_once').on(table.volunteerId, table.startDate, table.type)],
);

/** The shifts staff assign a volunteer (planned by the volunteer desk; the applicant only reads them). */
export const volunteerShiftAssignments = pgTable(
  'volunteer_shift_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    volunteerId: uuid('volunteer_id')
      .notNull()
      .references(() => volunteers.id, { onDelete: 'cascade' }),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    type: shiftType('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('volunteer_shift_assignments_once').on(table.volunteerId, table.startDate, table.type)],
);

export type VolunteerRow = typeof volunteers.$inferSelect;
