import Type, { type Static, type TSchema } from 'typebox';
import { RegistrationType } from './events';
import { RegistrationStatus } from './registrations';
import { SubEventRegistrationStatus } from './activities';

/**
 * Check-in at the door (admin site): the roster a scanner keeps offline, and one check-in, by the
 * signed token of a wallet pass's QR code or by the attendee's id (found by search).
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Instant = Type.String({ format: 'date-time' });

export const CheckInRosterQuery = Type.Object(
  { eventId: Type.String({ format: 'uuid', description: 'The main event' }) },
  { additionalProperties: false },
);
export type CheckInRosterQuery = Static<typeof CheckInRosterQuery>;

export const RosterActivityRecord = Type.Object({
  subEventId: Type.String(),
  status: SubEventRegistrationStatus,
  checkedInAt: Nullable(Instant),
});
export type RosterActivityRecord = Static<typeof RosterActivityRecord>;

/** One person who holds a place at the event, with the activities they booked. */
export const RosterAttendee = Type.Object({
  attendeeId: Type.String(),
  registrationId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Nullable(Type.String()),
  type: RegistrationType,
  status: RegistrationStatus,
  checkedInAt: Nullable(Instant),
  activities: Type.Array(RosterActivityRecord),
});
export type RosterAttendee = Static<typeof RosterAttendee>;

export const CheckInRoster = Type.Object({
  eventId: Type.String(),
  eventName: Type.String(),
  generatedAt: Instant,
  activities: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), startDate: Nullable(Instant) })),
  attendees: Type.Array(RosterAttendee),
});
export type CheckInRoster = Static<typeof CheckInRoster>;

/** Exactly one of `token` (a scanned pass) and `attendeeId` (a searched person). */
export const CheckInRequest = Type.Object(
  {
    token: Type.Optional(Type.String({ minLength: 1, maxLength: 4096, description: 'The QR code of a wallet pass' })),
    attendeeId: Type.Optional(Type.String({ format: 'uuid' })),
    subEventId: Type.Optional(
      Nullable(Type.String({ format: 'uuid', description: 'An activity; absent or null: the main event' })),
    ),
    scannedAt: Type.Optional(Instant),
  },
  { additionalProperties: false },
);
export type CheckInRequest = Static<typeof CheckInRequest>;

export const CheckInOutcomeKind = Type.Union([
  Type.Literal('CHECKED_IN'),
  Type.Literal('ALREADY_CHECKED_IN'),
  Type.Literal('REFUSED'),
]);
export type CheckInOutcomeKind = Static<typeof CheckInOutcomeKind>;

export const CheckInOutcome = Type.Object({
  attendeeId: Type.String(),
  registrationId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  subEventId: Nullable(Type.String()),
  outcome: CheckInOutcomeKind,
  /** When the person was checked in (now, or the first time for ALREADY_CHECKED_IN). */
  checkedInAt: Nullable(Instant),
  /** In English, e.g. "Already checked in at 06/01/2027 8:15 AM"; the screen words it itself. */
  message: Type.String(),
});
export type CheckInOutcome = Static<typeof CheckInOutcome>;

export const CheckInResult = Type.Object({ results: Type.Array(CheckInOutcome) });
export type CheckInResult = Static<typeof CheckInResult>;
