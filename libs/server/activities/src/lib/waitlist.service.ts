import type { Db } from '@festival/server-db';
import { changePlacesHeld, withLockedSubEvent, type SubEventRow } from '@festival/server-events';
import { activityBookersByIds, type ActivityBooker } from '@festival/server-registrations';
import { paymentRequired } from '@festival/shared-util-registration';
import type { RecordRow } from './activities.repository';
import type { ActivitiesDeps } from './activities.service';
import { activityMail } from './activity-mapping';

type WaitlistDeps = Pick<
  ActivitiesDeps,
  'repository' | 'mailer' | 'now' | 'offerHours' | 'attendeeSiteUrl' | 'logger' | 'jobs'
> & { db?: Db };

/** The default time a freed place of a paid activity is held for a waiting attendee to pay. */
export const DEFAULT_WAITLIST_OFFER_HOURS = 24;

async function queue(deps: WaitlistDeps, mail: ReturnType<typeof activityMail>) {
  if (!deps.mailer || !mail) return;
  await deps.mailer.queue(mail).catch((error: unknown) => {
    deps.logger?.error({ reason: (error as Error).message }, 'waitlist mail could not be queued');
  });
}

/** After places were freed: the waitlist's turn (a background job in the app). */
export async function schedulePromotion(deps: WaitlistDeps & { db: Db }, subEventId: string): Promise<void> {
  try {
    if (deps.jobs) await deps.jobs.send('promote-waitlist', { subEventId }, { singletonKey: subEventId });
    else await promoteWaitlist(deps.db, subEventId, deps);
  } catch (error) {
    // The caller's change stands; the next place freed here promotes again.
    deps.logger?.error({ subEventId, reason: (error as Error).message }, 'waitlist promotion could not be scheduled');
  }
}

/** Groups records by registration, for one email per registration. */
function byRegistration(rows: RecordRow[]) {
  const groups = new Map<string, RecordRow[]>();
  for (const row of rows) groups.set(row.registrationId, [...(groups.get(row.registrationId) ?? []), row]);
  return groups;
}

function namesOf(booker: ActivityBooker, rows: RecordRow[]) {
  return rows.map((r) => booker.attendees.find((a) => a.id === r.attendeeId)?.name ?? '');
}

/**
 * Gives the activity's free places to the first waiting attendees (by arrival, `seq`), one place
 * per attendee. A free activity or a DELEGATE's attendee gets the place (RESERVED); a GENERAL one
 * at a paid activity gets an offer: the place is held `offerHours` for them to pay (PUT with the
 * same attendees and a payment), then passes on. Runs under the activity's row lock, so running it
 * twice or at the same time gives each place once.
 */
export async function promoteWaitlist(db: Db, subEventId: string, deps: WaitlistDeps): Promise<RecordRow[]> {
  const now = deps.now();
  const offerUntil = new Date(now.getTime() + deps.offerHours * 3_600_000);
  const result = await withLockedSubEvent(db, subEventId, async (tx, subEvent) => {
    if (!subEvent || subEvent.status !== 'ACTIVE') return null;
    const free = subEvent.capacity - subEvent.numRegistration;
    if (free <= 0) return null;
    const next = await deps.repository.firstWaiting(tx, subEventId, free);
    if (next.length === 0) return null;
    const bookers = await activityBookersByIds(tx, [...new Set(next.map((r) => r.registrationId))]);
    const pays = (r: RecordRow) =>
      paymentRequired(bookers.get(r.registrationId)?.type ?? 'GENERAL', subEvent.activityRegistrationFee);
    const reserved = await deps.repository.update(
      tx,
      next.filter((r) => !pays(r)).map((r) => r.id),
      { status: 'RESERVED' },
      'WAITING_LIST',
    );
    const offered = await deps.repository.update(
      tx,
      next.filter(pays).map((r) => r.id),
      { heldUntil: offerUntil, isPayment: true },
      'WAITING_LIST',
    );
    await changePlacesHeld(tx, subEventId, reserved.length + offered.length);
    return { subEvent, bookers, reserved, offered };
  });
  if (!result) return [];
  await mailPromotions(deps, result.subEvent, result.bookers, result.reserved, result.offered, offerUntil);
  return [...result.reserved, ...result.offered];
}

async function mailPromotions(
  deps: WaitlistDeps,
  subEvent: SubEventRow,
  bookers: Map<string, ActivityBooker>,
  reserved: RecordRow[],
  offered: RecordRow[],
  offerUntil: Date,
) {
  for (const [template, rows] of [
    ['activity-promoted', reserved],
    ['activity-offer', offered],
  ] as const) {
    for (const [registrationId, group] of byRegistration(rows)) {
      const booker = bookers.get(registrationId);
      if (!booker) continue;
      await queue(
        deps,
        activityMail({ deps, subEvent, booker }, template, namesOf(booker, group), { expiresAt: offerUntil }),
      );
    }
  }
}

/**
 * The sweep: holds that lapsed with no payment under way (an offer not taken up, a payment
 * abandoned) are canceled, their places released and passed to the next waiting attendees; and
 * any activity with a free place and people waiting (places given back by people taken off their
 * registration) moves its waitlist up.
 */
export async function expireActivityHolds(db: Db, deps: WaitlistDeps): Promise<number> {
  const now = deps.now();
  let expired = 0;
  for (const subEventId of await deps.repository.lapsedHolds(db, now)) {
    expired += await withLockedSubEvent(db, subEventId, async (tx) => {
      const canceled = await deps.repository.cancelLapsedHolds(tx, subEventId, now);
      await changePlacesHeld(tx, subEventId, -canceled.length);
      return canceled.length;
    });
    await promoteWaitlist(db, subEventId, deps);
  }
  for (const subEventId of await deps.repository.promotable(db)) await promoteWaitlist(db, subEventId, deps);
  return expired;
}

/** The background jobs of activities, for app.ts to register on the JobQueue. */
export function activityJobs(deps: ActivitiesDeps) {
  return {
    'promote-waitlist': async ({ subEventId }: { subEventId: string }) => {
      await promoteWaitlist(deps.db, subEventId, deps);
    },
    'expire-activity-holds': async () => {
      await expireActivityHolds(deps.db, deps);
    },
  };
}
