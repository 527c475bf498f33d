import type { Db } from '@festival/server-db';
import { EVENTS_TAG, getEventDetail, type ImageVariants } from '@festival/server-events';
import { NotFoundError, type PublicReads } from '@festival/server-platform';
import type { ListQuery } from '@festival/shared-util-api-contracts';
import { activitiesRepository } from './activities.repository';
import { activeSubEventsPage, listPublicSubEvents, type ActivitiesPage } from './activities.service';
import { FILLED_ACTIVITIES_QUERY, renderActivitiesShell } from './activities-shell';

/**
 * The activity list's page of activities, the same for every caller: kept with the public reads (a
 * staff change to the event or its activities clears it at once here, other replicas within their
 * lifetime). The signed-in list and the filled page share it.
 */
export const cachedActivitiesPage =
  (reads: PublicReads) =>
  (db: Db, eventId: string, query: ListQuery): Promise<ActivitiesPage> =>
    reads.value(
      `activities page ${eventId} ${query.take ?? ''} ${query.skip ?? ''} ${query.sort ?? ''} ${query.order ?? ''} ${query.search ?? ''}`,
      [EVENTS_TAG],
      () => activeSubEventsPage(db, eventId, query),
    );

/**
 * The pictures' variants kept the same way (the job that records them clears the events tag): the
 * signed-in activity list, asked on every visit, adds no lookup to its cached page.
 */
export const cachedImageVariants =
  (reads: PublicReads, variants: ImageVariants): ImageVariants =>
  (urls) =>
    reads.value(`image variants ${urls.join(' ')}`, [EVENTS_TAG], () => variants(urls));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FilledActivityListOptions {
  db: Db;
  reads: PublicReads;
  eventId: string;
  language: string;
  template: () => Promise<string>;
  translation: () => Promise<Record<string, unknown> | null>;
  /** Cache tags besides the events' (the translations'). */
  tags: readonly string[];
  /** The sized variants of the event's banner and the activities' pictures, as `GET /events/{id}` gives them. */
  imageVariants: ImageVariants;
}

/**
 * `/my-events/{id}` filled by the server (renderActivitiesShell), kept with the public reads per
 * event and language; undefined (the plain page: the app then says what it says today) for an id
 * that names no ACTIVE event. A missing or inactive event is not kept.
 */
export async function filledActivityList({
  db,
  reads,
  eventId,
  language,
  template,
  translation,
  tags,
  imageVariants,
}: FilledActivityListOptions): Promise<string | undefined> {
  if (!UUID.test(eventId)) return undefined;
  try {
    return await reads.text(`attendee activity list ${eventId} ${language}`, [EVENTS_TAG, ...tags], async () => {
      const event = await getEventDetail(db, eventId, imageVariants);
      if (event.status !== 'ACTIVE') throw new NotFoundError('Event not found');
      const activities = await listPublicSubEvents(
        { db, repository: activitiesRepository, imageVariants },
        eventId,
        FILLED_ACTIVITIES_QUERY,
        cachedActivitiesPage(reads),
      );
      return renderActivitiesShell({
        template: await template(),
        event,
        activities,
        language,
        translation: await translation(),
      });
    });
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}
