import { toListResult, type Db } from '@festival/server-db';
import type { MainEventRow } from '@festival/server-events';
import { toMainEvent } from '@festival/server-events';
import type { Mailer } from '@festival/server-mail';
import {
  BadRequestError,
  BusinessRuleError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
} from '@festival/server-platform';
import type {
  DelegationPortal,
  FieldError,
  ListQuery,
  ListResult,
  MyEvent,
  Registration,
} from '@festival/shared-util-api-contracts';
import { registrationPayloadSchema, validateOrErrors, validationMessage } from '@festival/shared-util-form-schemas';
import {
  initialRegistrationStatus,
  isFinalStatus,
  REGISTRATION_STATUSES,
  type AttendeePayload,
  type RegistrationStatus,
} from '@festival/shared-util-registration';
import { matchDelegationKey, type KeyCaller } from './delegation-keys';
import type {
  AttendeeRow,
  NewAttendee,
  RegistrationsRepository,
  RegistrationWithAttendees,
} from './registrations.repository';

export const FULL_EVENT_MESSAGE =
  'The event has reached its maximum capacity and we are unable to accept any more registrations at this time.';
export const ALREADY_REGISTERED_MESSAGE = 'You have already registered for this event.';
export const REGISTRATION_CLOSED_MESSAGE = 'Registration for this event is closed.';
export const NOT_EDITABLE_MESSAGE = 'This registration can no longer be changed.';
export const NO_PAYMENT_MESSAGE = 'This event takes no payment at registration.';
export const NOT_A_DELEGATE_MESSAGE = 'Only delegates have a delegation portal.';

/**
 * Registrations in these states hold a place at the event: the capacity counts their attendees.
 * WAITING_LIST waits for a place; REJECTED, CANCELED and INVALID gave theirs back.
 */
export const HOLDING_STATUSES: readonly RegistrationStatus[] = [
  'PENDING',
  'PENDING_PAYMENT',
  'APPROVED',
  'CHECKED_IN',
  'FINISHED',
];

/**
 * The attendee may edit while the registration can still move on (REGISTRATION_TRANSITIONS):
 * not in a final state, and not once checked in (the festival has seen who came).
 */
export const EDITABLE_STATUSES: readonly RegistrationStatus[] = REGISTRATION_STATUSES.filter(
  (s) => !isFinalStatus(s) && s !== 'CHECKED_IN',
);
export const isEditable = (status: RegistrationStatus) => EDITABLE_STATUSES.includes(status);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface RegistrationsDeps {
  db: Db;
  repository: RegistrationsRepository;
  mailer?: Pick<Mailer, 'send'>;
  now: () => Date;
  logger?: { error(details: Record<string, unknown>, message: string): void };
  /** The files module's check of an uploaded signature (null when fine); without it no signature is accepted. */
  checkSignature?: (filePath: string, ownerId: string) => Promise<string | null>;
}

export const SIGNATURES_UNAVAILABLE_MESSAGE = 'Signatures cannot be stored on this server';

/** A signature must be the caller's own upload under `signature/<callerId>/`; on edit, a stored one stays valid. */
async function assertSignatures(
  deps: RegistrationsDeps,
  userId: string,
  payload: CheckedPayload,
  stored: readonly (string | null)[] = [],
) {
  const errors: FieldError[] = [];
  for (const [i, a] of payload.attendees.entries()) {
    if (a.signatureUrl === null || stored.includes(a.signatureUrl)) continue;
    const problem = deps.checkSignature
      ? await deps.checkSignature(a.signatureUrl, userId)
      : SIGNATURES_UNAVAILABLE_MESSAGE;
    if (problem) errors.push({ field: `attendees[${i}].signatureUrl`, message: problem });
  }
  if (errors.length) throw invalid(errors);
}

interface CheckedPayload {
  eventId: string;
  type: 'GENERAL' | 'DELEGATE';
  attendees: AttendeePayload[];
  isApplyEmergencyContactForAll: boolean;
  delegationKey: string | null;
}

const invalid = (errors: FieldError[]) => new BadRequestError('Invalid input', errors);
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The shared form rules (SPEC.md §5), then what only the server can check: one main profile, known countries and languages. */
async function checkPayload(deps: RegistrationsDeps, body: unknown): Promise<CheckedPayload> {
  const result = await validateOrErrors(registrationPayloadSchema, body, { now: deps.now() });
  if ('errors' in result) throw invalid(result.errors);
  const value = result.value as Record<string, unknown> & { attendees: Record<string, unknown>[] };
  const raw = (body ?? {}) as Record<string, unknown>;
  const errors: FieldError[] = [];
  if (!UUID.test(String(value['eventId'])))
    errors.push({ field: 'eventId', message: validationMessage('validation.invalidOption') });
  const type =
    value['type'] === 'DELEGATE' || (value['type'] === undefined && value['delegationKey']) ? 'DELEGATE' : 'GENERAL';
  const isDelegate = type === 'DELEGATE';
  if (value['payment']) throw new BusinessRuleError(NO_PAYMENT_MESSAGE);

  const attendees: AttendeePayload[] = value.attendees.map((a) => ({
    id: textOrNull(a['id']),
    isMainProfile: a['isMainProfile'] === true,
    firstName: String(a['firstName']),
    lastName: String(a['lastName']),
    email: textOrNull(a['email'])?.toLowerCase() ?? null,
    dob: String(a['dob']).slice(0, 10),
    phone: String(a['phone']),
    address: String(a['address']),
    city: String(a['city']),
    state: String(a['state']),
    countryId: String(a['countryId']).toUpperCase(),
    zipCode: String(a['zipCode']),
    languageIds:
      isDelegate || Array.isArray(a['languageIds'])
        ? [...new Set(((a['languageIds'] as string[] | undefined) ?? []).map((l) => l.toLowerCase()))]
        : [],
    ethnicity: textOrNull(a['ethnicity']),
    // SPEC.md §3: emergency contacts are for delegates only.
    emergencyName: isDelegate ? textOrNull(a['emergencyName']) : null,
    emergencyPhone: isDelegate ? textOrNull(a['emergencyPhone']) : null,
    emergencyEmail: isDelegate ? textOrNull(a['emergencyEmail']) : null,
    emergencyRelationship: isDelegate ? textOrNull(a['emergencyRelationship']) : null,
    isPayment: a['isPayment'] === true,
    isReleaseForm: isDelegate && a['isMainProfile'] === true && a['isReleaseForm'] === true,
    signatureUrl: isDelegate && a['isMainProfile'] === true ? textOrNull(a['signatureUrl']) : null,
  }));

  const mains = attendees.filter((a) => a.isMainProfile).length;
  if (mains !== 1) errors.push({ field: 'attendees', message: 'Exactly one attendee must be the main profile' });
  attendees.forEach((a, i) => {
    if (a.id !== null && !UUID.test(a.id))
      errors.push({ field: `attendees[${i}].id`, message: validationMessage('validation.invalidOption') });
  });
  const countries = await deps.repository.existingCountryIds(deps.db, [...new Set(attendees.map((a) => a.countryId))]);
  const languages = await deps.repository.existingLanguageIds(deps.db, [
    ...new Set(attendees.flatMap((a) => a.languageIds)),
  ]);
  attendees.forEach((a, i) => {
    if (!countries.has(a.countryId))
      errors.push({ field: `attendees[${i}].countryId`, message: validationMessage('validation.invalidOption') });
    if (a.languageIds.some((l) => !languages.has(l)))
      errors.push({ field: `attendees[${i}].languageIds`, message: validationMessage('validation.invalidOption') });
  });
  if (errors.length) throw invalid(errors);
  return {
    eventId: String(value['eventId']).toLowerCase(),
    type,
    attendees,
    isApplyEmergencyContactForAll: isDelegate && raw['isApplyEmergencyContactForAll'] === true,
    delegationKey: isDelegate ? String(value['delegationKey']) : null,
  };
}

/** The delegation key's row for a delegate (400 "Incorrect key" on the field otherwise), null for GENERAL. */
async function delegationKeyOf(deps: RegistrationsDeps, payload: CheckedPayload, caller: KeyCaller) {
  if (payload.type !== 'DELEGATE' || payload.delegationKey === null) return null;
  const key = await matchDelegationKey(deps, payload.eventId, payload.delegationKey, caller);
  if (!key) throw invalid([{ field: 'delegationKey', message: validationMessage('validation.incorrectKey') }]);
  return key;
}

/** Emails another registration of the event holds: the SPEC's "already existing account" error on each such field. */
async function assertEmailsFree(
  deps: RegistrationsDeps,
  tx: Db,
  payload: CheckedPayload,
  exceptRegistrationId?: string,
) {
  const emails = payload.attendees.map((a) => a.email).filter((e): e is string => e !== null);
  const taken = await deps.repository.emailsTaken(tx, payload.eventId, emails, exceptRegistrationId);
  const errors = payload.attendees.flatMap((a, i) =>
    a.email !== null && taken.has(a.email)
      ? [{ field: `attendees[${i}].email`, message: validationMessage('validation.emailAlreadyUsed') }]
      : [],
  );
  if (errors.length) throw invalid(errors);
}

function assertOpen(event: MainEventRow | null): asserts event is MainEventRow {
  if (!event) throw new NotFoundError('Event not found');
  if (event.status !== 'ACTIVE') throw new BusinessRuleError(REGISTRATION_CLOSED_MESSAGE);
}

function toNewAttendee(a: AttendeePayload, position: number): NewAttendee {
  return {
    position,
    isMainProfile: a.isMainProfile,
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    dob: a.dob ?? '',
    phone: a.phone,
    address: a.address,
    city: a.city,
    state: a.state,
    countryId: a.countryId,
    zipCode: a.zipCode,
    languageIds: a.languageIds,
    ethnicity: a.ethnicity,
    emergencyName: a.emergencyName,
    emergencyPhone: a.emergencyPhone,
    emergencyEmail: a.emergencyEmail,
    emergencyRelationship: a.emergencyRelationship,
    isPayment: a.isPayment,
    isReleaseForm: a.isReleaseForm,
    signatureUrl: a.signatureUrl,
  };
}

function toAttendee(row: AttendeeRow): Registration['attendees'][number] {
  // Everything but the storage-only columns is the API shape.
  const { registrationId, mainEventId, position, createdAt, updatedAt, ...attendee } = row;
  return attendee;
}

export function toRegistration(row: RegistrationWithAttendees): Registration {
  return {
    id: row.id,
    eventId: row.mainEventId,
    type: row.type,
    status: row.status,
    isApplyEmergencyContactForAll: row.isApplyEmergencyContactForAll,
    delegationName: row.delegationName,
    attendees: row.attendees.map(toAttendee),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Postgres unique violations that slipped past the checks made under the lock: the name of the index. */
function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

function translateUniqueViolation(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'registrations_event_user_unique') throw new ConflictError(ALREADY_REGISTERED_MESSAGE);
  if (constraint === 'registration_attendees_event_email_unique')
    throw invalid([{ field: 'attendees', message: validationMessage('validation.emailAlreadyUsed') }]);
  throw error;
}

async function sendConfirmation(
  deps: RegistrationsDeps,
  event: MainEventRow,
  status: RegistrationStatus,
  attendees: AttendeePayload[],
) {
  const main = attendees.find((a) => a.isMainProfile);
  if (!deps.mailer || !main?.email) return;
  try {
    await deps.mailer.send({
      to: main.email,
      template: 'registration-confirmation',
      eventName: event.name,
      status,
      attendeeNames: attendees.map((a) => `${a.firstName} ${a.lastName}`),
    });
  } catch (error) {
    // The registration stands; the mailer keeps failed deliveries in its outbox for retries.
    deps.logger?.error({ reason: (error as Error).message }, 'registration confirmation mail could not be queued');
  }
}

/**
 * POST /registrations/event. The capacity check and the insert run in one transaction holding
 * the event row's lock, so concurrent registrations queue and the event is never over-booked;
 * a registration that does not fit whole registers nobody.
 */
export async function createRegistration(
  deps: RegistrationsDeps,
  userId: string,
  ip: string,
  body: unknown,
): Promise<Registration> {
  const payload = await checkPayload(deps, body);
  if (!(await deps.repository.findEvent(deps.db, payload.eventId))) throw new NotFoundError('Event not found');
  const key = await delegationKeyOf(deps, payload, { userId, ip });
  await assertSignatures(deps, userId, payload);

  const { event, status } = await deps.repository
    .withLockedEvent(deps.db, payload.eventId, async (tx, locked) => {
      assertOpen(locked);
      if (await deps.repository.isRegistered(tx, locked.id, userId))
        throw new ConflictError(ALREADY_REGISTERED_MESSAGE);
      await assertEmailsFree(deps, tx, payload);
      const holding = await deps.repository.countAttendeesHolding(tx, locked.id, HOLDING_STATUSES);
      if (holding + payload.attendees.length > locked.capacity) throw new ConflictError(FULL_EVENT_MESSAGE);
      const initial = initialRegistrationStatus(locked);
      await deps.repository.insertRegistration(
        tx,
        {
          mainEventId: locked.id,
          userId,
          type: payload.type,
          status: initial,
          delegationKeyId: key?.id ?? null,
          isApplyEmergencyContactForAll: payload.isApplyEmergencyContactForAll,
        },
        payload.attendees.map((a, i) => toNewAttendee(a, i)),
      );
      return { event: locked, status: initial };
    })
    .catch(translateUniqueViolation);

  await sendConfirmation(deps, event, status, payload.attendees);
  return getMyRegistration(deps, userId, event.id);
}

export async function getMyRegistration(
  deps: RegistrationsDeps,
  userId: string,
  eventId: string,
): Promise<Registration> {
  const row = await deps.repository.findByUser(deps.db, eventId, userId);
  if (!row) throw new NotFoundError('Registration not found');
  return toRegistration(row);
}

/**
 * PUT /registrations/me/event/{eventId}: the same rules as a new registration. Attendees with
 * an id are updated, those without are added, those left out are removed. Added attendees
 * must fit the capacity (checked under the event lock, like a new registration).
 */
export async function updateMyRegistration(
  deps: RegistrationsDeps,
  userId: string,
  ip: string,
  eventId: string,
  body: unknown,
): Promise<Registration> {
  const existing = await deps.repository.findByUser(deps.db, eventId, userId);
  if (!existing) throw new NotFoundError('Registration not found');
  if (!isEditable(existing.status)) throw new BusinessRuleError(NOT_EDITABLE_MESSAGE);
  const payload = await checkPayload(deps, body);
  if (payload.eventId !== existing.mainEventId)
    throw invalid([{ field: 'eventId', message: validationMessage('validation.invalidOption') }]);
  const ownIds = new Set(existing.attendees.map((a) => a.id));
  const unknown = payload.attendees.flatMap((a, i) =>
    a.id !== null && !ownIds.has(a.id)
      ? [{ field: `attendees[${i}].id`, message: validationMessage('validation.invalidOption') }]
      : [],
  );
  if (unknown.length) throw invalid(unknown);
  const key = await delegationKeyOf(deps, payload, { userId, ip });
  await assertSignatures(
    deps,
    userId,
    payload,
    existing.attendees.map((a) => a.signatureUrl),
  );

  await deps.repository
    .withLockedEvent(deps.db, existing.mainEventId, async (tx, locked) => {
      if (!locked) throw new NotFoundError('Event not found');
      // Re-read under the lock: staff may have changed the status since.
      const current = await deps.repository.findByUser(tx, locked.id, userId);
      if (!current) throw new NotFoundError('Registration not found');
      if (!isEditable(current.status)) throw new BusinessRuleError(NOT_EDITABLE_MESSAGE);
      await assertEmailsFree(deps, tx, payload, current.id);
      const added = payload.attendees.length - current.attendees.length;
      if (added > 0 && HOLDING_STATUSES.includes(current.status)) {
        const others = await deps.repository.countAttendeesHolding(tx, locked.id, HOLDING_STATUSES, current.id);
        if (others + payload.attendees.length > locked.capacity) throw new ConflictError(FULL_EVENT_MESSAGE);
      }
      const kept = new Set(payload.attendees.map((a) => a.id).filter((id): id is string => id !== null));
      await deps.repository.deleteAttendees(
        tx,
        current.attendees.filter((a) => !kept.has(a.id)).map((a) => a.id),
      );
      // Emails may move between kept attendees; clear them first so the unique index sees no clash mid-way.
      await deps.repository.clearEmails(tx, [...kept]);
      const positioned = payload.attendees.map((a, i) => ({ id: a.id, values: toNewAttendee(a, i) }));
      for (const { id, values } of positioned) if (id !== null) await deps.repository.updateAttendee(tx, id, values);
      await deps.repository.insertAttendees(
        tx,
        current,
        positioned.filter((a) => a.id === null).map((a) => a.values),
      );
      await deps.repository.updateRegistration(tx, current.id, {
        type: payload.type,
        delegationKeyId: key?.id ?? null,
        isApplyEmergencyContactForAll: payload.isApplyEmergencyContactForAll,
      });
    })
    .catch(translateUniqueViolation);
  return getMyRegistration(deps, userId, existing.mainEventId);
}

export async function listMyEvents(
  deps: RegistrationsDeps,
  userId: string,
  query: ListQuery,
): Promise<ListResult<MyEvent>> {
  const take = query.take ?? 10;
  const skip = query.skip ?? 0;
  const { rows, total } = await deps.repository.findMyEvents(deps.db, userId, {
    take,
    skip,
    search: query.search?.trim() || undefined,
  });
  return toListResult(
    rows.map(({ event, registration, attendees }) => ({
      ...toMainEvent(event),
      registrationId: registration.id,
      registrationType: registration.type,
      registrationStatus: registration.status,
      registrations: attendees.map((a) => ({
        id: a.id,
        isMainProfile: a.isMainProfile,
        firstName: a.firstName,
        lastName: a.lastName,
        status: a.status,
      })),
    })),
    total,
    skip,
  );
}

export async function isRegistered(
  deps: RegistrationsDeps,
  userId: string,
  eventId: string,
): Promise<{ isRegistered: boolean }> {
  if (!(await deps.repository.findEvent(deps.db, eventId))) throw new NotFoundError('Event not found');
  return { isRegistered: await deps.repository.isRegistered(deps.db, eventId, userId) };
}

/** Places left at the event: capacity less the attendees holding one, never below zero. */
export async function availableSlot(deps: RegistrationsDeps, eventId: string): Promise<{ availableSlot: number }> {
  const event = await deps.repository.findEvent(deps.db, eventId);
  if (!event) throw new NotFoundError('Event not found');
  const holding = await deps.repository.countAttendeesHolding(deps.db, eventId, HOLDING_STATUSES);
  return { availableSlot: Math.max(0, event.capacity - holding) };
}

/** GET /registrations/event/{id}/check: whether the key opens DELEGATE registration (a GENERAL one needs none). */
export async function checkDelegationKey(
  deps: RegistrationsDeps,
  caller: KeyCaller,
  eventId: string,
  query: { delegationKey: string; type?: 'GENERAL' | 'DELEGATE' },
) {
  if (!(await deps.repository.findEvent(deps.db, eventId))) throw new NotFoundError('Event not found');
  if (query.type === 'GENERAL') return { isSuccess: true };
  return { isSuccess: (await matchDelegationKey(deps, eventId, query.delegationKey, caller)) !== null };
}

/** The delegation portal: members registered with the caller's key, their names and statuses only. */
export async function getDelegation(
  deps: RegistrationsDeps,
  userId: string,
  eventId: string,
): Promise<DelegationPortal> {
  const mine = await deps.repository.findByUser(deps.db, eventId, userId);
  if (!mine) throw new NotFoundError('Registration not found');
  if (mine.type !== 'DELEGATE' || !mine.delegationKeyId) throw new ForbiddenError(NOT_A_DELEGATE_MESSAGE);
  const members = await deps.repository.delegationMembers(deps.db, eventId, mine.delegationKeyId);
  return {
    delegationName: mine.delegationName ?? '',
    members: members.map(({ attendee, registrationStatus, userId: owner }) => ({
      registrationId: attendee.registrationId,
      attendeeId: attendee.id,
      firstName: attendee.firstName,
      lastName: attendee.lastName,
      isMainProfile: attendee.isMainProfile,
      isMine: owner === userId,
      status: attendee.status,
      registrationStatus,
    })),
  };
}
