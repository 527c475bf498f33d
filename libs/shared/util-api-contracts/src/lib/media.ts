import Type, { type Static } from 'typebox';
import { DeskListQuery } from './envelopes';

/**
 * Media (press) applications for a main event (SPEC.md §1, §2, §7, §8): one per user and event,
 * reviewed by staff with the MEDIA permission. The body's rules (required fields, URLs, a
 * portfolio link or file) are the shared form schema's (`mediaApplicationSchema`), so the form
 * and the server give the same field errors.
 */

// Spelled out: a mapped array loses the tuple type and Static<> would be `never`.
export const MediaApplicationStatus = Type.Union([
  Type.Literal('REVIEWING'),
  Type.Literal('APPROVED'),
  Type.Literal('REJECTED'),
  Type.Literal('ARCHIVED'),
]);
export type MediaApplicationStatus = Static<typeof MediaApplicationStatus>;

export const MediaRole = Type.Union([
  Type.Literal('JOURNALIST'),
  Type.Literal('PHOTOGRAPHER'),
  Type.Literal('VIDEOGRAPHER'),
  Type.Literal('BROADCASTER'),
  Type.Literal('BLOGGER'),
  Type.Literal('OTHER'),
]);
export type MediaRole = Static<typeof MediaRole>;

/** The form's fields; loose here, the shared schema says what is valid. */
export const MediaApplicationInput = Type.Object(
  {
    organisation: Type.String({ maxLength: 1000 }),
    role: Type.String({ maxLength: 100 }),
    outletCountry: Type.String({ maxLength: 10, description: 'ISO 3166-1 alpha-2' }),
    website: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
    coveragePlan: Type.String({ maxLength: 5000 }),
    pressCredentialFile: Type.String({ maxLength: 500, description: 'a `documents` upload of the caller' }),
    portfolioUrl: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
    portfolioFile: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type MediaApplicationInput = Static<typeof MediaApplicationInput>;

export const MediaApplication = Type.Object({
  id: Type.String({ format: 'uuid' }),
  eventId: Type.String({ format: 'uuid' }),
  status: MediaApplicationStatus,
  organisation: Type.String(),
  role: MediaRole,
  outletCountry: Type.String(),
  website: Type.Union([Type.String(), Type.Null()]),
  coveragePlan: Type.String(),
  pressCredentialFile: Type.String(),
  portfolioUrl: Type.Union([Type.String(), Type.Null()]),
  portfolioFile: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type MediaApplication = Static<typeof MediaApplication>;

/** Whether the caller may apply: the event's cut-off and the caller's application, if any. */
export const MediaCheck = Type.Object({
  eventId: Type.String({ format: 'uuid' }),
  eventName: Type.String(),
  lastDay: Type.Union([Type.String({ format: 'date' }), Type.Null()], {
    description: 'the last day to apply (YYYY-MM-DD in the event time zone); null: no cut-off',
  }),
  closesAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  closed: Type.Boolean({ description: 'past the cut-off and the caller has not applied' }),
  registered: Type.Boolean(),
  status: Type.Union([MediaApplicationStatus, Type.Null()]),
});
export type MediaCheck = Static<typeof MediaCheck>;

export const MediaEventParams = Type.Object(
  { eventId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type MediaEventParams = Static<typeof MediaEventParams>;

// Staff (admin site, MEDIA permission).

export const StaffMediaQuery = DeskListQuery(['createdAt', 'organisation', 'status'], {
  status: Type.Optional(MediaApplicationStatus),
  role: Type.Optional(MediaRole),
});
export type StaffMediaQuery = Static<typeof StaffMediaQuery>;

export const StaffMediaApplication = Type.Intersect([
  MediaApplication,
  Type.Object({
    eventName: Type.String(),
    userId: Type.String({ format: 'uuid' }),
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
  }),
]);
export type StaffMediaApplication = Static<typeof StaffMediaApplication>;

export const MediaStatusChange = Type.Object(
  { status: MediaApplicationStatus, note: Type.Optional(Type.String({ maxLength: 1000 })) },
  { additionalProperties: false },
);
export type MediaStatusChange = Static<typeof MediaStatusChange>;
