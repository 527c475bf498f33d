import { existingCountryIds } from '@festival/server-contents';
import { BadRequestError, BusinessRuleError, NotFoundError } from '@festival/server-platform';
import type {
  AccommodationAssistanceInput,
  AccommodationEntry,
  FieldError,
  VisaAssistanceEntry,
  VisaAssistanceInput,
} from '@festival/shared-util-api-contracts';
import {
  accommodationAssistanceSchema,
  validateOrErrors,
  validationMessage,
  validationMessages,
  visaAssistanceSchema,
  type Validatable,
} from '@festival/shared-util-form-schemas';
import { isEditable, NOT_EDITABLE_MESSAGE, type RegistrationsDeps } from './registrations.service';
import type { AccommodationRequestRow, RegistrationWithAttendees, VisaRequestRow } from './registrations.repository';

export const DEPARTURE_BEFORE_ARRIVAL_MESSAGE = validationMessages['validation.departureBeforeArrival'];
export const CHECK_OUT_BEFORE_CHECK_IN_MESSAGE = validationMessages['validation.checkOutBeforeCheckIn'];
export const COMPLETED_VISA_REQUEST_MESSAGE = 'A completed visa request can no longer be changed.';

async function ownRegistration(
  deps: RegistrationsDeps,
  userId: string,
  eventId: string,
): Promise<RegistrationWithAttendees> {
  const registration = await deps.repository.findByUser(deps.db, eventId, userId);
  if (!registration) throw new NotFoundError('Registration not found');
  return registration;
}

/** The browser form's own rules (shared form-schemas), so both sides refuse the same requests with the same words. */
async function formErrors(schema: Validatable<unknown>, input: unknown): Promise<FieldError[]> {
  const result = await validateOrErrors(schema, input);
  return 'errors' in result ? result.errors : [];
}

/** Both checks may name the same field for the same reason (a malformed country): say it once. */
const distinct = (errors: FieldError[]): FieldError[] =>
  errors.filter((e, i) => errors.findIndex((o) => o.field === e.field && o.message === e.message) === i);

/** Field errors shared by both request kinds: the attendee must be one of this registration's, once; countries must exist. */
async function commonErrors(
  deps: RegistrationsDeps,
  registration: RegistrationWithAttendees,
  requests: readonly { attendeeId: string }[],
  countryFields: readonly string[] = [],
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const own = new Set(registration.attendees.map((a) => a.id));
  const seen = new Set<string>();
  const countryIds = requests.flatMap((r) =>
    countryFields.map((f) => String((r as Record<string, unknown>)[f]).toUpperCase()),
  );
  const known = await existingCountryIds(deps.db, [...new Set(countryIds)]);
  requests.forEach((request, i) => {
    if (!own.has(request.attendeeId))
      errors.push({ field: `requests[${i}].attendeeId`, message: validationMessage('validation.invalidOption') });
    else if (seen.has(request.attendeeId))
      errors.push({ field: `requests[${i}].attendeeId`, message: 'Each attendee can be listed once' });
    seen.add(request.attendeeId);
    for (const field of countryFields) {
      if (!known.has(String((request as Record<string, unknown>)[field]).toUpperCase()))
        errors.push({ field: `requests[${i}].${field}`, message: validationMessage('validation.invalidOption') });
    }
  });
  return errors;
}

function visaEntries(registration: RegistrationWithAttendees, rows: VisaRequestRow[]): VisaAssistanceEntry[] {
  return registration.attendees.map((attendee) => {
    const row = rows.find((r) => r.attendeeId === attendee.id);
    return {
      attendeeId: attendee.id,
      firstName: attendee.firstName,
      lastName: attendee.lastName,
      isMainProfile: attendee.isMainProfile,
      status: row ? row.status : 'EMPTY',
      request: row
        ? {
            passportCountryId: row.passportCountryId,
            nationalityCountryId: row.nationalityCountryId,
            arrivalDate: row.arrivalDate,
            departureDate: row.departureDate,
            needsInvitationLetter: row.needsInvitationLetter,
            notes: row.notes,
          }
        : null,
    };
  });
}

export async function getVisaAssistance(
  deps: RegistrationsDeps,
  userId: string,
  eventId: string,
): Promise<VisaAssistanceEntry[]> {
  const registration = await ownRegistration(deps, userId, eventId);
  return visaEntries(registration, await deps.repository.visaRequestsOf(deps.db, registration.id));
}

/**
 * Replaces the registration's visa requests with the given set: listed attendees ask for help
 * (PENDING), a PENDING request left out is withdrawn. A COMPLETED request stays as it is; sent
 * again unchanged it is accepted, changed it is refused.
 */
export async function putVisaAssistance(
  deps: RegistrationsDeps,
  userId: string,
  eventId: string,
  input: VisaAssistanceInput,
): Promise<VisaAssistanceEntry[]> {
  const registration = await ownRegistration(deps, userId, eventId);
  if (!isEditable(registration.status)) throw new BusinessRuleError(NOT_EDITABLE_MESSAGE);
  const errors = distinct([
    ...(await formErrors(visaAssistanceSchema, input)),
    ...(await commonErrors(deps, registration, input.requests, ['passportCountryId', 'nationalityCountryId'])),
  ]);
  if (errors.length) throw new BadRequestError('Invalid input', errors);

  const existing = await deps.repository.visaRequestsOf(deps.db, registration.id);
  const requests = input.requests.map((r) => ({
    ...r,
    passportCountryId: r.passportCountryId.toUpperCase(),
    nationalityCountryId: r.nationalityCountryId.toUpperCase(),
    notes: r.notes?.trim() || null,
  }));
  for (const request of requests) {
    const row = existing.find((e) => e.attendeeId === request.attendeeId);
    if (row?.status !== 'COMPLETED') continue;
    const same =
      row.passportCountryId === request.passportCountryId &&
      row.nationalityCountryId === request.nationalityCountryId &&
      row.arrivalDate === request.arrivalDate &&
      row.departureDate === request.departureDate &&
      row.needsInvitationLetter === request.needsInvitationLetter &&
      row.notes === request.notes;
    if (!same) throw new BusinessRuleError(COMPLETED_VISA_REQUEST_MESSAGE);
  }
  const listed = new Set(requests.map((r) => r.attendeeId));
  await deps.db.transaction(async (tx) => {
    await deps.repository.deleteVisaRequests(
      tx,
      existing.filter((e) => !listed.has(e.attendeeId) && e.status !== 'COMPLETED').map((e) => e.id),
    );
    for (const request of requests) {
      if (existing.find((e) => e.attendeeId === request.attendeeId)?.status === 'COMPLETED') continue;
      await deps.repository.upsertVisaRequest(tx, { registrationId: registration.id, ...request });
    }
  });
  return getVisaAssistance(deps, userId, eventId);
}

function accommodationEntries(
  registration: RegistrationWithAttendees,
  rows: AccommodationRequestRow[],
): AccommodationEntry[] {
  return registration.attendees.map((attendee) => {
    const row = rows.find((r) => r.attendeeId === attendee.id);
    return {
      attendeeId: attendee.id,
      firstName: attendee.firstName,
      lastName: attendee.lastName,
      isMainProfile: attendee.isMainProfile,
      status: row ? row.status : null,
      request: row
        ? {
            checkInDate: row.checkInDate,
            checkOutDate: row.checkOutDate,
            roomSharing: row.roomSharing,
            specialNeeds: row.specialNeeds,
          }
        : null,
    };
  });
}

export async function getAccommodationAssistance(
  deps: RegistrationsDeps,
  userId: string,
  eventId: string,
): Promise<AccommodationEntry[]> {
  const registration = await ownRegistration(deps, userId, eventId);
  return accommodationEntries(registration, await deps.repository.accommodationRequestsOf(deps.db, registration.id));
}

/**
 * Replaces the registration's accommodation requests. A new or changed request is NOT_RESERVED
 * (the housing desk books it: RESERVED, or WAITLIST when full); an unchanged one keeps its
 * status; one left out is withdrawn.
 */
export async function putAccommodationAssistance(
  deps: RegistrationsDeps,
  userId: string,
  eventId: string,
  input: AccommodationAssistanceInput,
): Promise<AccommodationEntry[]> {
  const registration = await ownRegistration(deps, userId, eventId);
  if (!isEditable(registration.status)) throw new BusinessRuleError(NOT_EDITABLE_MESSAGE);
  const errors = distinct([
    ...(await formErrors(accommodationAssistanceSchema, input)),
    ...(await commonErrors(deps, registration, input.requests)),
  ]);
  if (errors.length) throw new BadRequestError('Invalid input', errors);

  const existing = await deps.repository.accommodationRequestsOf(deps.db, registration.id);
  const listed = new Set(input.requests.map((r) => r.attendeeId));
  await deps.db.transaction(async (tx) => {
    await deps.repository.deleteAccommodationRequests(
      tx,
      existing.filter((e) => !listed.has(e.attendeeId)).map((e) => e.id),
    );
    for (const r of input.requests) {
      const request = {
        attendeeId: r.attendeeId,
        checkInDate: r.checkInDate,
        checkOutDate: r.checkOutDate,
        roomSharing: r.roomSharing,
        specialNeeds: r.specialNeeds?.trim() || null,
      };
      const row = existing.find((e) => e.attendeeId === r.attendeeId);
      const unchanged =
        row &&
        row.checkInDate === request.checkInDate &&
        row.checkOutDate === request.checkOutDate &&
        row.roomSharing === request.roomSharing &&
        row.specialNeeds === request.specialNeeds;
      await deps.repository.upsertAccommodationRequest(tx, {
        registrationId: registration.id,
        ...request,
        status: unchanged ? row.status : 'NOT_RESERVED',
      });
    }
  });
  return getAccommodationAssistance(deps, userId, eventId);
}
