import Type, { type Static } from 'typebox';

export const EVENT_STATUSES = ['ACTIVE', 'INACTIVE', 'CANCELLED'] as const;
// Spelled out: a mapped array loses the tuple type and Static<> would be `never`.
export const EventStatus = Type.Union([Type.Literal('ACTIVE'), Type.Literal('INACTIVE'), Type.Literal('CANCELLED')]);
export type EventStatus = Static<typeof EventStatus>;

export const REGISTRATION_TYPES = ['GENERAL', 'DELEGATE'] as const;
export const RegistrationType = Type.Union([Type.Literal('GENERAL'), Type.Literal('DELEGATE')]);
export type RegistrationType = Static<typeof RegistrationType>;

/**
 * The people one registration may carry (its main attendee and additional attendees): each event's
 * own cap, 10 unless staff change it, and never more than the ceiling, which every registration body
 * is held to before any rule runs.
 */
export const DEFAULT_MAX_ATTENDEES_PER_REGISTRATION = 10;
export const MAX_ATTENDEES_PER_REGISTRATION_CEILING = 100;
export const MaxAttendeesPerRegistration = Type.Integer({
  minimum: 1,
  maximum: MAX_ATTENDEES_PER_REGISTRATION_CEILING,
  description: 'the most people one registration may carry, the main attendee included',
});

const Timestamp = Type.String({ format: 'date-time', description: 'UTC; shown in Pacific/Honolulu' });

/** A picture in another size (WebP), for srcset: the file's URL and its width in pixels. */
export const ImageVariant = Type.Object({
  url: Type.String({ description: 'URL' }),
  width: Type.Integer({ minimum: 1, description: 'pixels' }),
});
export type ImageVariant = Static<typeof ImageVariant>;

/**
 * An activity of the festival. Money is integer cents (DESIGN.md §3):
 * `activityRegistrationFee: 2500` is USD 25.00.
 */
export const SubEvent = Type.Object({
  id: Type.String({ format: 'uuid' }),
  mainEventId: Type.String({ format: 'uuid' }),
  name: Type.String(),
  description: Type.String(),
  status: EventStatus,
  capacity: Type.Integer({ minimum: 0 }),
  numRegistration: Type.Integer({ minimum: 0 }),
  isAllowWaitList: Type.Boolean(),
  activityRegistrationFee: Type.Integer({ minimum: 0, description: 'cents' }),
  registrationFee: Type.Integer({ minimum: 0, description: 'cents' }),
  startDate: Timestamp,
  endDate: Timestamp,
  location: Type.String(),
  imageUrl: Type.String({ description: "the activity's picture (URL); empty when it has none" }),
  imageVariants: Type.Array(ImageVariant, {
    description: 'the picture in other sizes (WebP), narrowest first, for a srcset; empty when there are none',
  }),
});
export type SubEvent = Static<typeof SubEvent>;

export const MainEvent = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  description: Type.String(),
  status: EventStatus,
  startDate: Timestamp,
  endDate: Timestamp,
  location: Type.String(),
  timezone: Type.String(),
  bannerImage: Type.String({ description: 'URL' }),
  bannerImageVariants: Type.Array(ImageVariant, {
    description: 'the banner in other sizes (WebP), narrowest first, for a srcset; empty when there are none',
  }),
  logoImage: Type.String({ description: 'URL' }),
  refLink: Type.String({ description: 'the festival web site' }),
  capacity: Type.Integer({ minimum: 0 }),
  registrationFee: Type.Integer({
    minimum: 0,
    description: 'cents per GENERAL attendee, paid with the registration form; 0 = free',
  }),
  requiresReview: Type.Boolean({ description: 'new registrations start PENDING when true, APPROVED otherwise' }),
  maxAttendeesPerRegistration: MaxAttendeesPerRegistration,
});
export type MainEvent = Static<typeof MainEvent>;

export const MainEventDetail = Type.Intersect([MainEvent, Type.Object({ subEvents: Type.Array(SubEvent) })]);
export type MainEventDetail = Static<typeof MainEventDetail>;
