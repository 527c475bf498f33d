import Type, { type Static } from 'typebox';
import { DeskListQuery } from './envelopes';

/**
 * Volunteer applications (SPEC.md §1, §7: POST /volunteers; GET, PUT /volunteers/me;
 * GET /volunteers/check). One per user and festival (the first active main event). The body is
 * checked here for shape and by the shared form rules (`volunteerApplicationSchema`) for
 * meaning, so the API's field errors read like the form's.
 */

export const ShiftTypeSchema = Type.Union([Type.Literal('MORNING'), Type.Literal('AFTERNOON'), Type.Literal('NIGHT')]);

export const VolunteerStatusSchema = Type.Union(
  [Type.Literal('REVIEWING'), Type.Literal('WAITLIST'), Type.Literal('APPROVED')],
  { description: 'docs/statuses.md: REVIEWING → APPROVED or WAITLIST' },
);
export type VolunteerStatusValue = Static<typeof VolunteerStatusSchema>;

/** One shift offered (SPEC.md §3): its start instant and type (Pacific/Honolulu shifts, §9). */
export const VolunteerTimeSlot = Type.Object(
  {
    startDate: Type.String({ maxLength: 40, description: 'the shift start, ISO 8601 (e.g. 2026-06-08T15:00:00.000Z)' }),
    type: ShiftTypeSchema,
  },
  { additionalProperties: false },
);
export type VolunteerTimeSlot = Static<typeof VolunteerTimeSlot>;

export const VolunteerTimeSlotWithId = Type.Object({
  id: Type.String({ format: 'uuid' }),
  startDate: Type.String(),
  type: ShiftTypeSchema,
});

export const VolunteerApplicationInput = Type.Object(
  {
    phone: Type.String({ maxLength: 1000 }),
    areaIds: Type.Array(Type.String({ maxLength: 50 }), { maxItems: 20 }),
    languageIds: Type.Array(Type.String({ maxLength: 10 }), { maxItems: 50 }),
    experience: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])),
    tShirtSize: Type.String({ maxLength: 10 }),
    emergencyName: Type.String({ maxLength: 1000 }),
    emergencyPhone: Type.String({ maxLength: 1000 }),
    emergencyRelationship: Type.String({ maxLength: 1000 }),
    timeSlots: Type.Array(VolunteerTimeSlot, { maxItems: 1000, description: 'at least one shift of the festival' }),
    agreementAccepted: Type.Boolean({ description: 'must be true: the volunteer agreement and release form' }),
  },
  { additionalProperties: false },
);
export type VolunteerApplicationInput = Static<typeof VolunteerApplicationInput>;

export const VolunteerFestival = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  timezone: Type.String(),
});
export type VolunteerFestival = Static<typeof VolunteerFestival>;

/** A shift staff assigned (empty until the volunteer desk plans). */
export const VolunteerAssignedShift = Type.Object({ startDate: Type.String(), type: ShiftTypeSchema });

export const VolunteerApplication = Type.Object({
  id: Type.String({ format: 'uuid' }),
  eventId: Type.String({ format: 'uuid' }),
  status: VolunteerStatusSchema,
  phone: Type.String(),
  areaIds: Type.Array(Type.String()),
  languageIds: Type.Array(Type.String()),
  experience: Type.Union([Type.String(), Type.Null()]),
  tShirtSize: Type.String(),
  emergencyName: Type.String(),
  emergencyPhone: Type.String(),
  emergencyRelationship: Type.String(),
  agreementAccepted: Type.Boolean(),
  timeSlots: Type.Array(VolunteerTimeSlotWithId),
  assignedShifts: Type.Array(VolunteerAssignedShift),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type VolunteerApplication = Static<typeof VolunteerApplication>;

/** GET /volunteers/check: the festival one may volunteer for, and whether the caller already applied. */
export const VolunteerCheck = Type.Object({
  festival: Type.Union([VolunteerFestival, Type.Null()], { description: 'null when no festival is open' }),
  isRegistered: Type.Boolean(),
  status: Type.Union([VolunteerStatusSchema, Type.Null()]),
});
export type VolunteerCheck = Static<typeof VolunteerCheck>;

/** The volunteer agreement and release form (PDFs), with signed download links. */
export const VolunteerDocument = Type.Object({
  name: Type.Union([Type.Literal('agreement'), Type.Literal('release')]),
  url: Type.String(),
});
export const VolunteerDocuments = Type.Array(VolunteerDocument);
export type VolunteerDocument = Static<typeof VolunteerDocument>;

// Staff (admin site): the volunteer desk (VOLUNTEER permissions, issue 12).

export const StaffVolunteerQuery = DeskListQuery(['createdAt', 'name', 'status'], {
  status: Type.Optional(VolunteerStatusSchema),
});
export type StaffVolunteerQuery = Static<typeof StaffVolunteerQuery>;

const VolunteerPerson = {
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
};

/** One row of the volunteer desk's table. */
export const StaffVolunteerSummary = Type.Object({
  id: Type.String({ format: 'uuid' }),
  eventId: Type.String({ format: 'uuid' }),
  status: VolunteerStatusSchema,
  ...VolunteerPerson,
  phone: Type.String(),
  tShirtSize: Type.String(),
  offeredCount: Type.Integer({ minimum: 0 }),
  assignedCount: Type.Integer({ minimum: 0 }),
  createdAt: Type.String(),
});
export type StaffVolunteerSummary = Static<typeof StaffVolunteerSummary>;

/** One application as the volunteer desk reviews it: the applicant, the shifts offered and assigned. */
export const StaffVolunteerDetail = Type.Object({ ...VolunteerApplication.properties, ...VolunteerPerson });
export type StaffVolunteerDetail = Static<typeof StaffVolunteerDetail>;

export const VolunteerStatusChange = Type.Object({ status: VolunteerStatusSchema }, { additionalProperties: false });
export type VolunteerStatusChange = Static<typeof VolunteerStatusChange>;

/** One shift of the festival: a day (in the festival's time zone) and a shift type. */
export const FestivalShift = Type.Object(
  {
    startDate: Type.String({ maxLength: 40, description: 'the shift start, ISO 8601' }),
    type: ShiftTypeSchema,
  },
  { additionalProperties: false },
);
export type FestivalShift = Static<typeof FestivalShift>;

export const ShiftAvailability = Type.Object({
  day: Type.String({ description: 'YYYY-MM-DD in the festival time zone' }),
  startDate: Type.String(),
  type: ShiftTypeSchema,
  offered: Type.Integer({ minimum: 0, description: 'applications (any status) offering the shift' }),
  approved: Type.Integer({ minimum: 0, description: 'APPROVED volunteers offering the shift' }),
  assigned: Type.Integer({ minimum: 0 }),
});
export type ShiftAvailability = Static<typeof ShiftAvailability>;

/** GET /volunteers/availability: every shift of the festival with its counts. */
export const VolunteerAvailability = Type.Object({
  festival: Type.Union([VolunteerFestival, Type.Null()], { description: 'null when no festival is open' }),
  shifts: Type.Array(ShiftAvailability),
});
export type VolunteerAvailability = Static<typeof VolunteerAvailability>;

export const AssignmentSuggestInput = Type.Object(
  {
    need: Type.Integer({ minimum: 0, maximum: 10_000, description: 'volunteers each shift needs' }),
    shifts: Type.Optional(
      Type.Array(
        Type.Object(
          { ...FestivalShift.properties, need: Type.Integer({ minimum: 0, maximum: 10_000 }) },
          { additionalProperties: false },
        ),
        { maxItems: 1000, description: 'a different need for some shifts' },
      ),
    ),
  },
  { additionalProperties: false },
);
export type AssignmentSuggestInput = Static<typeof AssignmentSuggestInput>;

export const ShiftAssignmentItem = Type.Object(
  { volunteerId: Type.String({ format: 'uuid' }), ...FestivalShift.properties },
  { additionalProperties: false },
);
export type ShiftAssignmentItem = Static<typeof ShiftAssignmentItem>;

/** POST /volunteers/assignments/suggest: the whole plan proposed (not saved). */
export const AssignmentSuggestion = Type.Object({
  assignments: Type.Array(Type.Object({ ...ShiftAssignmentItem.properties, ...VolunteerPerson })),
  unfilled: Type.Array(Type.Object({ ...FestivalShift.properties, missing: Type.Integer({ minimum: 1 }) })),
});
export type AssignmentSuggestion = Static<typeof AssignmentSuggestion>;

/** PUT /volunteers/assignments: the festival's whole plan; every assignment not in it is removed. */
export const SaveAssignmentsInput = Type.Object(
  { assignments: Type.Array(ShiftAssignmentItem, { maxItems: 20_000 }) },
  { additionalProperties: false },
);
export type SaveAssignmentsInput = Static<typeof SaveAssignmentsInput>;

export const SaveAssignmentsResult = Type.Object({
  assigned: Type.Integer({ minimum: 0 }),
  changedVolunteers: Type.Integer({ minimum: 0, description: 'volunteers whose shifts changed (each emailed)' }),
});
export type SaveAssignmentsResult = Static<typeof SaveAssignmentsResult>;
