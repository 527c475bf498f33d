import { toListResult } from '@festival/server-db';
import { NotFoundError, BadRequestError } from '@festival/server-platform';
import type { ListQuery, ListResult, MainEvent, MainEventDetail, SubEvent } from '@festival/shared-util-api-contracts';
import {
  MAIN_EVENT_SORT_FIELDS,
  type EventsRepository,
  type MainEventRow,
  type MainEventSortField,
  type SubEventRow,
} from './events.repository';

export function toMainEvent(row: MainEventRow): MainEvent {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    location: row.location,
    timezone: row.timezone,
    bannerImage: row.bannerImage,
    logoImage: row.logoImage,
    refLink: row.refLink,
    capacity: row.capacity,
    requiresReview: row.requiresReview,
  };
}

export function toSubEvent(row: SubEventRow): SubEvent {
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
  };
}

function sortField(sort: string | undefined): MainEventSortField {
  if (sort === undefined) return 'startDate';
  if (sort in MAIN_EVENT_SORT_FIELDS) return sort as MainEventSortField;
  throw new BadRequestError('Invalid input', [
    { field: 'query.sort', message: `must be one of ${Object.keys(MAIN_EVENT_SORT_FIELDS).join(', ')}` },
  ]);
}

/** The festivals open to attendees (SPEC.md §4: only ACTIVE ones are listed). */
export async function listActiveEvents(repository: EventsRepository, query: ListQuery): Promise<ListResult<MainEvent>> {
  const take = query.take ?? 10;
  const skip = query.skip ?? 0;
  const { rows, total } = await repository.findMainEvents({
    status: 'ACTIVE',
    take,
    skip,
    sort: sortField(query.sort),
    order: query.order ?? 'asc',
    search: query.search?.trim() || undefined,
  });
  return toListResult(rows.map(toMainEvent), total, skip);
}

/**
 * One festival with the activities an attendee may see: only ACTIVE sub-events. An event that is
 * not ACTIVE is still shown by id (an attendee's registration may point at it), but with its status.
 */
export async function getEventDetail(repository: EventsRepository, id: string): Promise<MainEventDetail> {
  const event = await repository.findMainEvent(id);
  if (!event) throw new NotFoundError('Event not found');
  const subEvents = await repository.findSubEvents(id, 'ACTIVE');
  return { ...toMainEvent(event), subEvents: subEvents.map(toSubEvent) };
}

/** The link of the first active festival, for the sites' "festival site" link. */
export async function activeFestivalLink(repository: EventsRepository): Promise<string | null> {
  const { rows } = await repository.findMainEvents({
    status: 'ACTIVE',
    take: 1,
    skip: 0,
    sort: 'startDate',
    order: 'asc',
  });
  return rows[0]?.refLink || null;
}
