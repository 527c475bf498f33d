import Type, { type Static } from 'typebox';
import { ListQuery } from './envelopes';
import { EventStatus, MaxAttendeesPerRegistration, SubEvent } from './events';
import { WebImage, WebLink } from './web-link-schemas';

// What the admin site sends and reads about events, activities and delegation keys (issue 11, point 2).
// Money is integer cents; dates are UTC instants, entered and shown in Pacific/Honolulu.

const Instant = Type.String({ format: 'date-time', description: 'UTC; entered in Pacific/Honolulu' });
const Name = Type.String({ minLength: 1, maxLength: 255 });
const Text = (maxLength: number) => Type.String({ maxLength });
const Cents = Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'cents' });
const Capacity = Type.Integer({ minimum: 0, maximum: 1_000_000 });

/** The main event as staff create and edit it. */
export const MainEventInput = Type.Object(
  {
    name: Name,
    description: Text(5000),
    status: EventStatus,
    startDate: Instant,
    endDate: Instant,
    location: Text(255),
    capacity: Capacity,
    registrationFee: Cents,
    requiresReview: Type.Boolean({ description: 'new registrations start PENDING (true) or APPROVED (false)' }),
    bannerImage: WebImage,
    logoImage: WebImage,
    refLink: WebLink,
    // Left out: a new event takes the default (10), an edit keeps the event's.
    maxAttendeesPerRegistration: Type.Optional(MaxAttendeesPerRegistration),
  },
  { additionalProperties: false },
);
export type MainEventInput = Static<typeof MainEventInput>;

/** An activity as staff create and edit it; raising the capacity promotes from its waitlist, CANCELLED tells its attendees. */
export const SubEventInput = Type.Object(
  {
    name: Name,
    description: Text(5000),
    status: EventStatus,
    startDate: Instant,
    endDate: Instant,
    location: Text(255),
    capacity: Capacity,
    isAllowWaitList: Type.Boolean(),
    activityRegistrationFee: Cents,
    registrationFee: Cents,
    imageUrl: WebImage,
  },
  { additionalProperties: false },
);
export type SubEventInput = Static<typeof SubEventInput>;

export const ADMIN_EVENT_SORT_FIELDS = ['name', 'startDate'] as const;

/** The staff lists of events and of an event's activities: the table query plus a status filter. */
export const AdminEventQuery = Type.Object(
  {
    ...ListQuery.properties,
    sort: Type.Optional(Type.Union([Type.Literal('name'), Type.Literal('startDate')])),
    status: Type.Optional(EventStatus),
  },
  { additionalProperties: false },
);
export type AdminEventQuery = Static<typeof AdminEventQuery>;

/** An activity in the staff list: with how many wait for a place. */
export const AdminSubEvent = Type.Intersect([SubEvent, Type.Object({ waitingCount: Type.Integer({ minimum: 0 }) })]);
export type AdminSubEvent = Static<typeof AdminSubEvent>;

export const DelegationKey = Type.Object({
  id: Type.String({ format: 'uuid' }),
  mainEventId: Type.String({ format: 'uuid' }),
  delegationName: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  revokedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  registrationCount: Type.Integer({ minimum: 0, description: 'registrations made with this key' }),
});
export type DelegationKey = Static<typeof DelegationKey>;

export const DelegationKeyInput = Type.Object({ delegationName: Name }, { additionalProperties: false });
export type DelegationKeyInput = Static<typeof DelegationKeyInput>;

/** A new key: the only time the key itself is sent; the server keeps its hash. */
export const NewDelegationKey = Type.Intersect([DelegationKey, Type.Object({ key: Type.String() })]);
export type NewDelegationKey = Static<typeof NewDelegationKey>;

export const DelegationKeyParams = Type.Object(
  { id: Type.String({ format: 'uuid' }), keyId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type DelegationKeyParams = Static<typeof DelegationKeyParams>;
