import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_MAX_ATTENDEES_PER_REGISTRATION, EVENT_STATUSES } from '@festival/shared-util-api-contracts';
import { timestamps } from '@festival/server-db';

export const eventStatus = pgEnum('event_status', EVENT_STATUSES);

export const mainEvents = pgTable(
  'main_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: eventStatus('status').notNull().default('INACTIVE'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    location: text('location').notNull().default(''),
    timezone: text('timezone').notNull().default('Pacific/Honolulu'),
    bannerImage: text('banner_image').notNull().default(''),
    logoImage: text('logo_image').notNull().default(''),
    refLink: text('ref_link').notNull().default(''),
    capacity: integer('capacity').notNull().default(0),
    /** Cents per attendee; above 0, a GENERAL registration pays it with the registration form's payment step. */
    registrationFee: integer('registration_fee').notNull().default(0),
    requiresReview: boolean('requires_review').notNull().default(false),
    /** The most people one registration may carry, its main attendee included (util-registration's attendeeLimit). */
    maxAttendeesPerRegistration: integer('max_attendees_per_registration')
      .notNull()
      .default(DEFAULT_MAX_ATTENDEES_PER_REGISTRATION),
    /** The last day media may apply (YYYY-MM-DD, the end of that day in `timezone`); null: no cut-off. */
    mediaLastDay: date('media_last_day', { mode: 'string' }),
    ...timestamps,
  },
  (table) => [
    index('main_events_status_idx').on(table.status),
    check('main_events_dates_check', sql`${table.endDate} >= ${table.startDate}`),
    check('main_events_max_attendees_check', sql`${table.maxAttendeesPerRegistration} >= 1`),
  ],
);

/** The main event a row belongs to: the row goes when the event is deleted. */
export const mainEventIdColumn = () =>
  uuid('main_event_id')
    .notNull()
    .references(() => mainEvents.id, { onDelete: 'cascade' });

export const subEvents = pgTable(
  'sub_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mainEventId: mainEventIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: eventStatus('status').notNull().default('INACTIVE'),
    capacity: integer('capacity').notNull(),
    numRegistration: integer('num_registration').notNull().default(0),
    isAllowWaitList: boolean('is_allow_wait_list').notNull().default(false),
    /** Cents. */
    activityRegistrationFee: integer('activity_registration_fee').notNull().default(0),
    /** Cents. */
    registrationFee: integer('registration_fee').notNull().default(0),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    location: text('location').notNull().default(''),
    /** The activity's picture (a URL); empty when it has none. */
    imageUrl: text('image_url').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    index('sub_events_main_event_idx').on(table.mainEventId, table.status),
    check('sub_events_counts_check', sql`${table.capacity} >= 0 and ${table.numRegistration} >= 0`),
    check('sub_events_fees_check', sql`${table.activityRegistrationFee} >= 0 and ${table.registrationFee} >= 0`),
    check('sub_events_dates_check', sql`${table.endDate} >= ${table.startDate}`),
  ],
);

/** A delegation's key to register as DELEGATE. Only a SHA-256 hash is kept, like a password. */
export const delegationKeys = pgTable('delegation_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  mainEventId: mainEventIdColumn(),
  keyHash: text('key_hash').notNull().unique(),
  delegationName: text('delegation_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when staff revoke the key: it no longer lets anyone register; registrations made with it stay. */
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
