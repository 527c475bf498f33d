import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REGISTRATION_STATUSES } from '@festival/shared-util-registration';
import { REGISTRATION_TYPES } from '@festival/shared-util-api-contracts';
import { countries } from '@festival/server-contents';
import { timestamps } from '@festival/server-db';
import { delegationKeys, mainEventIdColumn } from '@festival/server-events';
import { userIdColumn, users } from '@festival/server-users';

export const registrationType = pgEnum('registration_type', REGISTRATION_TYPES);
export const registrationStatus = pgEnum('registration_status', REGISTRATION_STATUSES);

/**
 * SPEC.md §4 lists status sets without saying whose they are. We assign them so:
 * - PENDING / COMPLETED / EMPTY → a visa assistance request. EMPTY: nothing asked (no row; the
 *   API reports EMPTY), PENDING: asked and waiting for the festival's visa desk, COMPLETED: the
 *   desk has done its part (invitation letter sent). Only staff move a request to COMPLETED.
 * - RESERVED / NOT_RESERVED / WAITLIST → an accommodation request. NOT_RESERVED: asked, no room
 *   yet (the state a request starts in), RESERVED: a room is booked, WAITLIST: the festival's
 *   housing is full and the request waits for a room. Only staff set RESERVED or WAITLIST.
 */
export const VISA_ASSISTANCE_STATUSES = ['PENDING', 'COMPLETED', 'EMPTY'] as const;
export const ACCOMMODATION_STATUSES = ['RESERVED', 'NOT_RESERVED', 'WAITLIST'] as const;
/** EMPTY is never stored: it is the absence of a request. */
export const visaAssistanceStatus = pgEnum('visa_assistance_status', ['PENDING', 'COMPLETED']);
export const accommodationStatus = pgEnum('accommodation_status', ACCOMMODATION_STATUSES);
export const ROOM_SHARING_OPTIONS = ['SINGLE', 'SHARE_WITH_GROUP', 'SHARE_WITH_ANYONE'] as const;
export const roomSharing = pgEnum('room_sharing', ROOM_SHARING_OPTIONS);

/** One person's registration for a main event, for themself and their additional attendees. */
export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mainEventId: mainEventIdColumn(),
    /** The owner: only they read and change it. */
    userId: userIdColumn(),
    type: registrationType('type').notNull(),
    status: registrationStatus('status').notNull(),
    /** The key a delegate registered with: it groups the delegation (the delegation portal). */
    delegationKeyId: uuid('delegation_key_id').references(() => delegationKeys.id, { onDelete: 'restrict' }),
    isApplyEmergencyContactForAll: boolean('is_apply_emergency_contact_for_all').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('registrations_event_user_unique').on(table.mainEventId, table.userId),
    index('registrations_delegation_key_idx').on(table.delegationKeyId),
    check(
      'registrations_delegate_key_check',
      sql`(${table.type} = 'DELEGATE') = (${table.delegationKeyId} is not null)`,
    ),
  ],
);

export const registrationAttendees = pgTable(
  'registration_attendees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    /** Copied from the registration so that one index keeps an email to one attendee per event. */
    mainEventId: mainEventIdColumn(),
    isMainProfile: boolean('is_main_profile').notNull(),
    /** The order the attendees were entered in, kept for display. */
    position: integer('position').notNull().default(0),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    dob: date('dob', { mode: 'string' }).notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    countryId: text('country_id')
      .notNull()
      .references(() => countries.id),
    zipCode: text('zip_code').notNull(),
    languageIds: text('language_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ethnicity: text('ethnicity'),
    emergencyName: text('emergency_name'),
    emergencyPhone: text('emergency_phone'),
    emergencyEmail: text('emergency_email'),
    emergencyRelationship: text('emergency_relationship'),
    isPayment: boolean('is_payment').notNull().default(false),
    isReleaseForm: boolean('is_release_form').notNull().default(false),
    signatureUrl: text('signature_url'),
    /**
     * The idempotency key of the payment that paid this attendee's registration fee (null: none
     * paid). It ties the attendees an edit added to their charge, so a retried edit charges and
     * adds nobody twice, and reconciliation settles exactly those attendees.
     */
    paymentKey: uuid('payment_key'),
    /** Each attendee's own status (staff may check in or cancel one person of a group). */
    status: registrationStatus('status').notNull(),
    ...timestamps,
  },
  (table) => [
    index('registration_attendees_registration_idx').on(table.registrationId),
    index('registration_attendees_event_status_idx').on(table.mainEventId, table.status),
    uniqueIndex('registration_attendees_event_email_unique')
      .on(table.mainEventId, sql`lower(${table.email})`)
      .where(sql`${table.email} is not null`),
    uniqueIndex('registration_attendees_one_main_profile')
      .on(table.registrationId)
      .where(sql`${table.isMainProfile}`),
  ],
);

/**
 * Visa help, per attendee (each traveller needs their own letter). The passport number is
 * deliberately not stored: the visa desk asks for it through its own channel.
 */
export const visaAssistanceRequests = pgTable(
  'visa_assistance_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    attendeeId: uuid('attendee_id')
      .notNull()
      .unique('visa_assistance_requests_attendee_unique')
      .references(() => registrationAttendees.id, { onDelete: 'cascade' }),
    status: visaAssistanceStatus('status').notNull().default('PENDING'),
    passportCountryId: text('passport_country_id')
      .notNull()
      .references(() => countries.id),
    nationalityCountryId: text('nationality_country_id')
      .notNull()
      .references(() => countries.id),
    arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    needsInvitationLetter: boolean('needs_invitation_letter').notNull().default(true),
    notes: text('notes'),
    ...timestamps,
  },
  (table) => [
    index('visa_assistance_requests_registration_idx').on(table.registrationId),
    check('visa_assistance_dates_check', sql`${table.departureDate} >= ${table.arrivalDate}`),
  ],
);

/** Accommodation help, per attendee (who sleeps where; sharing is each person's choice). */
export const accommodationRequests = pgTable(
  'accommodation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    attendeeId: uuid('attendee_id')
      .notNull()
      .unique('accommodation_requests_attendee_unique')
      .references(() => registrationAttendees.id, { onDelete: 'cascade' }),
    status: accommodationStatus('status').notNull().default('NOT_RESERVED'),
    checkInDate: date('check_in_date', { mode: 'string' }).notNull(),
    checkOutDate: date('check_out_date', { mode: 'string' }).notNull(),
    roomSharing: roomSharing('room_sharing').notNull(),
    specialNeeds: text('special_needs'),
    ...timestamps,
  },
  (table) => [
    index('accommodation_requests_registration_idx').on(table.registrationId),
    check('accommodation_dates_check', sql`${table.checkOutDate} > ${table.checkInDate}`),
  ],
);

/**
 * Wrong delegation keys, counted per user and per client address to slow guessing. Kept in the
 * database, not in memory, so every api replica sees the same count (DESIGN.md §8).
 */
export const delegationKeyFailures = pgTable(
  'delegation_key_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('delegation_key_failures_user_idx').on(table.userId, table.createdAt),
    index('delegation_key_failures_ip_idx').on(table.ip, table.createdAt),
  ],
);
