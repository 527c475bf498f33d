import { recordAudit } from '@festival/server-audit';
import { toListResult } from '@festival/server-db';
import {
  changePlacesHeld,
  eventValues,
  findSubEvent,
  findSubEventsPageForStaff,
  insertSubEventOf,
  storedEventImages,
  toSubEvent,
  type EventImageCheck,
  updateSubEventRow,
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
  'db' | 'repository' | 'mailer' | 'jobs' | 'now' | 'offerHours' | 'attendeeSiteUrl' | 'logger'
>;

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
  return toListResult(
    rows.map((row) => ({ ...toSubEvent(row), waitingCount: waiting.get(row.id) ?? 0 })),
    total,
    skip,
  );
}

export async function getSubEventForStaff(deps: StaffActivitiesDeps, id: string): Promise<AdminSubEvent> {
  const row = await findSubEvent(deps.db, id);
  if (!row) throw new NotFoundError('Activity not found');
  return { ...toSubEvent(row), waitingCount: await deps.repository.countWaiting(deps.db, id) };
}

/** The activity's values as stored, its picture checked (an upload must be an event picture that exists). */
async function subEventValues(input: SubEventInput, checkImage: EventImageCheck) {
  const values = eventValues(input);
  return { ...values, ...(await storedEventImages(checkImage, { imageUrl: values.imageUrl })) };
}

export async function createSubEvent(
  deps: StaffActivitiesDeps,
  actorSub: string,
  eventId: string,
  input: SubEventInput,
  checkImage: EventImageCheck,
): Promise<SubEvent> {
  const values = await subEventValues(input, checkImage);
  return deps.db.transaction(async (tx) => {
    const created = toSubEvent(await insertSubEventOf(tx, eventId, values));
    await recordAudit(tx, { actorSub, action: 'activity.create', target: `activity:${created.id}`, after: created });
    return created;
  });
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
  checkImage: EventImageCheck,
): Promise<SubEvent> {
  const values = await subEventValues(input, checkImage);
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
      before: toSubEvent(before),
      after: { ...toSubEvent(after), ...(cancelling ? { canceledRecords: canceled.length } : {}) },
    });
    return { after, canceled };
  });
  const { after, canceled } = result;
  if (canceled.length) await mailCancellation(deps, after, canceled);
  if (after.status === 'ACTIVE' && after.capacity > after.numRegistration) await schedulePromotion(deps, id);
  return toSubEvent(after);
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
