import { existingCountryIds } from '@festival/server-contents';
import { BadRequestError, BusinessRuleError, NotFoundError } from '@festival/server-platform';
import type { Db } from '@festival/server-db';
import type { AccommodationEntry, FieldError, VisaAssistanceEntry } from '@festival/shared-util-api-contracts';
import {
  accommodationAssistanceSchema,
  validateOrErrors,
  validationMessage,
  validationMessages,
  visaAssistanceSchema,
  type Validatable,
} from '@festival/shared-util-form-schemas';
import { isEditable, NOT_EDITABLE_MESSAGE, type RegistrationsDeps } from './registrations.service';
import type { RegistrationWithAttendees } from './registrations.repository';

export const DEPARTURE_BEFORE_ARRIVAL_MESSAGE = validationMessages['validation.departureBeforeArrival'];
export const CHECK_OUT_BEFORE_CHECK_IN_MESSAGE = validationMessages['validation.checkOutBeforeCheckIn'];
export const COMPLETED_VISA_REQUEST_MESSAGE = 'A completed visa request can no longer be changed.';

/** What an entry shows of one attendee's request, and what a PUT sends for it (beside `attendeeId`). */
type RequestOf<Entry extends { request: unknown }> = NonNullable<Entry['request']>;
type Row<Entry extends { request: unknown; status: unknown }> = RequestOf<Entry> & {
  id: string;
  attendeeId: string;
  status: NonNullable<Entry['status']>;
};

/**
 * One kind of per-attendee request (visa, accommodation): its fields and rules; the module
 * below does the rest the same way for every kind.
 */
interface AssistanceKind<Entry extends { request: unknown; status: unknown }> {
  /** The request's fields, in the order the entry lists them. */
  fields: readonly (keyof RequestOf<Entry> & string)[];
  /** Fields naming a country, which must exist. */
  countryFields: readonly (keyof RequestOf<Entry> & string)[];
  /** The browser form's own rules (shared form-schemas), so both sides refuse the same requests with the same words. */
  schema: Validatable<unknown>;
  /** An attendee's status when they asked for nothing. */
  noRequestStatus: Entry['status'];
  /** The request as stored: trimmed text, upper-case countries. */
  normalize: (request: RequestOf<Entry>) => RequestOf<Entry>;
  /** A request the festival has closed stays as it is: sent again unchanged it is accepted, changed it is refused. */
  closed?: { status: NonNullable<Entry['status']>; message: string };
  rowsOf: (deps: RegistrationsDeps, db: Db, registrationId: string) => Promise<Row<Entry>[]>;
  deleteRows: (deps: RegistrationsDeps, db: Db, ids: string[]) => Promise<void>;
  /** Inserts or updates one attendee's request; `unchanged` is the stored row when it was sent again as it was. */
  save: (
    deps: RegistrationsDeps,
    db: Db,
    values: RequestOf<Entry> & { registrationId: string; attendeeId: string },
    unchanged: Row<Entry> | undefined,
  ) => Promise<void>;
}

async function ownRegistration(
  deps: RegistrationsDeps,
  userId: string,
  eventId: string,
): Promise<RegistrationWithAttendees> {
  const registration = await deps.repository.findByUser(deps.db, eventId, userId);
  if (!registration) throw new NotFoundError('Registration not found');
  return registration;
}

async function formErrors(schema: Validatable<unknown>, input: unknown): Promise<FieldError[]> {
  const result = await validateOrErrors(schema, input);
  return 'errors' in result ? result.errors : [];
}

/** Both checks may name the same field for the same reason (a malformed country): say it once. */
const distinct = (errors: FieldError[]): FieldError[] =>
  errors.filter((e, i) => errors.findIndex((o) => o.field === e.field && o.message === e.message) === i);

/** Field errors of every kind: the attendee must be one of this registration's, once; countries must exist. */
async function commonErrors(
  deps: RegistrationsDeps,
  registration: RegistrationWithAttendees,
  requests: readonly { attendeeId: string }[],
  countryFields: readonly string[],
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

/**
 * The per-attendee request module of one kind: GET lists every attendee of the caller's
 * registration with their request and its status; PUT replaces the whole set (listed attendees
 * ask for help, one left out is withdrawn).
 */
function assistanceRequests<Entry extends { request: unknown; status: unknown }>(kind: AssistanceKind<Entry>) {
  const pick = (source: RequestOf<Entry>) =>
    Object.fromEntries(kind.fields.map((field) => [field, source[field]])) as RequestOf<Entry>;
  const same = (row: Row<Entry>, request: RequestOf<Entry>) =>
    kind.fields.every((f) => (row as RequestOf<Entry>)[f] === request[f]);
  const isClosed = (row: Row<Entry> | undefined) => Boolean(kind.closed && row?.status === kind.closed.status);

  const entries = (registration: RegistrationWithAttendees, rows: Row<Entry>[]): Entry[] =>
    registration.attendees.map((attendee) => {
      const row = rows.find((r) => r.attendeeId === attendee.id);
      return {
        attendeeId: attendee.id,
        firstName: attendee.firstName,
        lastName: attendee.lastName,
        isMainProfile: attendee.isMainProfile,
        status: row ? row.status : kind.noRequestStatus,
        request: row ? pick(row) : null,
      } as unknown as Entry;
    });

  /** Every attendee of a registration with their request (staff see any registration's). */
  async function of(deps: RegistrationsDeps, registration: RegistrationWithAttendees): Promise<Entry[]> {
    return entries(registration, await kind.rowsOf(deps, deps.db, registration.id));
  }

  async function get(deps: RegistrationsDeps, userId: string, eventId: string): Promise<Entry[]> {
    return of(deps, await ownRegistration(deps, userId, eventId));
  }

  async function put(
    deps: RegistrationsDeps,
    userId: string,
    eventId: string,
    input: { requests: readonly (RequestOf<Entry> & { attendeeId: string })[] },
  ): Promise<Entry[]> {
    const registration = await ownRegistration(deps, userId, eventId);
    if (!isEditable(registration.status)) throw new BusinessRuleError(NOT_EDITABLE_MESSAGE);
    const errors = distinct([
      ...(await formErrors(kind.schema, input)),
      ...(await commonErrors(deps, registration, input.requests, kind.countryFields)),
    ]);
    if (errors.length) throw new BadRequestError('Invalid input', errors);

    const existing = await kind.rowsOf(deps, deps.db, registration.id);
    const rowOf = (attendeeId: string) => existing.find((e) => e.attendeeId === attendeeId);
    const requests = input.requests.map((r) => ({ attendeeId: r.attendeeId, ...kind.normalize(pick(r)) }));
    for (const request of requests) {
      const row = rowOf(request.attendeeId);
      if (kind.closed && row?.status === kind.closed.status && !same(row, request))
        throw new BusinessRuleError(kind.closed.message);
    }
    const listed = new Set(requests.map((r) => r.attendeeId));
    await deps.db.transaction(async (tx) => {
      await kind.deleteRows(
        deps,
        tx,
        existing.filter((e) => !listed.has(e.attendeeId) && !isClosed(e)).map((e) => e.id),
      );
      for (const request of requests) {
        const row = rowOf(request.attendeeId);
        if (isClosed(row)) continue;
        await kind.save(
          deps,
          tx,
          { registrationId: registration.id, ...request },
          row && same(row, request) ? row : undefined,
        );
      }
    });
    return get(deps, userId, eventId);
  }

  return { get, put, of };
}

/**
 * Visa help (PENDING until the festival completes it). A COMPLETED request stays as it is; sent
 * again unchanged it is accepted, changed it is refused.
 */
const visaAssistance = assistanceRequests<VisaAssistanceEntry>({
  fields: [
    'passportCountryId',
    'nationalityCountryId',
    'arrivalDate',
    'departureDate',
    'needsInvitationLetter',
    'notes',
  ],
  countryFields: ['passportCountryId', 'nationalityCountryId'],
  schema: visaAssistanceSchema,
  noRequestStatus: 'EMPTY',
  normalize: (r) => ({
    ...r,
    passportCountryId: r.passportCountryId.toUpperCase(),
    nationalityCountryId: r.nationalityCountryId.toUpperCase(),
    notes: r.notes?.trim() || null,
  }),
  closed: { status: 'COMPLETED', message: COMPLETED_VISA_REQUEST_MESSAGE },
  rowsOf: (deps, db, registrationId) => deps.repository.visaRequestsOf(db, registrationId),
  deleteRows: (deps, db, ids) => deps.repository.deleteVisaRequests(db, ids),
  // A request keeps its status (PENDING when new): only the festival moves it.
  save: (deps, db, values) => deps.repository.upsertVisaRequest(db, values),
});

/**
 * Accommodation help. A new or changed request is NOT_RESERVED (the housing desk books it:
 * RESERVED, or WAITLIST when full); an unchanged one keeps its status.
 */
const accommodationAssistance = assistanceRequests<AccommodationEntry>({
  fields: ['checkInDate', 'checkOutDate', 'roomSharing', 'specialNeeds'],
  countryFields: [],
  schema: accommodationAssistanceSchema,
  noRequestStatus: null,
  normalize: (r) => ({ ...r, specialNeeds: r.specialNeeds?.trim() || null }),
  rowsOf: (deps, db, registrationId) => deps.repository.accommodationRequestsOf(db, registrationId),
  deleteRows: (deps, db, ids) => deps.repository.deleteAccommodationRequests(db, ids),
  save: (deps, db, values, unchanged) =>
    deps.repository.upsertAccommodationRequest(db, { ...values, status: unchanged?.status ?? 'NOT_RESERVED' }),
});

export const { get: getVisaAssistance, put: putVisaAssistance, of: visaAssistanceOf } = visaAssistance;
export const {
  get: getAccommodationAssistance,
  put: putAccommodationAssistance,
  of: accommodationAssistanceOf,
} = accommodationAssistance;
