import { uniqueViolation, toListResult, type Db } from '@festival/server-db';
import {
  changePlacesHeld,
  findActiveSubEventsPage,
  findEvent,
  findSubEvent,
  withLockedSubEvent,
  type SubEventRow,
} from '@festival/server-events';
import type { JobQueue } from '@festival/server-jobs';
import type { Mailer, SendMailInput } from '@festival/server-mail';
import type { UserRecord } from '@festival/server-users';
import { refuseSpentKey, type ChargeOutcome, type Payments } from '@festival/server-payments';
import { BadRequestError, BusinessRuleError, ConflictError, HttpError, NotFoundError } from '@festival/server-platform';
import { findActivityBooker, type ActivityBooker } from '@festival/server-registrations';
import {
  ERROR_CODES,
  type ListQuery,
  type ListResult,
  type MySubEvent,
  type PaymentReceipt,
  type SubEventRegistrationPayload,
  type SubEventReservation,
} from '@festival/shared-util-api-contracts';
import { noImageVariants, toSubEvent, variantsOfImages, type ImageVariants } from '@festival/server-events';
import {
  type ActivitiesRepository,
  type NewcomersBooking,
  type NewcomersOutcome,
  type NewRecord,
  type RecordRow,
} from './activities.repository';
import { arrivalBatches, type ArrivalBatches } from './arrival-batches';
import { activityMail, toRecord } from './activity-mapping';
import { schedulePromotion } from './waitlist.service';
import { awaitsPayment, checkPayment, decidePlaces, holdsPlace, isOpenOffer, placesFree } from './reservation-rules';

/** How long a place is held while its payment is under way (the gateway answers well before). */
export const PAYMENT_HOLD_MINUTES = 10;
export const ACTIVITY_NOT_FOUND = 'Activity not found';
export const NOT_REGISTERED_MESSAGE =
  "You are not registered for this activity's event: register for the event first, then book its activities.";

export interface ActivitiesDeps {
  db: Db;
  repository: ActivitiesRepository;
  /** Bookings of newcomers, grouped per activity while one is in flight (newcomerBookings). */
  newcomers: ArrivalBatches<NewcomersBooking, NewcomersOutcome>;
  payments: Payments;
  /** Queues the emails (delivered by the mailer's retry loop, never inside the request). */
  mailer?: Pick<Mailer, 'queue' | 'queued'>;
  /** Runs the waitlist promotion in the background; without it, promotion runs at once. */
  jobs?: Pick<JobQueue, 'send'>;
  now: () => Date;
  /** Hours a freed place of a paid activity stays offered to a waiting attendee (WAITLIST_OFFER_HOURS). */
  offerHours: number;
  /** The attendee site's origin, for the links in the emails. */
  attendeeSiteUrl: string;
  logger?: { error(details: Record<string, unknown>, message: string): void };
  /**
   * The activity as a POST first reads it, possibly a few seconds old (the routes keep it with the
   * public reads, cleared at once by a staff change here, within their TTL on other replicas).
   * Safe because bookInOneStatement re-checks under the row lock all it decided on (ACTIVE, the fee,
   * the waitlist setting; the places come from the locked row) and otherwise the long way reads it
   * afresh. Without it, every booking reads the activity from the database.
   */
  recentSubEvent?: (id: string) => Promise<SubEventRow | null>;
  /** The sized variants of the activities' pictures, given with each; none without. */
  imageVariants?: ImageVariants;
}

/** The signed-in user booking, as the request already loaded them. */
export type Caller = Pick<UserRecord, 'id'>;

/** Main-event registrations in these states may book activities. */
const BOOKING_STATUSES = new Set(['PENDING', 'PENDING_PAYMENT', 'APPROVED', 'CHECKED_IN']);

/**
 * The one-statement bookings of a process (bookInOneStatement): those arriving at an activity while
 * one of its bookings is in flight go together in the next statement, one row lock and one commit
 * for all, in arrival order. Two bookings of one registration never share a statement (each must
 * see the other's records, as the long way would).
 */
export function newcomerBookings(db: Db, repository: Pick<ActivitiesRepository, 'bookNewcomers'>) {
  return arrivalBatches<NewcomersBooking, NewcomersOutcome>({
    run: (_subEventId, bookings) => repository.bookNewcomers(db, bookings),
    conflicts: (a, b) => a.registrationId === b.registrationId,
  });
}

/** The activity in any status, or 404 (what the routes keep as ActivitiesDeps.recentSubEvent: a 404 is not kept). */
export async function subEventOr404(db: Db, id: string): Promise<SubEventRow> {
  const subEvent = await findSubEvent(db, id);
  if (!subEvent) throw new NotFoundError(ACTIVITY_NOT_FOUND);
  return subEvent;
}

async function activeSubEvent(db: Db, id: string): Promise<SubEventRow> {
  const subEvent = await findSubEvent(db, id);
  if (!subEvent || subEvent.status !== 'ACTIVE') throw new NotFoundError(ACTIVITY_NOT_FOUND);
  return subEvent;
}

async function bookerFor(db: Db, subEvent: SubEventRow, userId: string): Promise<ActivityBooker> {
  const booker = await findActivityBooker(db, subEvent.mainEventId, userId);
  if (!booker) throw new BusinessRuleError(NOT_REGISTERED_MESSAGE);
  if (!BOOKING_STATUSES.has(booker.status))
    throw new BusinessRuleError(
      `Your registration for the event is ${booker.status.toLowerCase().replace('_', ' ')}: its activities cannot be booked.`,
    );
  return booker;
}

/** The chosen attendees, each once and each of the caller's own registration (404 naming the others). */
function checkAttendees(booker: ActivityBooker, chosen: SubEventRegistrationPayload['attendees']) {
  const seen = new Set<string>();
  const twice = chosen.flatMap((a, i) => {
    if (!seen.has(a.id)) return (seen.add(a.id), []);
    return [{ field: `attendees[${i}].id`, message: 'This attendee is listed twice.' }];
  });
  if (twice.length) throw new BadRequestError('Invalid input', twice);
  const own = new Map(booker.attendees.map((a) => [a.id, a]));
  const unknown = chosen.flatMap((a, i) =>
    own.has(a.id) ? [] : [{ field: `attendees[${i}].id`, message: 'No such attendee in your registration.' }],
  );
  if (unknown.length) throw new HttpError(404, 'Attendee not found', ERROR_CODES.notFound, unknown);
  const out = chosen.filter((a) => !BOOKING_STATUSES.has(own.get(a.id)?.status ?? 'CANCELED'));
  if (out.length)
    throw new BusinessRuleError(
      `${out.map((a) => own.get(a.id)?.name).join(', ')} can no longer take part in the event, so cannot be booked.`,
    );
}

async function queueMail(deps: ActivitiesDeps, mail: Parameters<Pick<Mailer, 'queue'>['queue']>[0] | null) {
  if (!deps.mailer || !mail) return;
  try {
    await deps.mailer.queue(mail);
  } catch (error) {
    deps.logger?.error({ reason: (error as Error).message }, 'activity mail could not be queued');
  }
}

/** The caller's records at the activity, with waitlist positions. */
async function reservationOf(
  deps: ActivitiesDeps,
  subEventId: string,
  booker: ActivityBooker,
  payment: PaymentReceipt | null,
): Promise<SubEventReservation> {
  const { records, positions } = await deps.repository.liveRecordsWithPositions(
    deps.db,
    booker.registrationId,
    subEventId,
  );
  return { subEventId, records: records.map((r) => toRecord(r, booker, positions)), payment };
}

/** GET /sub-events/{id}/available-slot: places a newcomer may take now (0 = full: waitlist or closed). */
export async function availableSlot(deps: Pick<ActivitiesDeps, 'db' | 'repository'>, subEventId: string) {
  const subEvent = await activeSubEvent(deps.db, subEventId);
  const waiting =
    subEvent.isAllowWaitList && subEvent.capacity > subEvent.numRegistration
      ? await deps.repository.countWaiting(deps.db, subEventId)
      : 0;
  return { availableSlot: placesFree(subEvent, subEvent.numRegistration, waiting) };
}

/** One page of an event's ACTIVE activities, as every caller sees it (404 for an unknown event). */
export type ActivitiesPage = Awaited<ReturnType<typeof findActiveSubEventsPage>>;

/** The public part of the signed-in activity list: which activities, in which order (404 for an unknown event). */
export async function activeSubEventsPage(db: Db, mainEventId: string, query: ListQuery): Promise<ActivitiesPage> {
  if (!(await findEvent(db, mainEventId))) throw new NotFoundError('Event not found');
  return findActiveSubEventsPage(db, mainEventId, query);
}

/**
 * GET /registrations/me/event/{id}/sub-event: the event's ACTIVE activities with places left and
 * the caller's records. The page itself is the same for everyone (`page`: the routes keep it with
 * the public reads); the places and the caller's records are read fresh, in one statement.
 */
export async function listMySubEvents(
  deps: Pick<ActivitiesDeps, 'db' | 'repository' | 'imageVariants'>,
  userId: string,
  mainEventId: string,
  query: ListQuery,
  page: (db: Db, mainEventId: string, query: ListQuery) => Promise<ActivitiesPage> = activeSubEventsPage,
): Promise<ListResult<MySubEvent>> {
  const activities = await page(deps.db, mainEventId, query);
  const booker = await findActivityBooker(deps.db, mainEventId, userId);
  return withPlacesAndRecords(deps, activities, booker);
}

/**
 * The same list as someone without records there sees it (the activity list the server fills
 * before the app has the signed-in answer): the places left, no one's records.
 */
export async function listPublicSubEvents(
  deps: Pick<ActivitiesDeps, 'db' | 'repository' | 'imageVariants'>,
  mainEventId: string,
  query: ListQuery,
  page: (db: Db, mainEventId: string, query: ListQuery) => Promise<ActivitiesPage> = activeSubEventsPage,
): Promise<ListResult<MySubEvent>> {
  return withPlacesAndRecords(deps, await page(deps.db, mainEventId, query), null);
}

async function withPlacesAndRecords(
  deps: Pick<ActivitiesDeps, 'db' | 'repository' | 'imageVariants'>,
  { rows, total, skip }: ActivitiesPage,
  booker: ActivityBooker | null,
): Promise<ListResult<MySubEvent>> {
  const { places, records, positions } = await deps.repository.placesAndRecords(
    deps.db,
    rows.map((row) => row.id),
    booker?.registrationId ?? null,
  );
  const variantsOf = await variantsOfImages(
    deps.imageVariants ?? noImageVariants,
    rows.map((row) => row.imageUrl),
  );
  return toListResult(
    rows.map((row) => {
      const now = places.get(row.id);
      const numRegistration = now?.numRegistration ?? row.numRegistration;
      return {
        ...toSubEvent({ ...row, numRegistration }, variantsOf(row.imageUrl)),
        availableSlot: placesFree(row, numRegistration, now?.waiting ?? 0),
        registrations: booker
          ? records.filter((r) => r.subEventId === row.id).map((r) => toRecord(r, booker, positions))
          : [],
      };
    }),
    total,
    skip,
  );
}

type Mode = 'create' | 'replace';

/** What a request changes, from the caller's live records here (re-read under the lock for a PUT). */
function planChanges(
  mode: Mode,
  mine: RecordRow[],
  body: SubEventRegistrationPayload,
  booker: ActivityBooker,
  now: Date,
) {
  const byAttendee = new Map(mine.map((r) => [r.attendeeId, r]));
  const chosen = new Set(body.attendees.map((a) => a.id));
  const nameOf = (id: string) => booker.attendees.find((a) => a.id === id)?.name ?? id;
  if (mode === 'create') {
    const already = body.attendees.filter((a) => byAttendee.has(a.id));
    if (already.length)
      throw new ConflictError(
        `${already.map((a) => nameOf(a.id)).join(', ')} ${already.length === 1 ? 'is' : 'are'} already booked for this activity: change who goes instead.`,
      );
  }
  const removed = mode === 'replace' ? mine.filter((r) => !chosen.has(r.attendeeId)) : [];
  const checkedIn = removed.filter((r) => r.status === 'CHECKED_IN');
  if (checkedIn.length)
    throw new BusinessRuleError(
      `${checkedIn.map((r) => nameOf(r.attendeeId)).join(', ')} already checked in and cannot be removed.`,
    );
  if (removed.some(awaitsPayment))
    throw new ConflictError('A payment for this activity is still being processed: try again in a few minutes.');
  return {
    newcomers: body.attendees.filter((a) => !byAttendee.has(a.id)),
    removed,
    offers: mine.filter((r) => chosen.has(r.attendeeId) && isOpenOffer(r, now)),
  };
}

interface Booked {
  /** Every record this request created (canceled again if its payment fails). */
  created: RecordRow[];
  /** The records the payment pays for: new places held, and offers taken up. */
  toPay: string[];
  amountCents: number;
  paying: number;
  /** Places this request gave back (a PUT leaving attendees out). */
  released: number;
}

const translateUniqueViolation = (error: unknown): never => {
  if (uniqueViolation(error) !== null)
    throw new ConflictError(
      'Some of these attendees were booked for this activity at the same time: reload and try again.',
    );
  throw error;
};

/**
 * POST (create) and PUT (replace). Validation, ownership and the mapping run outside the
 * transaction; inside, under the activity's row lock, only the decision and the writes: who gets
 * a place (arrival order), who waits, what is charged. A paid booking holds its places (WAITING_LIST
 * with held_until) while the card is charged outside any transaction, then becomes RESERVED, or is
 * canceled if the card is refused (nothing stays reserved).
 */
async function reserve(
  deps: ActivitiesDeps,
  caller: Caller,
  mode: Mode,
  body: SubEventRegistrationPayload,
): Promise<{ reservation: SubEventReservation; created: boolean }> {
  // Only an ACTIVE copy is taken as is: any other status is read afresh (and refused if it still holds).
  const recent = mode === 'create' && deps.recentSubEvent ? await deps.recentSubEvent(body.subEventId) : null;
  let subEvent = recent?.status === 'ACTIVE' ? recent : await activeSubEvent(deps.db, body.subEventId);
  const booker = await bookerFor(deps.db, subEvent, caller.id);
  checkAttendees(booker, body.attendees);
  const key = body.idempotencyKey;
  // A key seen before: another request's is refused here, before anything is written; the same
  // request's is a retry when the caller's records still carry the key, and otherwise the booking
  // it paid for is gone (refuseSpentKey).
  const earlier = body.payment && key ? await deps.payments.earlier(chargeRequest(subEvent, booker, body)) : null;
  if (mode === 'create' && !earlier) {
    const done = await bookInOneStatement(deps, subEvent, booker, body);
    if (done) return done;
    // The long way decides on the activity as it is now (a staff change may be why it is taken).
    if (subEvent === recent) subEvent = await activeSubEvent(deps.db, body.subEventId);
  }
  const mine = await deps.repository.liveRecords(deps.db, booker.registrationId, [subEvent.id]);
  if (key && mine.some((r) => r.idempotencyKey === key))
    return { reservation: await retried(deps, subEvent, booker, body, mine), created: false };
  if (earlier) refuseSpentKey(earlier);
  const now = deps.now();
  const early = planChanges(mode, mine, body, booker, now);

  let booked: Booked;
  try {
    booked = await book(deps, subEvent.id, booker, mode, body, early, now);
  } catch (error) {
    // A double-clicked submit: the twin request booked first, under the same key.
    if (key && uniqueViolation(error) !== null) {
      const again = await deps.repository.liveRecords(deps.db, booker.registrationId, [subEvent.id]);
      if (again.some((r) => r.idempotencyKey === key))
        return { reservation: await retried(deps, subEvent, booker, body, again), created: false };
    }
    return translateUniqueViolation(error);
  }

  if (booked.released > 0) await schedulePromotion(deps, subEvent.id);
  const pays = booked.amountCents > 0 && Boolean(body.payment) && Boolean(key);
  return { reservation: await settle(deps, subEvent, booker, body, booked, pays), created: true };
}

/**
 * After the places are held: the charge where the booking pays, then the caller's reservation as
 * it now stands, and the email about the records this request created.
 */
async function settle(
  deps: ActivitiesDeps,
  subEvent: SubEventRow,
  booker: ActivityBooker,
  body: SubEventRegistrationPayload,
  booked: Booked,
  pays: boolean,
) {
  const receipt = pays ? (await charge(deps, subEvent, booker, body, booked)).receipt : null;
  const reservation = await reservationOf(deps, subEvent.id, booker, receipt);
  await mailAbout(
    deps,
    subEvent,
    booker,
    reservation,
    booked.created.map((r) => r.id),
    receipt,
  );
  return reservation;
}

/**
 * The decision for newcomers (none of them booked here yet) whatever the places free turn out to
 * be under the lock: entry k is decidePlaces and checkPayment for k places free (0 to their
 * number; more places decide as many), or the error they raise.
 */
function decisionsByPlacesFree(subEvent: SubEventRow, booker: ActivityBooker, body: SubEventRegistrationPayload) {
  return Array.from({ length: body.attendees.length + 1 }, (_, free) => {
    try {
      const decision = decidePlaces({
        free,
        isAllowWaitList: subEvent.isAllowWaitList,
        type: booker.type,
        feeCents: subEvent.activityRegistrationFee,
        newcomers: body.attendees,
        offersToPay: 0,
      });
      checkPayment(body.payment, body.idempotencyKey, decision.amountCents);
      return { decision, error: null };
    } catch (error) {
      return { decision: null, error };
    }
  });
}

/**
 * POST's usual case in one SQL statement (no transaction around it): the decisions for every
 * number of places free are made here beforehand, and the statement applies the one the locked
 * activity calls for (activitiesRepository.bookNewcomers). Answers null, and the caller books the
 * long way (which reads the caller's records first and says why it refuses), when the activity
 * changed since it was read, or the caller already has records here (a retried submit with its
 * idempotency key, an attendee already booked: a 409, or attendees added to a booking); the unique
 * index refuses an attendee booked meanwhile by a request of the caller's that ran at the same time.
 */
async function bookInOneStatement(
  deps: ActivitiesDeps,
  subEvent: SubEventRow,
  booker: ActivityBooker,
  body: SubEventRegistrationPayload,
): Promise<{ reservation: SubEventReservation; created: boolean } | null> {
  const decisions = decisionsByPlacesFree(subEvent, booker, body);
  const now = deps.now();
  let outcome: NewcomersOutcome;
  try {
    outcome = await deps.newcomers.submit(subEvent.id, {
      subEventId: subEvent.id,
      registrationId: booker.registrationId,
      attendeeIds: body.attendees.map((a) => a.id),
      idempotencyKey: body.idempotencyKey ?? null,
      feeCents: subEvent.activityRegistrationFee,
      isAllowWaitList: subEvent.isAllowWaitList,
      goesAhead: decisions.map((d) => d.decision !== null),
      paysForPlace: decisions.map((d) => (d.decision?.paying ?? 0) > 0),
      heldUntil: new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000),
      // Queued with the records when nothing is charged; a payment's come after its outcome.
      mails: decisions.map(({ decision }) => {
        if (!decision || decision.amountCents > 0 || !deps.mailer) return [];
        const names = (ids: string[]) => ids.map((id) => booker.attendees.find((a) => a.id === id)?.name ?? '');
        return bookingMails(deps, subEvent, booker, names(decision.granted), names(decision.waitlisted), null);
      }),
      mailDueAt: now,
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) return null;
    throw error;
  }
  if (outcome.kind === 'not-newcomers') return null;
  const { decision, error } = decisions[outcome.free];
  if (!decision || !outcome.booked) throw error;
  const created = outcome.records;
  if (decision.amountCents > 0 && body.payment && body.idempotencyKey) {
    const granted = new Set(decision.granted);
    const booked: Booked = {
      created,
      toPay: created.filter((r) => granted.has(r.attendeeId)).map((r) => r.id),
      amountCents: decision.amountCents,
      paying: decision.paying,
      released: 0,
    };
    return { reservation: await settle(deps, subEvent, booker, body, booked, true), created: true };
  }
  const reservation = {
    subEventId: subEvent.id,
    records: created.map((r) => toRecord(r, booker, outcome.positions)),
    payment: null,
  };
  if (created.length) deps.mailer?.queued();
  return { reservation, created: true };
}

/** The locked section: the decision and the writes, nothing else. */
function book(
  deps: ActivitiesDeps,
  subEventId: string,
  booker: ActivityBooker,
  mode: Mode,
  body: SubEventRegistrationPayload,
  early: ReturnType<typeof planChanges>,
  now: Date,
): Promise<Booked> {
  const key = body.idempotencyKey;
  return withLockedSubEvent(deps.db, subEventId, async (tx, locked): Promise<Booked> => {
    if (!locked || locked.status !== 'ACTIVE') throw new NotFoundError(ACTIVITY_NOT_FOUND);
    const plan =
      mode === 'replace'
        ? planChanges(
            mode,
            await deps.repository.liveRecords(tx, booker.registrationId, [locked.id]),
            body,
            booker,
            now,
          )
        : early;
    const canceled = new Set(
      (
        await deps.repository.update(
          tx,
          plan.removed.map((r) => r.id),
          { status: 'CANCELED' },
        )
      ).map((r) => r.id),
    );
    const released = plan.removed.filter((r) => canceled.has(r.id) && holdsPlace(r)).length;
    const held = locked.numRegistration - released;
    const waiting =
      locked.isAllowWaitList && locked.capacity > held && plan.newcomers.length > 0
        ? await deps.repository.countWaiting(tx, locked.id)
        : 0;
    const decision = decidePlaces({
      free: placesFree(locked, held, waiting),
      isAllowWaitList: locked.isAllowWaitList,
      type: booker.type,
      feeCents: locked.activityRegistrationFee,
      newcomers: plan.newcomers,
      offersToPay: plan.offers.length,
    });
    checkPayment(body.payment, key, decision.amountCents);
    const pays = decision.paying > 0;
    const holdUntil = new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000);
    const base = { subEventId: locked.id, registrationId: booker.registrationId, idempotencyKey: key ?? null };
    const rows: NewRecord[] = [
      ...decision.granted.map((attendeeId) =>
        pays
          ? { ...base, attendeeId, status: 'WAITING_LIST' as const, isPayment: true, heldUntil: holdUntil }
          : { ...base, attendeeId, status: 'RESERVED' as const, isPayment: false },
      ),
      ...decision.waitlisted.map((attendeeId) => ({ ...base, attendeeId, status: 'WAITING_LIST' as const })),
    ];
    const created = await deps.repository.insert(tx, rows);
    // Offers taken up: held at least as long as the payment may take, and marked with this attempt.
    for (const offer of plan.offers) {
      const until = offer.heldUntil && offer.heldUntil > holdUntil ? offer.heldUntil : holdUntil;
      await deps.repository.update(tx, [offer.id], { heldUntil: until, isPayment: true, idempotencyKey: key ?? null });
    }
    await changePlacesHeld(tx, locked.id, decision.granted.length - released);
    const granted = new Set(decision.granted);
    return {
      created,
      toPay: pays
        ? [...created.filter((r) => granted.has(r.attendeeId)).map((r) => r.id), ...plan.offers.map((r) => r.id)]
        : [],
      amountCents: decision.amountCents,
      paying: decision.paying,
      released,
    };
  });
}

export const PAYMENT_UNFINISHED_MESSAGE =
  'Your payment could not be completed with your booking just now. Nothing is lost: within a few minutes the places are either reserved for the payment or the payment is voided; please check your activities then.';

/**
 * Charges outside any transaction, then settles the held places by the outcome and tells the
 * payments module the purpose is fulfilled. If anything fails once the charge may have happened
 * (the gateway approved, then the database failed), the places stay held and the payment stays
 * unfinished: reconciliation (activitySettlementHandler) reserves them or voids the charge, so
 * there is never a charge without a reservation nor a reservation marked paid without a charge.
 */
async function charge(
  deps: ActivitiesDeps,
  subEvent: SubEventRow,
  booker: ActivityBooker,
  body: SubEventRegistrationPayload,
  booked: Booked,
): Promise<ChargeOutcome> {
  const unfinished = (error: unknown, step: string): never => {
    deps.logger?.error(
      { subEventId: subEvent.id, step, reason: (error as Error).name },
      'activity payment left for reconciliation',
    );
    throw new HttpError(503, PAYMENT_UNFINISHED_MESSAGE, ERROR_CODES.internal);
  };
  let outcome: ChargeOutcome;
  try {
    outcome = await deps.payments.charge(chargeRequest(subEvent, booker, body));
  } catch (error) {
    // Refused before any charge (an invalid card number, a reused key): nothing is kept.
    if (!(error instanceof HttpError)) return unfinished(error, 'charge');
    await releaseRecords(
      deps,
      subEvent.id,
      booked.created.map((r) => r.id),
    );
    throw error;
  }
  try {
    if (outcome.status === 'APPROVED')
      await confirmPaid(deps.db, deps.repository, subEvent.id, booked.toPay, outcome.receipt.id);
    else if (outcome.status === 'PENDING')
      await deps.repository.update(deps.db, booked.toPay, { paymentId: outcome.receipt.id }, 'WAITING_LIST');
    else
      await releaseRecords(
        deps,
        subEvent.id,
        booked.created.map((r) => r.id),
      );
    if (outcome.status !== 'PENDING') await deps.payments.fulfilled(outcome.receipt.id);
  } catch (error) {
    return unfinished(error, `after ${outcome.status}`);
  }
  if (outcome.status === 'DECLINED' || outcome.status === 'FAILED')
    throw new BusinessRuleError(`${outcome.message} Nothing was reserved.`);
  return outcome;
}

function chargeRequest(subEvent: SubEventRow, booker: ActivityBooker, body: SubEventRegistrationPayload) {
  const payment = body.payment as NonNullable<SubEventRegistrationPayload['payment']>;
  return {
    idempotencyKey: body.idempotencyKey as string,
    userId: booker.userId,
    purpose: 'SUB_EVENT' as const,
    referenceId: subEvent.id,
    items: body.attendees.map((a) => a.id),
    // checkPayment made sure it is the server's figure.
    amountCents: payment.amount,
    description: subEvent.name,
    payment,
  };
}

/** Held places paid for: RESERVED with their payment (only those still held). */
export async function confirmPaid(
  db: Db,
  repository: ActivitiesRepository,
  subEventId: string,
  ids: string[],
  paymentId: string,
) {
  return withLockedSubEvent(db, subEventId, (tx) =>
    repository.update(tx, ids, { status: 'RESERVED', heldUntil: null, paymentId }, 'WAITING_LIST'),
  );
}

/** Cancels these records (a failed payment's) and gives back the places they held. */
export async function releaseRecords(deps: ActivitiesDeps, subEventId: string, ids: string[]): Promise<void> {
  const released = await withLockedSubEvent(deps.db, subEventId, async (tx) => {
    // Only waiting records are canceled here; those with held_until held a place.
    const canceled = await deps.repository.update(tx, ids, { status: 'CANCELED' }, 'WAITING_LIST');
    const freed = canceled.filter((r) => r.heldUntil !== null).length;
    await changePlacesHeld(tx, subEventId, -freed);
    return freed;
  });
  if (released > 0) await schedulePromotion(deps, subEventId);
}

/**
 * The same idempotency key again (a retried or double-clicked submit): nothing new is booked.
 * The payment is asked again with the same key, which answers the first outcome without a second
 * charge, and a hold whose approval was not yet recorded is completed.
 */
async function retried(
  deps: ActivitiesDeps,
  subEvent: SubEventRow,
  booker: ActivityBooker,
  body: SubEventRegistrationPayload,
  mine: RecordRow[],
): Promise<SubEventReservation> {
  let receipt: PaymentReceipt | null = null;
  if (body.payment && body.idempotencyKey) {
    const outcome = await deps.payments.charge({ ...chargeRequest(subEvent, booker, body), retry: true });
    receipt = outcome.receipt;
    const held = mine.filter(
      (r) => r.idempotencyKey === body.idempotencyKey && r.status === 'WAITING_LIST' && r.isPayment,
    );
    if (outcome.status === 'APPROVED' && held.length) {
      const confirmed = await confirmPaid(
        deps.db,
        deps.repository,
        subEvent.id,
        held.map((r) => r.id),
        outcome.receipt.id,
      );
      if (confirmed.length) await deps.payments.fulfilled(outcome.receipt.id);
    }
  }
  return reservationOf(deps, subEvent.id, booker, receipt);
}

async function mailAbout(
  deps: ActivitiesDeps,
  subEvent: SubEventRow,
  booker: ActivityBooker,
  reservation: SubEventReservation,
  createdIds: string[],
  receipt: PaymentReceipt | null,
) {
  const created = new Set(createdIds);
  const paidNow = receipt?.status === 'APPROVED' ? receipt.id : null;
  const fresh = reservation.records.filter(
    (r) => created.has(r.id) || (paidNow && r.status === 'RESERVED' && r.isPayment),
  );
  const reserved = fresh.filter((r) => r.status === 'RESERVED').map((r) => r.attendeeName);
  const waiting = fresh
    .filter((r) => r.status === 'WAITING_LIST' && r.waitlistPosition !== null)
    .map((r) => r.attendeeName);
  for (const mail of bookingMails(deps, subEvent, booker, reserved, waiting, receipt)) await queueMail(deps, mail);
}

/** A booking's emails: one naming those who got a place, one naming those who joined the waitlist. */
function bookingMails(
  deps: ActivitiesDeps,
  subEvent: SubEventRow,
  booker: ActivityBooker,
  reserved: string[],
  waiting: string[],
  receipt: PaymentReceipt | null,
): SendMailInput[] {
  const context = { deps, subEvent, booker };
  return [
    reserved.length ? activityMail(context, 'activity-reserved', reserved, { receipt }) : null,
    waiting.length ? activityMail(context, 'activity-waitlisted', waiting) : null,
  ].filter((mail): mail is SendMailInput => mail !== null);
}

export async function createReservation(deps: ActivitiesDeps, caller: Caller, body: SubEventRegistrationPayload) {
  return reserve(deps, caller, 'create', body);
}

export async function replaceReservation(
  deps: ActivitiesDeps,
  caller: Caller,
  subEventId: string,
  body: SubEventRegistrationPayload,
): Promise<SubEventReservation> {
  if (body.subEventId !== subEventId)
    throw new BadRequestError('Invalid input', [{ field: 'subEventId', message: 'must be the activity of the path' }]);
  return (await reserve(deps, caller, 'replace', body)).reservation;
}

/** DELETE /registrations/sub-event/{id}: cancels every record of the caller's there (not those checked in). */
export async function cancelReservation(deps: ActivitiesDeps, userId: string, subEventId: string) {
  const subEvent = await findSubEvent(deps.db, subEventId);
  if (!subEvent) throw new NotFoundError(ACTIVITY_NOT_FOUND);
  const booker = await bookerFor(deps.db, subEvent, userId);
  const released = await withLockedSubEvent(deps.db, subEventId, async (tx) => {
    const mine = await deps.repository.liveRecords(tx, booker.registrationId, [subEventId]);
    if (mine.some(awaitsPayment))
      throw new ConflictError('A payment for this activity is still being processed: try again in a few minutes.');
    const leaving = mine.filter((r) => r.status !== 'CHECKED_IN');
    const canceled = new Set(
      (
        await deps.repository.update(
          tx,
          leaving.map((r) => r.id),
          { status: 'CANCELED' },
        )
      ).map((r) => r.id),
    );
    const freed = leaving.filter((r) => canceled.has(r.id) && holdsPlace(r)).length;
    await changePlacesHeld(tx, subEventId, -freed);
    return freed;
  });
  if (released > 0) await schedulePromotion(deps, subEventId);
  return reservationOf(deps, subEventId, booker, null);
}
