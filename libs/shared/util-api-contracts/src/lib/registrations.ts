import Type, { type Static, type TObject, type TSchema } from 'typebox';
import { DeskListQuery } from './envelopes';
import { MAX_ATTENDEES_PER_REGISTRATION_CEILING, MainEvent, RegistrationType } from './events';
import { PaymentPayload } from './payments';

/**
 * Main-event registrations (SPEC.md §3, §7). A registration body is checked against its schema
 * here, and by the shared form rules (`registrationPayloadSchema`), whose field errors read like
 * the form's (`attendees[1].email`).
 */

// Spelled out: a mapped array loses the tuple type and Static<> would be `never`.
export const RegistrationStatus = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('APPROVED'),
  Type.Literal('REJECTED'),
  Type.Literal('WAITING_LIST'),
  Type.Literal('CANCELED'),
  Type.Literal('FINISHED'),
  Type.Literal('PENDING_PAYMENT'),
  Type.Literal('CHECKED_IN'),
  Type.Literal('INVALID'),
]);
export type RegistrationStatus = Static<typeof RegistrationStatus>;

const Nullable = <T extends TSchema>(schema: T, options?: { description: string }) =>
  Type.Union([schema, Type.Null()], options);
const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

/** A registration's whole set of visa or accommodation requests, one per attendee listed. */
const assistanceSet = <Request extends TSchema>(request: Request) =>
  Type.Object({ requests: Type.Array(request, { maxItems: 100 }) }, { additionalProperties: false });

/** One attendee of a registration with the status and the request of a kind of help. */
const assistanceEntry = <Status extends TSchema, Request extends TObject>(status: Status, request: Request) =>
  Type.Object({
    attendeeId: Type.String({ format: 'uuid' }),
    firstName: Type.String(),
    lastName: Type.String(),
    isMainProfile: Type.Boolean(),
    status,
    request: Nullable(Type.Omit(request, ['attendeeId'])),
  });

/**
 * One attendee as the API receives it. Which fields are required depends on the type and on
 * `isMainProfile` (SPEC.md §5, `attendeeSchema`), so the schema requires only what every
 * attendee needs and the shared rules say the rest.
 */
export const AttendeePayload = Type.Object({
  id: Type.Optional(
    Nullable(Type.String({ description: 'an existing attendee of this registration (edit); null for a new one' })),
  ),
  isMainProfile: Type.Optional(Type.Boolean({ description: 'exactly one attendee is the main profile' })),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.Optional(Nullable(Type.String({ description: 'required for the main profile' }))),
  dob: Nullable(IsoDate),
  phone: Type.String(),
  address: Type.String(),
  city: Type.String(),
  state: Type.String(),
  countryId: Type.String({ description: 'ISO 3166-1 alpha-2, from GET /contents' }),
  zipCode: Type.String(),
  languageIds: Type.Optional(
    Nullable(Type.Array(Type.String({ description: 'ISO 639-1, from GET /contents' }), { description: 'DELEGATE' })),
  ),
  ethnicity: Type.Optional(Nullable(Type.String({ description: 'required for GENERAL' }))),
  emergencyName: Type.Optional(Nullable(Type.String({ description: 'DELEGATE only' }))),
  emergencyPhone: Type.Optional(Nullable(Type.String({ description: 'DELEGATE only' }))),
  emergencyEmail: Type.Optional(Nullable(Type.String({ description: 'DELEGATE only' }))),
  emergencyRelationship: Type.Optional(Nullable(Type.String({ description: 'DELEGATE only' }))),
  isPayment: Type.Optional(Nullable(Type.Boolean())),
  isReleaseForm: Type.Optional(Nullable(Type.Boolean({ description: "DELEGATE's main profile: must be true" }))),
  signatureUrl: Type.Optional(
    Nullable(
      Type.String({
        description:
          "DELEGATE's main profile: a file path under signature/<callerId>/ from GET /files/presigned-upload-url",
      }),
    ),
  ),
});
export type AttendeePayload = Static<typeof AttendeePayload>;

export const RegistrationPayload = Type.Object({
  eventId: Type.String({ format: 'uuid' }),
  type: Type.Optional(RegistrationType),
  attendees: Type.Array(AttendeePayload, {
    minItems: 1,
    maxItems: MAX_ATTENDEES_PER_REGISTRATION_CEILING,
    description:
      "the main attendee first or anywhere, then additional attendees; at most the event's maxAttendeesPerRegistration",
  }),
  payment: Type.Optional(
    Nullable(PaymentPayload, {
      description:
        "required for a GENERAL registration when the event has a registration fee (amount = the fee calculator's total); refused (422) otherwise",
    }),
  ),
  idempotencyKey: Type.Optional(
    Type.String({
      format: 'uuid',
      description: 'one per payment attempt, made by the client; required with a payment',
    }),
  ),
  isApplyEmergencyContactForAll: Type.Optional(Nullable(Type.Boolean())),
  delegationKey: Type.Optional(Nullable(Type.String({ description: 'DELEGATE only' }))),
});
export type RegistrationPayload = Static<typeof RegistrationPayload>;

export const RegisteredAttendee = Type.Object({
  id: Type.String({ format: 'uuid' }),
  isMainProfile: Type.Boolean(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Nullable(Type.String()),
  dob: IsoDate,
  phone: Type.String(),
  address: Type.String(),
  city: Type.String(),
  state: Type.String(),
  countryId: Type.String(),
  zipCode: Type.String(),
  languageIds: Type.Array(Type.String()),
  ethnicity: Nullable(Type.String()),
  emergencyName: Nullable(Type.String()),
  emergencyPhone: Nullable(Type.String()),
  emergencyEmail: Nullable(Type.String()),
  emergencyRelationship: Nullable(Type.String()),
  isPayment: Type.Boolean(),
  isReleaseForm: Type.Boolean(),
  signatureUrl: Nullable(Type.String()),
  status: RegistrationStatus,
});
export type RegisteredAttendee = Static<typeof RegisteredAttendee>;

export const Registration = Type.Object({
  id: Type.String({ format: 'uuid' }),
  eventId: Type.String({ format: 'uuid' }),
  type: RegistrationType,
  status: RegistrationStatus,
  isApplyEmergencyContactForAll: Type.Boolean(),
  delegationName: Nullable(Type.String({ description: 'DELEGATE only: the delegation of the key used' })),
  attendees: Type.Array(RegisteredAttendee),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Registration = Static<typeof Registration>;

/** An event the caller registered for (GET /events/me), with their registration's facts. */
export const MyEvent = Type.Intersect([
  MainEvent,
  Type.Object({
    registrationId: Type.String({ format: 'uuid' }),
    registrationType: RegistrationType,
    registrationStatus: RegistrationStatus,
    registrations: Type.Array(
      Type.Object({
        id: Type.String({ format: 'uuid' }),
        isMainProfile: Type.Boolean(),
        firstName: Type.String(),
        lastName: Type.String(),
        status: RegistrationStatus,
      }),
    ),
  }),
]);
export type MyEvent = Static<typeof MyEvent>;

export const IsRegistered = Type.Object({ isRegistered: Type.Boolean() });
export const AvailableSlot = Type.Object({ availableSlot: Type.Integer({ minimum: 0 }) });
export const KeyCheck = Type.Object({ isSuccess: Type.Boolean() });
export const KeyCheckQuery = Type.Object(
  {
    delegationKey: Type.String({ maxLength: 255 }),
    type: Type.Optional(RegistrationType),
  },
  { additionalProperties: false },
);
export type KeyCheckQuery = Static<typeof KeyCheckQuery>;

// Visa and accommodation assistance (statuses: see the registrations module's tables).

export const VisaAssistanceStatus = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('COMPLETED'),
  Type.Literal('EMPTY'),
]);
export type VisaAssistanceStatus = Static<typeof VisaAssistanceStatus>;
export const AccommodationStatus = Type.Union([
  Type.Literal('RESERVED'),
  Type.Literal('NOT_RESERVED'),
  Type.Literal('WAITLIST'),
]);
export type AccommodationStatus = Static<typeof AccommodationStatus>;
export const RoomSharing = Type.Union([
  Type.Literal('SINGLE'),
  Type.Literal('SHARE_WITH_GROUP'),
  Type.Literal('SHARE_WITH_ANYONE'),
]);
export type RoomSharing = Static<typeof RoomSharing>;

const ShortText = (maxLength: number) => Type.String({ maxLength });

/** One attendee's visa request. No passport number: it is sensitive and never stored. */
export const VisaRequestInput = Type.Object(
  {
    attendeeId: Type.String({ format: 'uuid' }),
    passportCountryId: Type.String({
      minLength: 2,
      maxLength: 2,
      description: 'country that issued the passport (ISO alpha-2)',
    }),
    nationalityCountryId: Type.String({ minLength: 2, maxLength: 2 }),
    arrivalDate: IsoDate,
    departureDate: IsoDate,
    needsInvitationLetter: Type.Boolean(),
    notes: Type.Optional(Nullable(ShortText(500))),
  },
  { additionalProperties: false },
);
export type VisaRequestInput = Static<typeof VisaRequestInput>;
/** The whole set: attendees listed ask for help; a pending request not listed is withdrawn. */
export const VisaAssistanceInput = assistanceSet(VisaRequestInput);
export type VisaAssistanceInput = Static<typeof VisaAssistanceInput>;

export const VisaAssistanceEntry = assistanceEntry(VisaAssistanceStatus, VisaRequestInput);
export type VisaAssistanceEntry = Static<typeof VisaAssistanceEntry>;

export const AccommodationRequestInput = Type.Object(
  {
    attendeeId: Type.String({ format: 'uuid' }),
    checkInDate: IsoDate,
    checkOutDate: IsoDate,
    roomSharing: RoomSharing,
    specialNeeds: Type.Optional(Nullable(ShortText(500))),
  },
  { additionalProperties: false },
);
export type AccommodationRequestInput = Static<typeof AccommodationRequestInput>;
export const AccommodationAssistanceInput = assistanceSet(AccommodationRequestInput);
export type AccommodationAssistanceInput = Static<typeof AccommodationAssistanceInput>;

/** `status` null: no accommodation asked for this attendee. */
export const AccommodationEntry = assistanceEntry(Nullable(AccommodationStatus), AccommodationRequestInput);
export type AccommodationEntry = Static<typeof AccommodationEntry>;

/** The delegation portal: everyone registered with the caller's delegation key. */
/** A member of a delegation as its portal and the staff overview list them: one attendee. */
const DelegationMember = {
  registrationId: Type.String({ format: 'uuid' }),
  attendeeId: Type.String({ format: 'uuid' }),
  firstName: Type.String(),
  lastName: Type.String(),
  isMainProfile: Type.Boolean(),
};

export const DelegationPortal = Type.Object({
  delegationName: Type.String(),
  members: Type.Array(
    Type.Object({
      ...DelegationMember,
      isMine: Type.Boolean({ description: "true for the caller's own registration" }),
      status: RegistrationStatus,
      registrationStatus: RegistrationStatus,
    }),
  ),
});
export type DelegationPortal = Static<typeof DelegationPortal>;

// Staff (admin site): the registrations list and status decisions.

/** The registrations desk's table query, with its own sort fields and filters. */
export const StaffRegistrationQuery = DeskListQuery(['createdAt', 'status', 'name'], {
  status: Type.Optional(RegistrationStatus),
  type: Type.Optional(RegistrationType),
  activityId: Type.Optional(
    Type.String({ format: 'uuid', description: 'registrations with an attendee at this activity' }),
  ),
  countryId: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z]{2}$',
      description: 'registrations with an attendee from this country (ISO alpha-2)',
    }),
  ),
});
export type StaffRegistrationQuery = Static<typeof StaffRegistrationQuery>;

export const StaffRegistrationSummary = Type.Object({
  id: Type.String({ format: 'uuid' }),
  eventId: Type.String({ format: 'uuid' }),
  type: RegistrationType,
  status: RegistrationStatus,
  delegationName: Nullable(Type.String()),
  mainAttendee: Type.Object({ firstName: Type.String(), lastName: Type.String(), email: Nullable(Type.String()) }),
  attendeeCount: Type.Integer({ minimum: 1 }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type StaffRegistrationSummary = Static<typeof StaffRegistrationSummary>;

export const StatusChange = Type.Object({ status: RegistrationStatus }, { additionalProperties: false });
export type StatusChange = Static<typeof StatusChange>;

/** POST /registrations/status: one move for many registrations, each checked on its own. */
export const BulkStatusChange = Type.Object(
  {
    ids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 100, uniqueItems: true }),
    status: RegistrationStatus,
  },
  { additionalProperties: false },
);
export type BulkStatusChange = Static<typeof BulkStatusChange>;

export const BulkStatusResult = Type.Object({
  id: Type.String({ format: 'uuid' }),
  ok: Type.Boolean(),
  /** The registration's status after the attempt (unchanged when refused); null when not found. */
  status: Nullable(RegistrationStatus),
  /** Why it was refused. */
  message: Nullable(Type.String()),
});
export type BulkStatusResult = Static<typeof BulkStatusResult>;

/** One attendee's record at an activity, as staff see it on a registration. */
export const StaffActivityRecord = Type.Object({
  subEventId: Type.String({ format: 'uuid' }),
  name: Type.String(),
  startDate: Type.String({ format: 'date-time' }),
  attendeeId: Type.String({ format: 'uuid' }),
  status: Type.String({ description: 'RESERVED, WAITING_LIST, CANCELED or CHECKED_IN' }),
});
export type StaffActivityRecord = Static<typeof StaffActivityRecord>;

/** GET /registrations/{id} for staff: the registration with every attendee's activities and requests. */
export const StaffRegistrationDetail = Type.Intersect([
  Registration,
  Type.Object({
    activities: Type.Array(StaffActivityRecord),
    visaRequests: Type.Array(VisaAssistanceEntry),
    accommodationRequests: Type.Array(AccommodationEntry),
  }),
]);
export type StaffRegistrationDetail = Static<typeof StaffRegistrationDetail>;

/** GET /registrations/delegations: each delegation (key) and its members. */
export const DelegationOverviewQuery = Type.Object(
  { eventId: Type.Optional(Type.String({ format: 'uuid' })) },
  { additionalProperties: false },
);
export type DelegationOverviewQuery = Static<typeof DelegationOverviewQuery>;
export const DelegationOverview = Type.Object({
  delegationKeyId: Type.String({ format: 'uuid' }),
  delegationName: Type.String(),
  eventId: Type.String({ format: 'uuid' }),
  registrationCount: Type.Integer({ minimum: 0 }),
  members: Type.Array(Type.Object({ ...DelegationMember, status: RegistrationStatus })),
});
export type DelegationOverview = Static<typeof DelegationOverview>;

// Staff (admin site): visa and accommodation requests (ACCOMMODATION permissions).

const ASSISTANCE_SORT_FIELDS = ['createdAt', 'name'] as const;

export const VisaRequestQuery = DeskListQuery(ASSISTANCE_SORT_FIELDS, {
  status: Type.Optional(Type.Union([Type.Literal('PENDING'), Type.Literal('COMPLETED')])),
});
export type VisaRequestQuery = Static<typeof VisaRequestQuery>;

export const AccommodationRequestQuery = DeskListQuery(ASSISTANCE_SORT_FIELDS, {
  status: Type.Optional(AccommodationStatus),
  roomSharing: Type.Optional(RoomSharing),
});
export type AccommodationRequestQuery = Static<typeof AccommodationRequestQuery>;

/** Who asked: the attendee, and the registration they belong to. */
const RequestPerson = {
  id: Type.String({ format: 'uuid' }),
  registrationId: Type.String({ format: 'uuid' }),
  eventId: Type.String({ format: 'uuid' }),
  attendeeId: Type.String({ format: 'uuid' }),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Nullable(Type.String({ description: "the attendee's, or else the main attendee's" })),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
};

export const StaffVisaRequest = Type.Object({
  ...RequestPerson,
  status: Type.Union([Type.Literal('PENDING'), Type.Literal('COMPLETED')]),
  ...Type.Omit(VisaRequestInput, ['attendeeId']).properties,
});
export type StaffVisaRequest = Static<typeof StaffVisaRequest>;

export const StaffAccommodationRequest = Type.Object({
  ...RequestPerson,
  status: AccommodationStatus,
  ...Type.Omit(AccommodationRequestInput, ['attendeeId']).properties,
});
export type StaffAccommodationRequest = Static<typeof StaffAccommodationRequest>;

export const VisaRequestStatusChange = Type.Object(
  { status: Type.Literal('COMPLETED') },
  { additionalProperties: false },
);
export type VisaRequestStatusChange = Static<typeof VisaRequestStatusChange>;
export const AccommodationStatusChange = Type.Object(
  { status: Type.Union([Type.Literal('RESERVED'), Type.Literal('WAITLIST')]) },
  { additionalProperties: false },
);
export type AccommodationStatusChange = Static<typeof AccommodationStatusChange>;

// Staff (admin site): the dashboard.

export const DashboardQuery = Type.Object(
  { eventId: Type.Optional(Type.String({ format: 'uuid' })) },
  { additionalProperties: false },
);
export type DashboardQuery = Static<typeof DashboardQuery>;

export const Dashboard = Type.Object({
  registrationsByStatus: Type.Array(Type.Object({ status: RegistrationStatus, count: Type.Integer({ minimum: 0 }) })),
  registrationsByType: Type.Array(Type.Object({ type: RegistrationType, count: Type.Integer({ minimum: 0 }) })),
  /** Active activities at or above the filling threshold, fullest first. */
  activitiesFillingUp: Type.Array(
    Type.Object({
      id: Type.String({ format: 'uuid' }),
      name: Type.String(),
      capacity: Type.Integer({ minimum: 0 }),
      placesHeld: Type.Integer({ minimum: 0 }),
      waitlisted: Type.Integer({ minimum: 0 }),
    }),
  ),
  /** People waiting on an activity's waitlist. */
  activityWaitlist: Type.Integer({ minimum: 0 }),
  pendingVisaRequests: Type.Integer({ minimum: 0 }),
  pendingAccommodationRequests: Type.Integer({ minimum: 0, description: 'NOT_RESERVED: waiting for the housing desk' }),
  /** Attendees checked in at the event today (Pacific/Honolulu). */
  checkInsToday: Type.Integer({ minimum: 0 }),
  /** Activity check-ins today (Pacific/Honolulu). */
  activityCheckInsToday: Type.Integer({ minimum: 0 }),
});
export type Dashboard = Static<typeof Dashboard>;
