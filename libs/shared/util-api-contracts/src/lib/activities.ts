import Type, { type Static } from 'typebox';
import { ListQuery } from './envelopes';
import { SubEvent } from './events';
import { PaymentPayload } from './payments';

/**
 * Activity (sub-event) registrations (SPEC.md §3, §4, §7). An attendee of the caller's main-event
 * registration holds at most one live record per activity; the server decides who gets a place,
 * who waits and what is charged, and never trusts the client's figures.
 */

// Spelled out: a mapped array loses the tuple type and Static<> would be `never`.
export const SubEventRegistrationStatus = Type.Union([
  Type.Literal('RESERVED'),
  Type.Literal('WAITING_LIST'),
  Type.Literal('CANCELED'),
  Type.Literal('CHECKED_IN'),
]);
export type SubEventRegistrationStatus = Static<typeof SubEventRegistrationStatus>;

/** `GET /sub-events/{id}/available-slot?type=`: the places an attendee of that type may still take. */
export const SubEventSlotQuery = Type.Object(
  { type: Type.Union([Type.Literal('GENERAL'), Type.Literal('DELEGATE')]) },
  { additionalProperties: false },
);
export type SubEventSlotQuery = Static<typeof SubEventSlotQuery>;

/** One attendee chosen for an activity: SPEC.md §3 "Activity registration payload". */
export const SubEventAttendeeChoice = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: "an attendee of the caller's main-event registration" }),
    isPayment: Type.Boolean({ description: 'false for attendees beyond the free places (they wait or stay out)' }),
  },
  { additionalProperties: false },
);
export type SubEventAttendeeChoice = Static<typeof SubEventAttendeeChoice>;

/**
 * `POST /registrations/sub-event` and `PUT /registrations/sub-event/{subEventId}` (the PUT's body
 * gives the whole new list of who goes: attendees left out are canceled, which frees their places).
 * `payment` is required when a GENERAL registration takes a place at an activity with a fee; its
 * `amount` must equal the server's own figure. `idempotencyKey` is required with a payment: a
 * retried or double-clicked submit with the same key charges once and answers the first result.
 */
export const SubEventRegistrationPayload = Type.Object(
  {
    subEventId: Type.String({ format: 'uuid' }),
    attendees: Type.Array(SubEventAttendeeChoice, { minItems: 1, maxItems: 100 }),
    payment: Type.Optional(Type.Union([PaymentPayload, Type.Null()])),
    idempotencyKey: Type.Optional(
      Type.String({ format: 'uuid', description: 'one per payment attempt, made by the client' }),
    ),
  },
  { additionalProperties: false },
);
export type SubEventRegistrationPayload = Static<typeof SubEventRegistrationPayload>;

export const SubEventIdParams = Type.Object(
  { subEventId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type SubEventIdParams = Static<typeof SubEventIdParams>;

/** One attendee's record at an activity. */
export const SubEventRegistrationRecord = Type.Object({
  id: Type.String({ format: 'uuid' }),
  /** The main-event registration the attendee belongs to (SPEC.md §3). */
  eventRegistrationId: Type.String({ format: 'uuid' }),
  attendeeId: Type.String({ format: 'uuid' }),
  attendeeName: Type.String(),
  status: SubEventRegistrationStatus,
  isPayment: Type.Boolean(),
  /** A waiting attendee offered a freed place of a paid activity: pay before this time or it passes on. */
  offerExpiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** Arrival order on the waitlist (1 = next to be promoted); null when not waiting. */
  waitlistPosition: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
});
export type SubEventRegistrationRecord = Static<typeof SubEventRegistrationRecord>;

/** What a payment left behind: never the card number or code. */
export const PaymentReceipt = Type.Object({
  id: Type.String({ format: 'uuid' }),
  status: Type.Union([
    Type.Literal('APPROVED'),
    Type.Literal('DECLINED'),
    Type.Literal('FAILED'),
    Type.Literal('PENDING'),
    Type.Literal('VOIDED'),
  ]),
  amount: Type.Integer({ minimum: 0, description: 'cents' }),
  currency: Type.Literal('USD'),
  cardBrand: Type.Union([Type.String(), Type.Null()]),
  cardLast4: Type.Union([Type.String(), Type.Null()]),
  transactionId: Type.Union([Type.String(), Type.Null()]),
});
export type PaymentReceipt = Static<typeof PaymentReceipt>;

/** The answer of a reservation (POST, PUT): the caller's records at the activity after it. */
export const SubEventReservation = Type.Object({
  subEventId: Type.String({ format: 'uuid' }),
  records: Type.Array(SubEventRegistrationRecord),
  payment: Type.Union([PaymentReceipt, Type.Null()]),
});
export type SubEventReservation = Static<typeof SubEventReservation>;

/**
 * One row of `GET /registrations/me/event/{id}/sub-event`: an ACTIVE activity of the main event,
 * its places left, and the caller's records there (`registrations`, SPEC.md §3).
 */
export const MySubEvent = Type.Intersect([
  SubEvent,
  Type.Object({
    availableSlot: Type.Integer({ minimum: 0, description: 'places left (0 = full: waitlist or closed)' }),
    registrations: Type.Array(SubEventRegistrationRecord),
  }),
]);
export type MySubEvent = Static<typeof MySubEvent>;

/** The activity list's query: the table query (sort by name, startDate or fee; search by name or location). */
export const MySubEventQuery = ListQuery;
export type MySubEventQuery = Static<typeof MySubEventQuery>;
