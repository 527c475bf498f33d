import { recordAudit } from '@festival/server-audit';
import { toListResult, uniqueViolation, type Db } from '@festival/server-db';
import { findEvent, type MainEventRow } from '@festival/server-events';
import type { Mailer } from '@festival/server-mail';
import { BadRequestError, BusinessRuleError, ConflictError, NotFoundError } from '@festival/server-platform';
import type {
  FieldError,
  ListResult,
  MediaApplication,
  MediaCheck,
  MediaRole,
  StaffMediaApplication,
  StaffMediaQuery,
} from '@festival/shared-util-api-contracts';
import {
  mediaApplicationSchema,
  validateOrErrors,
  type MediaApplicationValues,
} from '@festival/shared-util-form-schemas';
import {
  canMoveMediaApplication,
  INITIAL_MEDIA_STATUS,
  isMediaApplicationEditable,
  isMediaRegistrationClosed,
  mediaRegistrationClosesAt,
  type MediaApplicationStatus,
} from '@festival/shared-util-registration';
import { mediaRepository, type MediaApplicationFields, type MediaApplicationRow } from './media.repository';

export const MEDIA_CLOSED_MESSAGE = 'Media registration for this event is closed.';
export const MEDIA_ALREADY_APPLIED_MESSAGE = 'You have already applied as media for this event.';
export const MEDIA_NOT_FOUND_MESSAGE = 'Media application not found';
export const MEDIA_NOT_EDITABLE_MESSAGE = 'This application has been decided and can no longer be changed.';
export const EVENT_NOT_FOUND_MESSAGE = 'Event not found';

export interface MediaDeps {
  db: Db;
  mailer?: Pick<Mailer, 'send'>;
  now: () => Date;
  /** Checks that a path is the caller's own `documents` upload (the files module): null when it is, else the message. */
  checkDocument?: (filePath: string, ownerId: string) => Promise<string | null>;
  logger?: { error(details: Record<string, unknown>, message: string): void };
}

export function toMediaApplication(row: MediaApplicationRow): MediaApplication {
  return {
    id: row.id,
    eventId: row.mainEventId,
    status: row.status,
    organisation: row.organisation,
    role: row.role,
    outletCountry: row.outletCountry,
    website: row.website,
    coveragePlan: row.coveragePlan,
    pressCredentialFile: row.pressCredentialFile,
    portfolioUrl: row.portfolioUrl,
    portfolioFile: row.portfolioFile,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function eventOrThrow(db: Db, eventId: string): Promise<MainEventRow> {
  const event = await findEvent(db, eventId);
  if (!event) throw new NotFoundError(EVENT_NOT_FOUND_MESSAGE);
  return event;
}

/** Closed after the event's cut-off, and for an event not open to attendees (INACTIVE, CANCELLED), unless already applied. */
const isClosed = (deps: MediaDeps, event: MainEventRow, registered: boolean) =>
  (!registered && event.status !== 'ACTIVE') ||
  isMediaRegistrationClosed(deps.now(), registered, event.mediaLastDay, event.timezone);

const blankToNull = (value: string | null | undefined) => (value ? value : null);

/**
 * The body through the shared form rules (the form's own field errors), then the uploads: each
 * must be the caller's own `documents` file, checked by the files module (type, size, content).
 */
async function checkedFields(deps: MediaDeps, userId: string, body: unknown): Promise<MediaApplicationFields> {
  const result = await validateOrErrors(mediaApplicationSchema, body);
  if ('errors' in result) throw new BadRequestError('Invalid input', result.errors);
  const values: MediaApplicationValues = result.value;
  const errors: FieldError[] = [];
  for (const field of ['pressCredentialFile', 'portfolioFile'] as const) {
    const path = values[field];
    if (!path) continue;
    const problem = deps.checkDocument ? await deps.checkDocument(path, userId) : 'Uploads are not accepted';
    if (problem) errors.push({ field, message: problem });
  }
  if (errors.length) throw new BadRequestError('Invalid input', errors);
  return {
    organisation: values.organisation,
    role: values.role as MediaRole,
    outletCountry: values.outletCountry.toUpperCase(),
    website: blankToNull(values.website),
    coveragePlan: values.coveragePlan,
    pressCredentialFile: values.pressCredentialFile,
    portfolioUrl: blankToNull(values.portfolioUrl),
    portfolioFile: blankToNull(values.portfolioFile),
  };
}

async function sendConfirmation(deps: MediaDeps, userEmail: string | null, event: MainEventRow): Promise<void> {
  if (!deps.mailer || !userEmail) return;
  try {
    await deps.mailer.send({ to: userEmail, template: 'media-confirmation', eventName: event.name });
  } catch (error) {
    // The application stands; the mailer keeps failed deliveries in its outbox for retries.
    deps.logger?.error({ reason: (error as Error).message }, 'media confirmation mail could not be queued');
  }
}

/** POST /media-registrations/{eventId}: one application per user and event, until the event's media cut-off. */
export async function applyAsMedia(
  deps: MediaDeps,
  caller: { id: string; email: string | null },
  eventId: string,
  body: unknown,
): Promise<MediaApplication> {
  const event = await eventOrThrow(deps.db, eventId);
  if (await mediaRepository.findMine(deps.db, caller.id, eventId))
    throw new ConflictError(MEDIA_ALREADY_APPLIED_MESSAGE);
  if (isClosed(deps, event, false)) throw new BusinessRuleError(MEDIA_CLOSED_MESSAGE);
  const fields = await checkedFields(deps, caller.id, body);
  let row: MediaApplicationRow;
  try {
    row = await mediaRepository.insert(deps.db, {
      ...fields,
      mainEventId: eventId,
      userId: caller.id,
      status: INITIAL_MEDIA_STATUS,
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new ConflictError(MEDIA_ALREADY_APPLIED_MESSAGE);
    throw error;
  }
  await sendConfirmation(deps, caller.email, event);
  return toMediaApplication(row);
}

/** GET /media-registrations/me/{eventId}: the caller's application, readable even after the cut-off. */
export async function getMyMediaApplication(
  deps: MediaDeps,
  userId: string,
  eventId: string,
): Promise<MediaApplication> {
  const row = await mediaRepository.findMine(deps.db, userId, eventId);
  if (!row) throw new NotFoundError(MEDIA_NOT_FOUND_MESSAGE);
  return toMediaApplication(row);
}

/** PUT /media-registrations/me/{eventId}: changes while under review and before the cut-off; read-only after. */
export async function updateMyMediaApplication(
  deps: MediaDeps,
  userId: string,
  eventId: string,
  body: unknown,
): Promise<MediaApplication> {
  const row = await mediaRepository.findMine(deps.db, userId, eventId);
  if (!row) throw new NotFoundError(MEDIA_NOT_FOUND_MESSAGE);
  const event = await eventOrThrow(deps.db, eventId);
  if (isClosed(deps, event, false)) throw new BusinessRuleError(MEDIA_CLOSED_MESSAGE);
  if (!isMediaApplicationEditable(row.status)) throw new BusinessRuleError(MEDIA_NOT_EDITABLE_MESSAGE);
  const fields = await checkedFields(deps, userId, body);
  return toMediaApplication(await mediaRepository.update(deps.db, row.id, fields));
}

/** GET /media-registrations/{eventId}/check: whether the caller may apply, and what they applied. */
export async function checkMediaRegistration(deps: MediaDeps, userId: string, eventId: string): Promise<MediaCheck> {
  const event = await eventOrThrow(deps.db, eventId);
  const mine = await mediaRepository.findMine(deps.db, userId, eventId);
  const lastDay = event.mediaLastDay ?? null;
  return {
    eventId,
    eventName: event.name,
    lastDay,
    closesAt: lastDay ? mediaRegistrationClosesAt(lastDay, event.timezone).toISOString() : null,
    closed: isClosed(deps, event, mine !== null),
    registered: mine !== null,
    status: mine?.status ?? null,
  };
}

// Staff (MEDIA permission).

type StaffRow = NonNullable<Awaited<ReturnType<typeof mediaRepository.staffOne>>>;

const toStaff = ({ application, user, eventName }: StaffRow): StaffMediaApplication => ({
  ...toMediaApplication(application),
  eventName,
  userId: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
});

export const staffMediaFilter = (query: StaffMediaQuery) => ({
  eventId: query.eventId,
  status: query.status,
  role: query.role,
  search: query.search?.trim() || undefined,
  sort: query.sort ?? 'createdAt',
  order: query.order ?? 'desc',
  take: query.take ?? 10,
  skip: query.skip ?? 0,
});

export async function listMediaApplications(
  db: Db,
  query: StaffMediaQuery,
): Promise<ListResult<StaffMediaApplication>> {
  const filter = staffMediaFilter(query);
  const { rows, total } = await mediaRepository.staffPage(db, filter);
  return toListResult(rows.map(toStaff), total, filter.skip);
}

export async function getMediaApplicationForStaff(db: Db, id: string): Promise<StaffMediaApplication> {
  const row = await mediaRepository.staffOne(db, id);
  if (!row) throw new NotFoundError(MEDIA_NOT_FOUND_MESSAGE);
  return toStaff(row);
}

/** Accredit (APPROVED), reject, reopen or archive, as the state machine allows; audited. */
export async function changeMediaStatus(
  db: Db,
  actorSub: string,
  id: string,
  to: MediaApplicationStatus,
): Promise<StaffMediaApplication> {
  await db.transaction(async (tx) => {
    const row = await mediaRepository.findById(tx, id);
    if (!row) throw new NotFoundError(MEDIA_NOT_FOUND_MESSAGE);
    if (!canMoveMediaApplication(row.status, to))
      throw new BusinessRuleError(`A ${row.status} application cannot become ${to}.`);
    await mediaRepository.update(tx, id, { status: to });
    await recordAudit(tx, {
      actorSub,
      action: 'media.status',
      target: `media-application:${id}`,
      before: { status: row.status },
      after: { status: to },
    });
  });
  return getMediaApplicationForStaff(db, id);
}

/** What the wallet needs for a press pass: the caller's accredited application for the event. */
export async function accreditedMedia(db: Db, userId: string, eventId: string) {
  const row = await mediaRepository.findMine(db, userId, eventId);
  return row ? { id: row.id, status: row.status, organisation: row.organisation, role: row.role } : null;
}
