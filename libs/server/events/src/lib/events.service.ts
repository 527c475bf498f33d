import { createHash } from 'node:crypto';
import { toListResult, type Db } from '@festival/server-db';
import { NotFoundError, BadRequestError } from '@festival/server-platform';
import {
  isHttpLink,
  type ImageVariant,
  type ListQuery,
  type ListResult,
  type MainEvent,
  type MainEventDetail,
  type MyEvent,
  type SubEvent,
} from '@festival/shared-util-api-contracts';
import {
  eventsRepository,
  MAIN_EVENT_SORT_FIELDS,
  SUB_EVENT_SORT_FIELDS,
  type SubEventSortField,
  type MainEventRow,
  type MainEventSortField,
  type NewMainEvent,
  type NewSubEvent,
  type SubEventRow,
} from './events.repository';
import { eventImageUrl, variantsOfImages, type ImageVariants } from './event-images';

/** The event as the API answers it, its banner with its sized variants. */
export function toMainEvent(row: MainEventRow, bannerImageVariants: ImageVariant[]): MainEvent {
  const bannerImage = eventImageUrl(row.bannerImage);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    location: row.location,
    timezone: row.timezone,
    bannerImage,
    bannerImageVariants,
    logoImage: eventImageUrl(row.logoImage),
    refLink: row.refLink,
    capacity: row.capacity,
    registrationFee: row.registrationFee,
    requiresReview: row.requiresReview,
    maxAttendeesPerRegistration: row.maxAttendeesPerRegistration,
  };
}

/** The events as the API answers them, with one lookup of their banners' variants. */
export async function toMainEvents(rows: readonly MainEventRow[], variants: ImageVariants): Promise<MainEvent[]> {
  const variantsOf = await variantsOfImages(
    variants,
    rows.map((row) => row.bannerImage),
  );
  return rows.map((row) => toMainEvent(row, variantsOf(row.bannerImage)));
}

/** The activity as the API answers it, its picture with its sized variants. */
export function toSubEvent(row: SubEventRow, imageVariants: ImageVariant[]): SubEvent {
  return {
    id: row.id,
    mainEventId: row.mainEventId,
    name: row.name,
    description: row.description,
    status: row.status,
    capacity: row.capacity,
    numRegistration: row.numRegistration,
    isAllowWaitList: row.isAllowWaitList,
    activityRegistrationFee: row.activityRegistrationFee,
    registrationFee: row.registrationFee,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    location: row.location,
    imageUrl: eventImageUrl(row.imageUrl),
    imageVariants,
  };
}

/** The activities as the API answers them, with one lookup of their pictures' variants. */
export async function toSubEvents(rows: readonly SubEventRow[], variants: ImageVariants): Promise<SubEvent[]> {
  const variantsOf = await variantsOfImages(
    variants,
    rows.map((row) => row.imageUrl),
  );
  return rows.map((row) => toSubEvent(row, variantsOf(row.imageUrl)));
}

function sortField(sort: string | undefined): MainEventSortField {
  if (sort === undefined) return 'startDate';
  if (sort in MAIN_EVENT_SORT_FIELDS) return sort as MainEventSortField;
  throw new BadRequestError('Invalid input', [
    { field: 'query.sort', message: `must be one of ${Object.keys(MAIN_EVENT_SORT_FIELDS).join(', ')}` },
  ]);
}

/** The festivals open to attendees (SPEC.md §4: only ACTIVE ones are listed). */
export async function listActiveEvents(
  db: Db,
  query: ListQuery,
  variants: ImageVariants,
): Promise<ListResult<MainEvent>> {
  const take = query.take ?? 10;
  const skip = query.skip ?? 0;
  const { rows, total } = await eventsRepository.findMainEvents(db, {
    status: 'ACTIVE',
    take,
    skip,
    sort: sortField(query.sort),
    order: query.order ?? 'asc',
    search: query.search?.trim() || undefined,
  });
  return toListResult(await toMainEvents(rows, variants), total, skip);
}

/**
 * One festival with the activities an attendee may see: only ACTIVE sub-events. An event that is
 * not ACTIVE is still shown by id (an attendee's registration may point at it), but with its status.
 */
export async function getEventDetail(db: Db, id: string, variants: ImageVariants): Promise<MainEventDetail> {
  const event = await eventsRepository.findMainEvent(db, id);
  if (!event) throw new NotFoundError('Event not found');
  const subEvents = await eventsRepository.findSubEvents(db, id, 'ACTIVE');
  const variantsOf = await variantsOfImages(variants, [event.bannerImage, ...subEvents.map((row) => row.imageUrl)]);
  return {
    ...toMainEvent(event, variantsOf(event.bannerImage)),
    subEvents: subEvents.map((row) => toSubEvent(row, variantsOf(row.imageUrl))),
  };
}

/** The link of the first active festival, for the sites' "festival site" link; none unless a web address. */
export async function activeFestivalLink(db: Db): Promise<string | null> {
  const { rows } = await eventsRepository.findMainEvents(db, {
    status: 'ACTIVE',
    take: 1,
    skip: 0,
    sort: 'startDate',
    order: 'asc',
  });
  const link = rows[0]?.refLink;
  return link && isHttpLink(link) ? link : null;
}

/** One main event by id, whatever its status, or null. */
export function findEvent(db: Db, id: string): Promise<MainEventRow | null> {
  return eventsRepository.findMainEvent(db, id);
}

/** One of a user's registrations, as /events/me shows it beside its event. */
export type UserRegistration = Pick<
  MyEvent,
  'registrationId' | 'registrationType' | 'registrationStatus' | 'registrations'
> & {
  eventId: string;
};

/**
 * What the caller's /events/* routes need from the registrations module. That module imports this
 * one (event locks, delegation keys), so this one may not import it back: apps/api passes these in.
 */
export interface EventRegistrations {
  /** The user's registrations, at most one per event. */
  ofUser(db: Db, userId: string): Promise<UserRegistration[]>;
  isRegistered(db: Db, eventId: string, userId: string): Promise<boolean>;
  /** Attendees holding a place at the event: the capacity counts them. */
  placesHeld(db: Db, eventId: string): Promise<number>;
}

/** The events the user registered for, newest event first; search matches the event's name. */
export async function listMyEvents(
  db: Db,
  registrations: EventRegistrations,
  userId: string,
  query: ListQuery,
  variants: ImageVariants,
): Promise<ListResult<MyEvent>> {
  const take = query.take ?? 10;
  const skip = query.skip ?? 0;
  const mine = await registrations.ofUser(db, userId);
  const events = await eventsRepository.findMainEventsByIds(
    db,
    mine.map((r) => r.eventId),
    query.search?.trim() || undefined,
  );
  events.sort((a, b) => b.startDate.getTime() - a.startDate.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const page = events.slice(skip, skip + take);
  const registrationOf = new Map(mine.map(({ eventId, ...registration }) => [eventId, registration]));
  return toListResult(
    (await toMainEvents(page, variants)).map((event) => ({
      ...event,
      ...(registrationOf.get(event.id) as UserRegistration),
    })),
    events.length,
    skip,
  );
}

export async function isRegistered(
  db: Db,
  registrations: EventRegistrations,
  userId: string,
  eventId: string,
): Promise<{ isRegistered: boolean }> {
  if (!(await findEvent(db, eventId))) throw new NotFoundError('Event not found');
  return { isRegistered: await registrations.isRegistered(db, eventId, userId) };
}

/** Places left at the event: capacity less the attendees holding one, never below zero. */
export async function availableSlot(
  db: Db,
  registrations: EventRegistrations,
  eventId: string,
): Promise<{ availableSlot: number }> {
  const event = await findEvent(db, eventId);
  if (!event) throw new NotFoundError('Event not found');
  const held = await registrations.placesHeld(db, eventId);
  return { availableSlot: Math.max(0, event.capacity - held) };
}

/**
 * Runs `work` in one transaction holding the event row's lock (null when there is no such
 * event): work for one event, e.g. registrations against its capacity, queues up here.
 */
export function withLockedEvent<T>(
  db: Db,
  eventId: string,
  work: (tx: Db, event: MainEventRow | null) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => work(tx, await eventsRepository.lockMainEvent(tx, eventId)));
}

/** One activity by id, whatever its status, or null. */
export function findSubEvent(db: Db, id: string): Promise<SubEventRow | null> {
  return eventsRepository.findSubEvent(db, id);
}

/** One page of a main event's ACTIVE activities (SPEC.md §4); sort by name, startDate or fee. */
export function findActiveSubEventsPage(
  db: Db,
  mainEventId: string,
  query: ListQuery,
): Promise<{ rows: SubEventRow[]; total: number; skip: number }> {
  const sort = query.sort ?? 'startDate';
  if (!(sort in SUB_EVENT_SORT_FIELDS))
    throw new BadRequestError('Invalid input', [
      { field: 'query.sort', message: `must be one of ${Object.keys(SUB_EVENT_SORT_FIELDS).join(', ')}` },
    ]);
  const skip = query.skip ?? 0;
  return eventsRepository
    .findSubEventsPage(db, mainEventId, {
      status: 'ACTIVE',
      take: query.take ?? 10,
      skip,
      sort: sort as SubEventSortField,
      order: query.order ?? 'asc',
      search: query.search?.trim() || undefined,
    })
    .then((page) => ({ ...page, skip }));
}

/**
 * Runs `work` in one transaction holding the activity row's lock (null when there is no such
 * activity): every change to an activity's records and its count of places held queues here.
 */
export function withLockedSubEvent<T>(
  db: Db,
  subEventId: string,
  work: (tx: Db, subEvent: SubEventRow | null) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => work(tx, await eventsRepository.lockSubEvent(tx, subEventId)));
}

/** Adds `delta` places held (negative to release) to the locked activity's `num_registration`. */
export function changePlacesHeld(tx: Db, subEventId: string, delta: number): Promise<void> {
  return eventsRepository.addPlacesHeld(tx, subEventId, delta);
}

/** Keys are compared by hash; trimming and upper-casing forgive how people type them. */
export function hashDelegationKey(key: string): string {
  return createHash('sha256').update(key.trim().toUpperCase()).digest('hex');
}

/** Every delegation key of an event, as hashes: the caller compares them itself, in constant time. */
export async function delegationKeysOf(
  db: Db,
  eventId: string,
): Promise<{ id: string; keyHash: string; delegationName: string }[]> {
  return eventsRepository.delegationKeysOf(db, eventId);
}

/** The delegation name of each of these key ids. */
export function delegationNames(db: Db, keyIds: readonly string[]): Promise<Map<string, string>> {
  return eventsRepository.delegationNames(db, keyIds);
}

export function findDelegationKey(db: Db, mainEventId: string, key: string) {
  return eventsRepository.findDelegationKey(db, mainEventId, hashDelegationKey(key));
}

/** Writes used by the demo seed (and later by the admin site). */
export function insertMainEvent(db: Db, event: NewMainEvent): Promise<MainEventRow> {
  return eventsRepository.insertMainEvent(db, event);
}

export function insertSubEvents(db: Db, events: NewSubEvent[]): Promise<SubEventRow[]> {
  return eventsRepository.insertSubEvents(db, events);
}

export function insertDelegationKey(
  db: Db,
  entry: { mainEventId: string; key: string; delegationName: string },
): Promise<void> {
  return eventsRepository.insertDelegationKey(db, {
    mainEventId: entry.mainEventId,
    delegationName: entry.delegationName,
    keyHash: hashDelegationKey(entry.key),
  });
}
