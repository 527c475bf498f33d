import { randomInt } from 'node:crypto';
import { recordAudit } from '@festival/server-audit';
import { toListResult, type Db, type SqlFragment } from '@festival/server-db';
import { asDate, type CsvColumn, type CsvExporter } from '@festival/server-exports';
import { BadRequestError, NotFoundError } from '@festival/server-platform';
import type {
  AdminEventQuery,
  DelegationKey,
  FieldError,
  ListResult,
  MainEvent,
  MainEventInput,
  NewDelegationKey,
  SubEventInput,
} from '@festival/shared-util-api-contracts';
import { eventsRepository, type NewSubEvent, type SubEventRow } from './events.repository';
import { hashDelegationKey, toMainEvent, toMainEvents } from './events.service';
import {
  storedEventImages,
  variantsOfImages,
  type EventImageCheck,
  type ImageVariants,
  type RequestImageVariants,
} from './event-images';

/** What the staff routes need from the registrations module (it imports this one; app.ts passes it in). */
export interface DelegationKeyUsage {
  /** How many registrations were made with each of these keys. */
  registrationsPerKey(db: Db, keyIds: readonly string[]): Promise<Map<string, number>>;
  /** The same count as an SQL expression of a key's (table-qualified) id, for the CSV export's one query. */
  registrationCountOf(keyId: SqlFragment): SqlFragment<number>;
}

/** Trimmed texts and the dates as instants; 400 with field errors when the dates are wrong way round. */
export function eventValues<T extends MainEventInput | SubEventInput>(input: T) {
  const startDate = new Date(input.startDate);
  const endDate = new Date(input.endDate);
  const errors: FieldError[] = [];
  const name = input.name.trim();
  if (!name) errors.push({ field: 'body.name', message: 'This field is required' });
  if (endDate.getTime() < startDate.getTime())
    errors.push({ field: 'body.endDate', message: 'must not be before the start' });
  if (errors.length) throw new BadRequestError('Invalid input', errors);
  return {
    ...input,
    name,
    description: input.description.trim(),
    location: input.location.trim(),
    startDate,
    endDate,
  };
}

// The banner's variants are made by the server (a job, the build): the audit keeps what staff changed.
const audited = ({ bannerImageVariants: _variants, ...event }: MainEvent) => event;

/** The staff lists of events and of an event's activities, on screen and as CSV: status, order, search. */
const listFilter = (query: Partial<AdminEventQuery>) => ({
  status: query.status,
  sort: query.sort ?? 'startDate',
  order: query.order ?? 'asc',
  search: query.search?.trim() || undefined,
});

/** Every main event, any status unless one is asked for; search matches the name (EVENT:R). */
export async function listEventsForStaff(
  db: Db,
  query: AdminEventQuery,
  variants: ImageVariants,
): Promise<ListResult<MainEvent>> {
  const skip = query.skip ?? 0;
  const { rows, total } = await eventsRepository.findAllMainEvents(db, {
    ...listFilter(query),
    take: query.take ?? 10,
    skip,
  });
  return toListResult(await toMainEvents(rows, variants), total, skip);
}

/** The CSV columns an event and an activity share, first in both files. */
const scheduleColumns: readonly CsvColumn[] = [
  { header: 'Name', value: (row) => row['name'] },
  { header: 'Status', value: (row) => row['status'] },
  { header: 'Start', value: (row) => asDate(row['startDate']) },
  { header: 'End', value: (row) => asDate(row['endDate']) },
  { header: 'Location', value: (row) => row['location'] },
  { header: 'Capacity', value: (row) => row['capacity'] },
];

/** The staff events list as a CSV file: its filters and order, every row. */
export const eventsExporter: CsvExporter<AdminEventQuery> = {
  fileName: 'events',
  query: (db, query) => eventsRepository.mainEventsExportQuery(db, listFilter(query)),
  columns: [
    ...scheduleColumns,
    { header: 'Registration fee (cents)', value: (row) => row['registrationFee'] },
    { header: 'Review needed', value: (row) => row['requiresReview'] },
    { header: 'Id', value: (row) => row['id'] },
  ],
};

/** An event's activities list as a CSV file (the params carry the event's id): its filters and order, every row. */
export const activitiesExporter: CsvExporter<AdminEventQuery & { eventId: string }> = {
  fileName: 'activities',
  query: (db, query) => eventsRepository.subEventsExportQuery(db, query.eventId, listFilter(query)),
  columns: [
    ...scheduleColumns,
    { header: 'Places held', value: (row) => row['placesHeld'] },
    { header: 'Waitlist allowed', value: (row) => row['waitlistAllowed'] },
    { header: 'Fee (cents)', value: (row) => row['fee'] },
    { header: 'Id', value: (row) => row['id'] },
  ],
};

/** An event's delegation keys as a CSV file (the params carry the event's id); never the key or its hash. */
export function delegationKeysExporter(usage: DelegationKeyUsage): CsvExporter<{ eventId: string }> {
  return {
    fileName: 'delegation-keys',
    query: (db, query) => eventsRepository.delegationKeysExportQuery(db, query.eventId, usage.registrationCountOf),
    columns: [
      { header: 'Delegation', value: (row) => row['delegationName'] },
      { header: 'Created', value: (row) => asDate(row['createdAt']) },
      { header: 'Revoked', value: (row) => asDate(row['revokedAt']) },
      { header: 'Registrations', value: (row) => row['registrationCount'] },
      { header: 'Id', value: (row) => row['id'] },
    ],
  };
}

/** 404 unless the event exists (any status): the activities export checks it before it starts. */
export async function requireEventForStaff(db: Db, id: string): Promise<void> {
  await requireEvent(db, id);
}

export async function getEventForStaff(db: Db, id: string, variants: ImageVariants): Promise<MainEvent> {
  const row = await eventsRepository.findMainEvent(db, id);
  if (!row) throw new NotFoundError('Event not found');
  return (await toMainEvents([row], variants))[0];
}

/**
 * How staff saves treat pictures: an upload must be an event picture that exists (`check`); the
 * answer lists the sized variants already made (`variants`); a newly saved upload gets its sized
 * copies made in the background (`requestVariants`).
 */
export interface EventPictures {
  check: EventImageCheck;
  variants: ImageVariants;
  requestVariants: RequestImageVariants;
}

/** The event's values as stored, its pictures checked (an upload must be an event picture that exists). */
async function mainEventValues(input: MainEventInput, checkImage: EventImageCheck) {
  const values = eventValues(input);
  const { bannerImage, logoImage } = values;
  return { ...values, ...(await storedEventImages(checkImage, { bannerImage, logoImage })) };
}

export async function createEvent(
  db: Db,
  actorSub: string,
  input: MainEventInput,
  pictures: EventPictures,
): Promise<MainEvent> {
  const values = await mainEventValues(input, pictures.check);
  const variantsOf = await variantsOfImages(pictures.variants, [values.bannerImage]);
  const created = await db.transaction(async (tx) => {
    const event = toMainEvent(await eventsRepository.insertMainEvent(tx, values), variantsOf(values.bannerImage));
    await recordAudit(tx, { actorSub, action: 'event.create', target: `event:${event.id}`, after: audited(event) });
    return event;
  });
  await pictures.requestVariants([values.bannerImage]);
  return created;
}

/** Changes every field of the event (status CANCELLED cancels it), with its audit row, under the event's lock. */
export async function updateEvent(
  db: Db,
  actorSub: string,
  id: string,
  input: MainEventInput,
  pictures: EventPictures,
): Promise<MainEvent> {
  const values = await mainEventValues(input, pictures.check);
  // Looked up before the transaction: PGlite runs one statement at a time, the lookup would wait on it.
  const variantsOf = await variantsOfImages(pictures.variants, [values.bannerImage]);
  const updated = await db.transaction(async (tx) => {
    const before = await eventsRepository.lockMainEvent(tx, id);
    if (!before) throw new NotFoundError('Event not found');
    const after = toMainEvent(
      (await eventsRepository.updateMainEvent(tx, id, values)) as NonNullable<typeof before>,
      variantsOf(values.bannerImage),
    );
    await recordAudit(tx, {
      actorSub,
      action: input.status === 'CANCELLED' && before.status !== 'CANCELLED' ? 'event.cancel' : 'event.update',
      target: `event:${id}`,
      before: audited(toMainEvent(before, [])),
      after: audited(after),
    });
    return after;
  });
  await pictures.requestVariants([values.bannerImage]);
  return updated;
}

// Keys people type from an email or a letter: no 0/O, 1/I/L.
const KEY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new delegation key, e.g. `K7QM-2XPA-9RTH` (about 64 bits from the CSPRNG). */
export function generateDelegationKey(): string {
  const groups = Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

async function requireEvent(db: Db, id: string) {
  const event = await eventsRepository.findMainEvent(db, id);
  if (!event) throw new NotFoundError('Event not found');
  return event;
}

type KeyRow = Awaited<ReturnType<typeof eventsRepository.listDelegationKeys>>[number];
const toDelegationKey = (row: KeyRow, registrationCount: number): DelegationKey => ({
  id: row.id,
  mainEventId: row.mainEventId,
  delegationName: row.delegationName,
  createdAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
  registrationCount,
});

/** The event's keys, newest first, each with how many registrations used it; never the key or its hash. */
export async function listDelegationKeys(db: Db, usage: DelegationKeyUsage, eventId: string): Promise<DelegationKey[]> {
  await requireEvent(db, eventId);
  const rows = await eventsRepository.listDelegationKeys(db, eventId);
  const counts = await usage.registrationsPerKey(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toDelegationKey(row, counts.get(row.id) ?? 0));
}

/** Makes a key for a delegation: only its hash is stored, the key itself is answered this once. */
export async function createDelegationKey(
  db: Db,
  actorSub: string,
  eventId: string,
  delegationName: string,
): Promise<NewDelegationKey> {
  const name = delegationName.trim();
  if (!name)
    throw new BadRequestError('Invalid input', [{ field: 'body.delegationName', message: 'This field is required' }]);
  await requireEvent(db, eventId);
  const key = generateDelegationKey();
  return db.transaction(async (tx) => {
    const row = await eventsRepository.insertDelegationKeyReturning(tx, {
      mainEventId: eventId,
      delegationName: name,
      keyHash: hashDelegationKey(key),
    });
    const created = toDelegationKey(row, 0);
    await recordAudit(tx, {
      actorSub,
      action: 'delegation-key.create',
      target: `delegation-key:${row.id}`,
      after: created,
    });
    return { ...created, key };
  });
}

/** Revokes the key: nobody registers with it any more; the registrations made with it stay. */
export async function revokeDelegationKey(
  db: Db,
  usage: DelegationKeyUsage,
  actorSub: string,
  eventId: string,
  keyId: string,
  now: Date = new Date(),
): Promise<DelegationKey> {
  return db.transaction(async (tx) => {
    const before = (await eventsRepository.listDelegationKeys(tx, eventId)).find((k) => k.id === keyId);
    if (!before) throw new NotFoundError('Delegation key not found');
    const row = await eventsRepository.revokeDelegationKey(tx, eventId, keyId, now);
    const count = (await usage.registrationsPerKey(tx, [keyId])).get(keyId) ?? 0;
    const after = toDelegationKey(row as KeyRow, count);
    await recordAudit(tx, {
      actorSub,
      action: 'delegation-key.revoke',
      target: `delegation-key:${keyId}`,
      before: toDelegationKey(before, count),
      after,
    });
    return after;
  });
}

/** For the activities module's staff routes: one page of an event's activities in any status (or one). */
export async function findSubEventsPageForStaff(
  db: Db,
  mainEventId: string,
  query: AdminEventQuery,
): Promise<{ rows: SubEventRow[]; total: number; skip: number }> {
  await requireEvent(db, mainEventId);
  const skip = query.skip ?? 0;
  const page = await eventsRepository.findSubEventsPage(db, mainEventId, {
    ...listFilter(query),
    take: query.take ?? 10,
    skip,
  });
  return { ...page, skip };
}

/** For the activities module: a new activity of an existing event. */
export async function insertSubEventOf(db: Db, mainEventId: string, values: Omit<NewSubEvent, 'mainEventId'>) {
  await requireEvent(db, mainEventId);
  const [row] = await eventsRepository.insertSubEvents(db, [{ ...values, mainEventId }]);
  return row;
}

/** For the activities module, under the activity's lock: writes its editable fields. */
export async function updateSubEventRow(
  tx: Db,
  id: string,
  changes: Partial<Omit<NewSubEvent, 'id' | 'mainEventId' | 'numRegistration'>>,
): Promise<SubEventRow> {
  return (await eventsRepository.updateSubEvent(tx, id, changes)) as SubEventRow;
}
