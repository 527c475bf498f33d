import { recordAudit } from '@festival/server-audit';
import { toListResult } from '@festival/server-db';
import {
  changePlacesHeld,
  eventValues,
  findSubEvent,
  findSubEventsPageForStaff,
  insertSubEventOf,
  noImageVariants,
  storedEventImages,
  toSubEvent,
  toSubEvents,
  updateSubEventRow,
  variantsOfImages,
  type EventPictures,
  withLockedSubEvent,
} from '@festival/server-events';
import { BadRequestError, NotFoundError } from '@festival/server-platform';
import { activityBookersByIds } from '@festival/server-registrations';
import type {
  AdminEventQuery,
  AdminSubEvent,
  ListResult,
  SubEvent,
  SubEventInput,
} from '@festival/shared-util-api-contracts';
import type { RecordRow } from './activities.repository';
import type { ActivitiesDeps } from './activities.service';
import { activityMail } from './activity-mapping';
import { schedulePromotion } from './waitlist.service';

export type StaffActivitiesDeps = Pick<
  ActivitiesDeps,
  'db' | 'repository' | 'mailer' | 'jobs' | 'now' | 'offerHours' | 'attendeeSiteUrl' | 'logger' | 'imageVariants'
>;

// The picture's variants are made by the server (a job): the audit keeps what staff changed.
const audited = (row: Parameters<typeof toSubEvent>[0]) => {
  const { imageVariants: _variants, ...activity } = toSubEvent(row, []);
  return activity;
};

/** A record that holds one of the activity's places (counted in `num_registration`). */
const holdsPlace = (r: RecordRow) => r.status === 'RESERVED' || (r.status === 'WAITING_LIST' && r.heldUntil !== null);

/** An event's activities in any status (or one), with how many wait at each (EVENT_MANAGEMENT:R). */
export async function listSubEventsForStaff(
  deps: StaffActivitiesDeps,
  eventId: string,
  query: AdminEventQuery,
): Promise<ListResult<AdminSubEvent>> {
  const { rows, total, skip } = await findSubEventsPageForStaff(deps.db, eventId, query);
  const waiting = await deps.repository.waitingCounts(
    deps.db,
    rows.map((r) => r.id),
  );
  const activities = await toSubEvents(rows, deps.imageVariants ?? noImageVariants);
  return toListResult(
    activities.map((activity) => ({ ...activity, waitingCount: waiting.get(activity.id) ?? 0 })),
    total,
    skip,
  );
}

export async function getSubEventForStaff(deps: StaffActivitiesDeps, id: string): Promise<AdminSubEvent> {
  const row = await findSubEvent(deps.db, id);
  if (!row) throw new NotFoundError('Activity not found');
  const [activity] = await toSubEvents([row], deps.imageVariants ?? noImageVariants);
  return { ...activity, waitingCount: await deps.repository.countWaiting(deps.db, id) };
}

/** The activity's values as stored, its picture checked (an upload must be an event picture that exists). */
async function subEventValues(input: SubEventInput, checkImage: EventPictures['check']) {
  const values = eventValues(input);
  return { ...values, ...(await storedEventImages(checkImage, { imageUrl: values.imageUrl })) };
}

export async function createSubEvent(
  deps: StaffActivitiesDeps,
  actorSub: string,
  eventId: string,
  input: SubEventInput,
  pictures: EventPictures,
): Promise<SubEvent> {
  const values = await subEventValues(input, pictures.check);
  const variantsOf = await variantsOfImages(pictures.variants, [values.imageUrl]);
  const created = await deps.db.transaction(async (tx) => {
    const row = await insertSubEventOf(tx, eventId, values);
    await recordAudit(tx, { actorSub, action: 'activity.create', target: `activity:${row.id}`, after: audited(row) });
    return toSubEvent(row, variantsOf(row.imageUrl));
  });
  await pictures.requestVariants([values.imageUrl]);
  return created;
}

/**
 * Changes every field of an activity under its row lock, with its audit row. The capacity may not
 * drop below the places already held. CANCELLED (from another status) cancels everyone booked or
 * waiting, releases their places and emails each registration; afterwards, free places at an
 * ACTIVE activity go to its waitlist by the same promotion attendees' cancellations use.
 */
export async function updateSubEvent(
  deps: StaffActivitiesDeps,
  actorSub: string,
  id: string,
  input: SubEventInput,
  pictures: EventPictures,
): Promise<SubEvent> {
  const values = await subEventValues(input, pictures.check);
  const result = await withLockedSubEvent(deps.db, id, async (tx, before) => {
    if (!before) throw new NotFoundError('Activity not found');
    const cancelling = values.status === 'CANCELLED' && before.status !== 'CANCELLED';
    if (!cancelling && values.capacity < before.numRegistration)
      throw new BadRequestError('Invalid input', [
        {
          field: 'body.capacity',
          message: `must be at least ${before.numRegistration}: places already taken`,
        },
      ]);
    let canceled: RecordRow[] = [];
    if (cancelling) {
      const open = await deps.repository.openRecordsAt(tx, id);
      canceled = await deps.repository.update(
        tx,
        open.map((r) => r.id),
        { status: 'CANCELED' },
      );
      await changePlacesHeld(tx, id, -open.filter(holdsPlace).length);
    }
    const after = await updateSubEventRow(tx, id, values);
    await recordAudit(tx, {
      actorSub,
      action: cancelling ? 'activity.cancel' : 'activity.update',
      target: `activity:${id}`,
      before: audited(before),
      after: { ...audited(after), ...(cancelling ? { canceledRecords: canceled.length } : {}) },
    });
    return { after, canceled };
  });
  const { after, canceled } = result;
  if (canceled.length) await mailCancellation(deps, after, canceled);
  if (after.status === 'ACTIVE' && after.capacity > after.numRegistration) await schedulePromotion(deps, id);
  await pictures.requestVariants([values.imageUrl]);
  return (await toSubEvents([after], pictures.variants))[0];
}

async function mailCancellation(
  deps: StaffActivitiesDeps,
  subEvent: Parameters<typeof activityMail>[0]['subEvent'],
  canceled: RecordRow[],
) {
  if (!deps.mailer) return;
  const bookers = await activityBookersByIds(deps.db, [...new Set(canceled.map((r) => r.registrationId))]);
  for (const [registrationId, booker] of bookers) {
    const names = canceled
      .filter((r) => r.registrationId === registrationId)
      .map((r) => booker.attendees.find((a) => a.id === r.attendeeId)?.name ?? '');
    const mail = activityMail({ deps, subEvent, booker }, 'activity-cancelled', names);
    if (!mail) continue;
    await deps.mailer.queue(mail).catch((error: unknown) => {
      deps.logger?.error({ reason: (error as Error).message }, 'activity cancellation mail could not be queued');
    });
  }
}
