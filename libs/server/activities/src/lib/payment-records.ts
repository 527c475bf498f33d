import type { Db } from '@festival/server-db';
import { changePlacesHeld, findSubEvent, withLockedSubEvent } from '@festival/server-events';
import type { SettlementHandler } from '@festival/server-payments';
import { activityBookersByIds } from '@festival/server-registrations';
import { activitiesRepository, type RecordRow } from './activities.repository';
import type { ActivitiesDeps } from './activities.service';
import { activityMail } from './activity-mapping';
import { schedulePromotion } from './waitlist.service';

/** A place still held for this payment: waiting with held_until, not linked to another payment. */
const heldFor = (paymentId: string) => (r: RecordRow) =>
  r.status === 'WAITING_LIST' && r.heldUntil !== null && (r.paymentId === null || r.paymentId === paymentId);

/**
 * Reconciliation's side of an activity payment (Payments' onSettled for SUB_EVENT), for a charge
 * that timed out or whose request failed after the charge (e.g. the database, right after the
 * approval). Approved: the places still held become RESERVED with the payment; if none is held
 * any more (the hold lapsed and the place went on) and none was ever linked to it, the answer is
 * 'void': the charge is voided, so nobody pays for a place they do not have. Declined or failed:
 * the held places are released and offered to the waitlist. Safe to run twice.
 */
export function activitySettlementHandler(deps: ActivitiesDeps): SettlementHandler {
  return async ({ paymentId, referenceId: subEventId, idempotencyKey, status }) => {
    const rows = await activitiesRepository.recordsOfPayment(deps.db, subEventId, paymentId, idempotencyKey);
    const held = rows.filter(heldFor(paymentId));
    if (status === 'APPROVED') {
      const confirmed = held.length
        ? await withLockedSubEvent(deps.db, subEventId, (tx) =>
            deps.repository.update(
              tx,
              held.map((r) => r.id),
              { status: 'RESERVED', heldUntil: null, paymentId },
              'WAITING_LIST',
            ),
          )
        : [];
      if (confirmed.length === 0) {
        // Done before (a second run), or nothing left to pay for.
        const linked = rows.some((r) => r.paymentId === paymentId && r.status !== 'WAITING_LIST');
        return linked ? undefined : 'void';
      }
      await mailReserved(deps, subEventId, confirmed);
      return undefined;
    }
    if (held.length === 0) return undefined;
    const freed = await withLockedSubEvent(deps.db, subEventId, async (tx) => {
      const canceled = await deps.repository.update(
        tx,
        held.map((r) => r.id),
        { status: 'CANCELED' },
        'WAITING_LIST',
      );
      await changePlacesHeld(tx, subEventId, -canceled.length);
      return canceled.length;
    });
    if (freed > 0) await schedulePromotion(deps, subEventId);
    return undefined;
  };
}

async function mailReserved(deps: ActivitiesDeps, subEventId: string, confirmed: RecordRow[]) {
  if (!deps.mailer) return;
  const subEvent = await findSubEvent(deps.db, subEventId);
  const bookers = await activityBookersByIds(deps.db, [...new Set(confirmed.map((r) => r.registrationId))]);
  if (!subEvent) return;
  for (const [registrationId, booker] of bookers) {
    const names = confirmed
      .filter((r) => r.registrationId === registrationId)
      .map((r) => booker.attendees.find((a) => a.id === r.attendeeId)?.name ?? '');
    const mail = activityMail({ deps, subEvent, booker }, 'activity-reserved', names);
    if (mail)
      await deps.mailer.queue(mail).catch((error: unknown) => {
        deps.logger?.error({ reason: (error as Error).message }, 'activity mail could not be queued');
      });
  }
}
