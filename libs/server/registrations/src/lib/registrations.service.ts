import { randomUUID } from 'node:crypto';
import { uniqueViolation, type Db } from '@festival/server-db';
import {
  delegationNames,
  findEvent,
  withLockedEvent,
  type delegationKeysOf,
  type DelegationKeyUsage,
  type EventRegistrations,
  type MainEventRow,
} from '@festival/server-events';
import type { MailBudget, Mailer } from '@festival/server-mail';
import { refuseSpentKey, type ChargeOutcome, type Payments, type SettlementHandler } from '@festival/server-payments';
import {
  BadRequestError,
  BusinessRuleError,
  ConflictError,
  ForbiddenError,
  HttpError,
  NotFoundError,
  RateLimitError,
  type RateLimitStore,
} from '@festival/server-platform';
import type { DelegationPortal, Registration } from '@festival/shared-util-api-contracts';
import { validationMessage } from '@festival/shared-util-form-schemas';
import {
  attendeeLimit,
  attendeeLimitMessage,
  HOLDING_STATUSES,
  initialRegistrationStatus,
  isFinalStatus,
  personName,
  REGISTRATION_STATUSES,
  type RegistrationStatus,
} from '@festival/shared-util-registration';
import { matchDelegationKey, type KeyCaller } from './delegation-keys';
import {
  confirmationMails,
  sendAttendeeNotices,
  sendAttendeesLeft,
  sendRegistrationChanged,
  sendRegistrationMade,
  type ReleasedAttendee,
} from './registration-notices';
import {
  toNewAttendee,
  toRegistration,
  toUserRegistration,
  type RegistrationWithDelegation,
} from './registration-mapping';
import {
  assertMainEmailIsAccount,
  assertSignatures,
  checkPayload,
  invalid,
  requiredPaymentCents,
  type CheckedPayload,
} from './registration-payload';
import { staffRegistrationsRepository } from './staff-registrations.repository';
import {
  registrationsRepository,
  type NewcomerOutcome,
  type RegistrationsRepository,
  type RegistrationWithAttendees,
} from './registrations.repository';

export { toRegistration };
export const FULL_EVENT_MESSAGE =
  'The event has reached its maximum capacity and we are unable to accept any more registrations at this time.';
export const ALREADY_REGISTERED_MESSAGE = 'You have already registered for this event.';
export const REGISTRATION_CLOSED_MESSAGE = 'Registration for this event is closed.';
export const NOT_EDITABLE_MESSAGE = 'This registration can no longer be changed.';
export const NOT_A_DELEGATE_MESSAGE = 'Only delegates have a delegation portal.';

/** The statuses that hold a place at the event (the rule lives in util-registration, shared with the apps). */
export { HOLDING_STATUSES };

/**
 * The attendee may edit while the registration can still move on (REGISTRATION_TRANSITIONS):
 * not in a final state, and not once checked in (the festival has seen who came).
 */
export const EDITABLE_STATUSES: readonly RegistrationStatus[] = REGISTRATION_STATUSES.filter(
  (s) => !isFinalStatus(s) && s !== 'CHECKED_IN',
);
export const isEditable = (status: RegistrationStatus) => EDITABLE_STATUSES.includes(status);

export interface RegistrationsDeps {
  db: Db;
  repository: RegistrationsRepository;
  /** The event's delegation keys (the events module owns them). */
  delegationKeysOf: typeof delegationKeysOf;
  mailer?: Pick<Mailer, 'send' | 'queue' | 'queued'>;
  /** The attendee site's origin, for the emails' link back to the registration. */
  attendeeSiteUrl?: string;
  now: () => Date;
  logger?: { error(details: Record<string, unknown>, message: string): void };
  /** The files module's check of an uploaded signature (null when fine); without it no signature is accepted. */
  checkSignature?: (filePath: string, ownerId: string) => Promise<string | null>;
  /** Charges a main event's registration fee; without it an event with a fee takes no registrations. */
  payments?: Pick<Payments, 'charge' | 'earlier' | 'fulfilled'>;
  /** Counts each account's registrations made or changed (REGISTRATION_WRITES_PER_HOUR); without it, no limit. */
  writeLimiter?: RateLimitStore;
  /** Limits the notices an account's registrations send to additional attendees; without it, none. */
  mailBudget?: MailBudget;
  /**
   * The activities module's release of the places held by people about to be taken off a
   * registration, in the same transaction (given by the app: the activities module imports this one).
   */
  releaseActivityPlaces?: (tx: Db, attendeeIds: readonly string[]) => Promise<void>;
}

/** People taken off a registration: their activity places given back first, then their rows. */
async function removeAttendees(deps: RegistrationsDeps, tx: Db, attendeeIds: string[]): Promise<void> {
  if (attendeeIds.length === 0) return;
  await deps.releaseActivityPlaces?.(tx, attendeeIds);
  await deps.repository.deleteAttendees(tx, attendeeIds);
}

/** The signed-in caller: their account and its verified email (the main attendee's). */
export interface Account {
  id: string;
  email: string;
}

export const TOO_MANY_WRITES_MESSAGE =
  'You have made or changed registrations too many times in the last hour. Please try again later.';

/**
 * One more registration made or changed by the account, refused (429 with Retry-After) beyond the
 * hourly budget, before anything is read or written: a script cannot churn registrations (each
 * change mails its attendees), while an honest attendee's few edits stay far below it.
 */
async function spendWrite(deps: RegistrationsDeps, userId: string): Promise<void> {
  if (!deps.writeLimiter) return;
  const wait = await deps.writeLimiter.hit(`registration-writes:${userId}`);
  if (wait > 0) throw new RateLimitError(TOO_MANY_WRITES_MESSAGE, wait);
}

/** 400 above the event's cap on the people of one registration (attendeeLimit: `stored` is what an edit's registration holds). */
function assertAttendeeLimit(payload: CheckedPayload, event: MainEventRow, stored = 0) {
  const limit = attendeeLimit(event.maxAttendeesPerRegistration, stored);
  if (payload.attendees.length <= limit) return;
  const message = attendeeLimitMessage(limit);
  throw new BadRequestError(message, [{ field: 'attendees', message }]);
}

export const PAYMENTS_UNAVAILABLE_MESSAGE = 'Card payments are not available on this server.';

/** The delegation key's row for a delegate (400 "Incorrect key" on the field otherwise), null for GENERAL. */
async function delegationKeyOf(deps: RegistrationsDeps, payload: CheckedPayload, caller: KeyCaller) {
  if (payload.type !== 'DELEGATE' || payload.delegationKey === null) return null;
  const key = await matchDelegationKey(deps, payload.eventId, payload.delegationKey, caller);
  if (!key) throw invalid([{ field: 'delegationKey', message: validationMessage('validation.incorrectKey') }]);
  return key;
}

/** Emails another registration of the event holds: the SPEC's "already existing account" error on each such field. */
const emailsOf = (payload: CheckedPayload) =>
  payload.attendees.map((a) => a.email).filter((e): e is string => e !== null);

async function assertEmailsFree(
  deps: RegistrationsDeps,
  tx: Db,
  payload: CheckedPayload,
  exceptRegistrationId?: string,
) {
  assertEmailsNotTaken(
    payload,
    await deps.repository.emailsTaken(tx, payload.eventId, emailsOf(payload), exceptRegistrationId),
  );
}

function assertEmailsNotTaken(payload: CheckedPayload, taken: Set<string>) {
  const errors = payload.attendees.flatMap((a, i) =>
    a.email !== null && taken.has(a.email)
      ? [{ field: `attendees[${i}].email`, message: validationMessage('validation.emailAlreadyUsed') }]
      : [],
  );
  if (errors.length) throw invalid(errors);
}

/** The main attendee's email (lower-cased, as checkPayload leaves it). */
const mainEmailOf = (payload: CheckedPayload) => payload.attendees.find((a) => a.isMainProfile)?.email ?? null;

/**
 * An additional attendee's email never keeps its owner from registering: when someone registers
 * (or edits) with their own verified email and another registration of the event lists them, their
 * own registration wins. The copy on the other registration is taken off it while it is only
 * booked (PENDING, APPROVED), so the person is not counted twice, and its lead is told
 * (sendAttendeesLeft); a copy that holds no place (cancelled, rejected), one that is history
 * (checked in, finished: the desk's record of who came) or a main attendee's (made before the main
 * email had to be the account's) only loses the email. A copy waiting on its lead's card payment
 * is left as it is: the email stays taken until that settles.
 * Run under the event's lock, in the transaction that registers.
 */
async function releaseCopiesOf(
  deps: RegistrationsDeps,
  tx: Db,
  eventId: string,
  email: string | null,
  userId: string,
): Promise<ReleasedAttendee[]> {
  if (email === null) return [];
  const holders = await deps.repository.emailHolders(tx, eventId, email, userId);
  const settled = holders.filter(({ attendee }) => attendee.status !== 'PENDING_PAYMENT');
  const takenOff = settled.filter(
    ({ attendee }) => !attendee.isMainProfile && (attendee.status === 'PENDING' || attendee.status === 'APPROVED'),
  );
  const removed = new Set(takenOff.map(({ attendee }) => attendee.id));
  await removeAttendees(deps, tx, [...removed]);
  await deps.repository.clearEmails(
    tx,
    settled.filter(({ attendee }) => !removed.has(attendee.id)).map(({ attendee }) => attendee.id),
  );
  return takenOff.map(({ attendee, leadEmail }) => ({
    registrationId: attendee.registrationId,
    leadEmail,
    name: personName(attendee),
  }));
}

/** Tells the leads whose registrations lost someone to that person's own registration. */
async function tellLeads(deps: RegistrationsDeps, eventId: string, released: readonly ReleasedAttendee[]) {
  if (released.length === 0 || !deps.mailer) return;
  const event = await findEvent(deps.db, eventId);
  if (event) await sendAttendeesLeft(deps, event, released);
}

function assertOpen(event: MainEventRow | null): asserts event is MainEventRow {
  if (!event) throw new NotFoundError('Event not found');
  if (event.status !== 'ACTIVE') throw new BusinessRuleError(REGISTRATION_CLOSED_MESSAGE);
}

/** Unique violations that slipped past the checks made under the lock, as the checks would have answered. */
function translateUniqueViolation(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'registrations_event_user_unique') throw new ConflictError(ALREADY_REGISTERED_MESSAGE);
  if (constraint === 'registration_attendees_event_email_unique')
    throw invalid([{ field: 'attendees', message: validationMessage('validation.emailAlreadyUsed') }]);
  throw error;
}

/** The stored registration and its event after a change, for its emails (nothing when there is no mailer). */
async function storedForMail(deps: RegistrationsDeps, eventId: string, userId: string) {
  if (!deps.mailer) return null;
  const [event, row] = await Promise.all([
    findEvent(deps.db, eventId),
    deps.repository.findByUser(deps.db, eventId, userId),
  ]);
  return event && row ? { event, row } : null;
}

/** The stored registration with the name of its delegation (null for GENERAL). */
export async function withDelegationName(db: Db, row: RegistrationWithAttendees): Promise<RegistrationWithDelegation> {
  const names = row.delegationKeyId ? await delegationNames(db, [row.delegationKeyId]) : new Map<string, string>();
  return { ...row, delegationName: (row.delegationKeyId && names.get(row.delegationKeyId)) || null };
}

/** Places free for `wanted` newcomers at the event (at most their number): what the capacity rule looks at. */
export const placesFreeFor = (capacity: number, holding: number, wanted: number) =>
  Math.min(wanted, Math.max(0, capacity - holding));

/** A registration that does not fit whole registers nobody. */
const fitsWhole = (free: number, wanted: number) => free >= wanted;

/**
 * The checks a new registration meets once its event is locked, in the order they answer: already
 * registered (409), an email another registration holds (400 on each such field), the capacity (409).
 */
function assertRegistrable(
  payload: CheckedPayload,
  capacity: number,
  checks: { registered: boolean; holding: number; taken: Set<string> },
) {
  if (checks.registered) throw new ConflictError(ALREADY_REGISTERED_MESSAGE);
  assertEmailsNotTaken(payload, checks.taken);
  const wanted = payload.attendees.length;
  if (!fitsWhole(placesFreeFor(capacity, checks.holding, wanted), wanted)) throw new ConflictError(FULL_EVENT_MESSAGE);
}

/**
 * POST /registrations/event. Refused first beyond the account's hourly budget of registration
 * changes (429) and above the event's cap on the people of one registration (400), before any
 * place is looked at. The capacity check and the insert run under the event row's lock, so
 * concurrent registrations queue and the event is never over-booked; a registration that does not
 * fit whole registers nobody. The usual case (no fee to charge) is one SQL statement with the
 * main attendee's confirmation (registerInOneStatement), the notices to the others following as
 * the mail budget allows; the rest takes the transaction (registerTheLongWay), as does a caller
 * whom another registration lists (releaseCopiesOf). The main attendee is the caller, with their
 * account's email (assertMainEmailIsAccount).
 *
 * With a registration fee (GENERAL attendees, fee above 0) the registration holds its places as
 * PENDING_PAYMENT while the card is charged outside the lock: approved, it takes its usual status;
 * declined or refused, it is removed (nothing created) and the gateway's reason is the 422; with
 * no answer from the gateway it stays PENDING_PAYMENT until reconciliation settles it
 * (settleRegistrationPayment). A repeat of the request finds the registration (409) and charges
 * nothing; the payment's idempotency key guards the charge itself.
 */
export async function createRegistration(
  deps: RegistrationsDeps,
  account: Account,
  ip: string,
  body: unknown,
): Promise<Registration> {
  const userId = account.id;
  await spendWrite(deps, userId);
  const payload = await checkPayload(deps, body);
  assertMainEmailIsAccount(payload, account.email);
  const found = await findEvent(deps.db, payload.eventId);
  if (!found) throw new NotFoundError('Event not found');
  assertAttendeeLimit(payload, found);
  const amount = requiredPaymentCents(payload, found.registrationFee);
  if (amount !== null && !deps.payments) throw new BusinessRuleError(PAYMENTS_UNAVAILABLE_MESSAGE);
  // A key used for a different payment is refused before anything is written.
  if (amount !== null) await deps.payments?.earlier(feeChargeRequest(found, userId, payload, amount));
  const key = await delegationKeyOf(deps, payload, { userId, ip });
  await assertSignatures(deps, userId, payload);
  if (amount === null && found.status === 'ACTIVE') {
    const made = await registerInOneStatement(deps, found, userId, payload, key);
    if (made) return toRegistration(made);
  }
  return registerTheLongWay(deps, userId, payload, key);
}

/**
 * The usual case in one SQL statement, with no transaction around it: the registration's rows and
 * emails are made here beforehand (with their ids), the decision for every number of places free
 * too, and the statement writes them only if the locked event calls for it
 * (registrationsRepository.registerNewcomer). Refused, the service's own checks say why from what
 * the statement read. Answers null, and the caller registers the long way, when the event changed
 * since it was read (status, fee, review setting) or a unique index refused a row written meanwhile.
 */
async function registerInOneStatement(
  deps: RegistrationsDeps,
  event: MainEventRow,
  userId: string,
  payload: CheckedPayload,
  key: { id: string; delegationName: string } | null,
): Promise<RegistrationWithDelegation | null> {
  const now = deps.now();
  const status = initialRegistrationStatus(event);
  const registrationId = randomUUID();
  const attendees = payload.attendees.map((a, i) => ({ ...toNewAttendee(a, i), id: randomUUID(), paymentKey: null }));
  const planned: RegistrationWithDelegation = {
    id: registrationId,
    mainEventId: event.id,
    userId,
    type: payload.type,
    status,
    delegationKeyId: key?.id ?? null,
    delegationName: key?.delegationName ?? null,
    isApplyEmergencyContactForAll: payload.isApplyEmergencyContactForAll,
    createdAt: now,
    updatedAt: now,
    attendees: attendees
      .map((a) => ({ ...a, registrationId, mainEventId: event.id, status, createdAt: now, updatedAt: now }))
      .sort((a, b) => Number(b.isMainProfile) - Number(a.isMainProfile) || a.position - b.position),
  };
  const wanted = attendees.length;
  let outcome: NewcomerOutcome;
  try {
    outcome = await deps.repository.registerNewcomer(deps.db, {
      ...planned,
      attendees,
      registrationFee: event.registrationFee,
      requiresReview: event.requiresReview,
      holdingStatuses: HOLDING_STATUSES,
      goesAhead: Array.from({ length: wanted + 1 }, (_, free) => fitsWhole(free, wanted)),
      mails: deps.mailer ? confirmationMails(deps, event, planned) : [],
      mailDueAt: now,
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) return null;
    throw error;
  }
  if (outcome.kind === 'changed') return null;
  // The caller's own email on another registration: the long way takes it back (releaseCopiesOf).
  const own = mainEmailOf(payload);
  if (!outcome.registered && !outcome.alreadyRegistered && own !== null && outcome.taken.has(own)) return null;
  if (!outcome.registered) {
    assertRegistrable(payload, outcome.capacity, {
      registered: outcome.alreadyRegistered,
      holding: outcome.holding,
      taken: outcome.taken,
    });
    return null;
  }
  deps.mailer?.queued();
  await sendAttendeeNotices(deps, event, planned);
  return { ...planned, createdAt: outcome.createdAt, updatedAt: outcome.createdAt };
}

/** A new registration in a transaction holding the event's lock: with a fee to charge, or when the event changed. */
async function registerTheLongWay(
  deps: RegistrationsDeps,
  userId: string,
  payload: CheckedPayload,
  key: { id: string } | null,
): Promise<Registration> {
  const { event, status, registrationId, amountCents, released } = await withLockedEvent(
    deps.db,
    payload.eventId,
    async (tx, locked) => {
      assertOpen(locked);
      // Under the lock: the fee that counts is the one the event has now.
      const amount = requiredPaymentCents(payload, locked.registrationFee);
      if (amount !== null && !deps.payments) throw new BusinessRuleError(PAYMENTS_UNAVAILABLE_MESSAGE);
      // Undone with the rest should a check below refuse the registration.
      const released = await releaseCopiesOf(deps, tx, locked.id, mainEmailOf(payload), userId);
      assertRegistrable(
        payload,
        locked.capacity,
        await deps.repository.checksBeforeRegistering(tx, locked.id, userId, emailsOf(payload), HOLDING_STATUSES),
      );
      const initial = amount === null ? initialRegistrationStatus(locked) : 'PENDING_PAYMENT';
      const row = await deps.repository.insertRegistration(
        tx,
        {
          mainEventId: locked.id,
          userId,
          type: payload.type,
          status: initial,
          delegationKeyId: key?.id ?? null,
          isApplyEmergencyContactForAll: payload.isApplyEmergencyContactForAll,
        },
        payload.attendees.map((a, i) => ({
          ...toNewAttendee(a, i),
          paymentKey: amount === null ? null : payload.idempotencyKey,
        })),
      );
      return { event: locked, status: initial, registrationId: row.id, amountCents: amount, released };
    },
  ).catch(translateUniqueViolation);
  await tellLeads(deps, event.id, released);

  let settled = status;
  if (amountCents !== null) settled = await payFee(deps, event, userId, registrationId, payload, amountCents);
  // The stored registration, read once for its emails and the answer.
  const row = await deps.repository.findByUser(deps.db, event.id, userId);
  if (!row) throw new NotFoundError('Registration not found');
  if (settled !== 'PENDING_PAYMENT') {
    // Without a fee, the event row read under the lock a moment ago; after a charge, as it is now.
    const mailEvent = amountCents === null ? event : await findEvent(deps.db, event.id);
    if (mailEvent) await sendRegistrationMade(deps, mailEvent, row);
  }
  return toRegistration(await withDelegationName(deps.db, row));
}

/** Charges the fee of a PENDING_PAYMENT registration and settles it by the outcome; returns its status. */
async function payFee(
  deps: RegistrationsDeps,
  event: MainEventRow,
  userId: string,
  registrationId: string,
  payload: CheckedPayload,
  amountCents: number,
): Promise<RegistrationStatus> {
  let outcome: ChargeOutcome;
  try {
    outcome = await (deps.payments as Pick<Payments, 'charge'>).charge(
      feeChargeRequest(event, userId, payload, amountCents),
    );
  } catch (error) {
    // Refused before any charge (an invalid card number, a reused key): nothing is kept. Anything
    // else may come after the charge (the database failing once the gateway approved): the
    // registration stays PENDING_PAYMENT for reconciliation to complete or the charge to be voided.
    if (error instanceof HttpError) await deps.repository.deleteIfStatus(deps.db, registrationId, 'PENDING_PAYMENT');
    throw error;
  }
  if (outcome.status === 'PENDING') return 'PENDING_PAYMENT';
  const payments = deps.payments as Pick<Payments, 'fulfilled'>;
  if (outcome.status !== 'APPROVED') {
    await deps.repository.deleteIfStatus(deps.db, registrationId, 'PENDING_PAYMENT');
    await payments.fulfilled(outcome.receipt.id);
    throw new BusinessRuleError(outcome.message);
  }
  const paid = initialRegistrationStatus(event);
  // Should this fail after the approval, the registration stays PENDING_PAYMENT and the payment
  // unfinished: reconciliation (settleRegistrationPayment) completes it.
  await deps.repository.moveStatus(deps.db, registrationId, 'PENDING_PAYMENT', paid, deps.now());
  await payments.fulfilled(outcome.receipt.id);
  return paid;
}

/**
 * Who a registration fee pays for, as the key is bound to it: the attendees by name, email and
 * date of birth (those an edit adds have no id until they are stored).
 */
const feeItems = (attendees: CheckedPayload['attendees']) =>
  attendees.map((a) => JSON.stringify([a.firstName, a.lastName, a.email, a.dob]));

/** A new registration's fee: everyone in it. */
function feeChargeRequest(event: MainEventRow, userId: string, payload: CheckedPayload, amountCents: number) {
  return {
    idempotencyKey: payload.idempotencyKey as string,
    userId,
    purpose: 'REGISTRATION' as const,
    referenceId: event.id,
    items: feeItems(payload.attendees),
    amountCents,
    description: `${event.name} registration × ${payload.attendees.length}`,
    payment: payload.payment as NonNullable<CheckedPayload['payment']>,
  };
}

/**
 * What reconciliation does with a registration fee payment that had no answer, or whose request
 * failed after the charge (Payments' onSettled for REGISTRATION). A new registration's: paid, it
 * takes its usual status and the confirmation goes out; not paid, it is removed, so the attendee
 * may register again. An edit's (the attendees it added carry the payment's key): paid, they take
 * the registration's status; not paid, they are removed. Safe to run twice: only what is still
 * PENDING_PAYMENT moves.
 */
export function settleRegistrationPayment(deps: RegistrationsDeps): SettlementHandler {
  return async ({ referenceId: eventId, userId, idempotencyKey, status }) => {
    if (!userId) return;
    const row = await deps.repository.findByUser(deps.db, eventId, userId);
    // Approved with no registration left to pay for: the charge is voided.
    if (!row) return status === 'APPROVED' ? 'void' : undefined;
    if (row.status !== 'PENDING_PAYMENT') return settleAddedAttendees(deps, row, idempotencyKey, status);
    const event = await findEvent(deps.db, eventId);
    if (!event) return;
    if (status !== 'APPROVED') {
      await deps.repository.deleteIfStatus(deps.db, row.id, 'PENDING_PAYMENT');
      return;
    }
    const paid = initialRegistrationStatus(event);
    if (await deps.repository.moveStatus(deps.db, row.id, 'PENDING_PAYMENT', paid, deps.now())) {
      const made = await storedForMail(deps, eventId, userId);
      if (made) await sendRegistrationMade(deps, made.event, made.row);
    }
  };
}

/** An edit's payment settled: the attendees it added (by its key) join, or go if it was not paid. */
async function settleAddedAttendees(
  deps: RegistrationsDeps,
  row: RegistrationWithAttendees,
  idempotencyKey: string,
  status: 'APPROVED' | 'DECLINED' | 'FAILED',
): Promise<void> {
  const waiting = row.attendees
    .filter((a) => a.paymentKey === idempotencyKey && a.status === 'PENDING_PAYMENT')
    .map((a) => a.id);
  if (waiting.length === 0) return;
  await withLockedEvent(deps.db, row.mainEventId, async (tx) => {
    if (status === 'APPROVED')
      await deps.repository.moveAttendeesStatus(tx, waiting, 'PENDING_PAYMENT', row.status, deps.now());
    else await deps.repository.deleteAttendeesIfStatus(tx, waiting, 'PENDING_PAYMENT');
  });
}

export async function getMyRegistration(
  deps: RegistrationsDeps,
  userId: string,
  eventId: string,
): Promise<Registration> {
  const row = await deps.repository.findByUser(deps.db, eventId, userId);
  if (!row) throw new NotFoundError('Registration not found');
  return toRegistration(await withDelegationName(deps.db, row));
}

/**
 * PUT /registrations/me/event/{eventId}: the same rules as a new registration (the hourly budget,
 * the cap on its people, which a registration saved above a since-lowered cap keeps). Attendees with
 * an id are updated, those without are added, those left out are removed. Added attendees
 * must fit the capacity (checked under the event lock, like a new registration).
 *
 * With a registration fee, the GENERAL attendees an edit adds pay it (registrationFeePayers), as
 * they would have in a new registration; those kept paid before, and those removed get nothing
 * back (non-refundable). Such an edit runs in two steps around the charge, which is made outside
 * the lock: first only the newcomers are added, PENDING_PAYMENT (holding their places, carrying
 * the payment's idempotency key); approved, the rest of the edit is made and they take the
 * registration's status; declined or refused, they are removed and nothing else was changed; with
 * no answer from the gateway the rest is made and they stay PENDING_PAYMENT until reconciliation
 * settles them (settleRegistrationPayment). The same submit again finds its key on the newcomers
 * and adds and charges nobody twice.
 */
export async function updateMyRegistration(
  deps: RegistrationsDeps,
  account: Account,
  ip: string,
  eventId: string,
  body: unknown,
): Promise<Registration> {
  const userId = account.id;
  await spendWrite(deps, userId);
  const existing = await deps.repository.findByUser(deps.db, eventId, userId);
  if (!existing) throw new NotFoundError('Registration not found');
  if (!isEditable(existing.status)) throw new BusinessRuleError(NOT_EDITABLE_MESSAGE);
  // The key was checked when the registration was made: a delegate edits without it (SPEC.md §4).
  const keyOnFile = existing.type === 'DELEGATE' ? existing.delegationKeyId : null;
  const payload = await checkPayload(deps, body, { delegationKeyOnFile: keyOnFile !== null });
  assertMainEmailIsAccount(payload, account.email);
  if (payload.eventId !== existing.mainEventId)
    throw invalid([{ field: 'eventId', message: validationMessage('validation.invalidOption') }]);
  const ownIds = new Set(existing.attendees.map((a) => a.id));
  const unknown = payload.attendees.flatMap((a, i) =>
    a.id !== null && !ownIds.has(a.id)
      ? [{ field: `attendees[${i}].id`, message: validationMessage('validation.invalidOption') }]
      : [],
  );
  if (unknown.length) throw invalid(unknown);
  if (isRetriedEdit(existing, payload)) return retriedEdit(deps, userId, existing, payload);
  const event = await findEvent(deps.db, existing.mainEventId);
  if (!event) throw new NotFoundError('Event not found');
  assertAttendeeLimit(payload, event, existing.attendees.length);
  // Refused before anything is changed: a missing payment, an unwanted one, another amount.
  const editAmount = requiredPaymentCents(payload, event.registrationFee, 'edit');
  if (editAmount !== null && !deps.payments) throw new BusinessRuleError(PAYMENTS_UNAVAILABLE_MESSAGE);
  // A key seen before: another request's is refused; the same edit's is a retry when its newcomers
  // still carry the key (read again: a twin submit stores them before it charges), and otherwise
  // the attendees it paid for were removed since (refuseSpentKey).
  const earlier =
    editAmount === null ? null : await deps.payments?.earlier(editChargeRequest(event, userId, payload, editAmount));
  if (earlier) {
    const latest = await deps.repository.findByUser(deps.db, existing.mainEventId, userId);
    if (latest && isRetriedEdit(latest, payload)) return retriedEdit(deps, userId, latest, payload);
    refuseSpentKey(earlier);
  }
  const key = await delegationKeyOf(deps, payload, { userId, ip });
  await assertSignatures(
    deps,
    userId,
    payload,
    existing.attendees.map((a) => a.signatureUrl),
  );
  const delegationKeyId = key?.id ?? (payload.type === 'DELEGATE' ? keyOnFile : null);

  const started = await withLockedEvent(deps.db, existing.mainEventId, async (tx, locked) => {
    if (!locked) throw new NotFoundError('Event not found');
    // Re-read under the lock: staff may have changed the status since, or a twin request came first.
    const current = await deps.repository.findByUser(tx, locked.id, userId);
    if (!current) throw new NotFoundError('Registration not found');
    if (!isEditable(current.status)) throw new BusinessRuleError(NOT_EDITABLE_MESSAGE);
    if (isRetriedEdit(current, payload)) return { retry: true as const };
    if (current.attendees.some((a) => a.status === 'PENDING_PAYMENT'))
      throw new ConflictError(PAYMENT_UNDER_WAY_MESSAGE);
    // Under the lock: the fee that counts is the one the event has now.
    const amountCents = requiredPaymentCents(payload, locked.registrationFee, 'edit');
    const released = await releaseCopiesOf(deps, tx, locked.id, mainEmailOf(payload), userId);
    await assertEmailsFree(deps, tx, payload, current.id);
    const added = payload.attendees.length - current.attendees.length;
    if (added > 0 && HOLDING_STATUSES.includes(current.status)) {
      const others = await deps.repository.countAttendeesHolding(tx, locked.id, HOLDING_STATUSES, current.id);
      if (others + payload.attendees.length > locked.capacity) throw new ConflictError(FULL_EVENT_MESSAGE);
    }
    if (amountCents === null) {
      await applyEdit(deps, tx, current, payload, delegationKeyId, null);
      return { retry: false as const, before: current, event: locked, amountCents, newcomerIds: [], released };
    }
    // Only the newcomers for now, holding their places while the card is charged. An email that an
    // attendee of this registration still has (one who leaves, or takes another) waits for the rest
    // of the edit (applyEdit); this registration keeps it meanwhile, so no other can take it.
    const heldHere = new Set(current.attendees.flatMap((a) => (a.email ? [a.email.toLowerCase()] : [])));
    const newcomerIds = await deps.repository.insertAttendees(
      tx,
      current,
      payload.attendees.flatMap((a, i) =>
        a.id === null
          ? [
              {
                ...toNewAttendee(a, i),
                email: a.email !== null && heldHere.has(a.email.toLowerCase()) ? null : a.email,
                isPayment: true,
                paymentKey: payload.idempotencyKey,
              },
            ]
          : [],
      ),
      'PENDING_PAYMENT',
    );
    return { retry: false as const, before: current, event: locked, amountCents, newcomerIds, released };
  }).catch(translateUniqueViolation);
  if (started.retry) return retriedEdit(deps, userId, existing, payload);

  const { before, amountCents, newcomerIds, released } = started;
  await tellLeads(deps, existing.mainEventId, released);
  if (amountCents !== null) {
    const outcome = await payForNewcomers(deps, started.event, userId, payload, amountCents, newcomerIds);
    await withLockedEvent(deps.db, existing.mainEventId, async (tx) => {
      const current = await deps.repository.findByUser(tx, existing.mainEventId, userId);
      if (!current) throw new NotFoundError('Registration not found');
      await applyEdit(deps, tx, current, payload, delegationKeyId, {
        ids: newcomerIds,
        paid: outcome.status === 'APPROVED',
      });
    }).catch(translateUniqueViolation);
    // Should anything before this fail after the approval, the payment stays unfinished and
    // reconciliation gives the newcomers their status (settleRegistrationPayment).
    if (outcome.status === 'APPROVED') await deps.payments?.fulfilled(outcome.receipt.id);
  }
  const changed = await storedForMail(deps, existing.mainEventId, userId);
  if (changed) await sendRegistrationChanged(deps, changed.event, before, changed.row);
  return getMyRegistration(deps, userId, existing.mainEventId);
}

export const PAYMENT_UNDER_WAY_MESSAGE =
  'A payment for this registration is still being processed: try again in a few minutes.';

/** The same paid edit again (a retried or double-clicked submit): its newcomers carry its key. */
const isRetriedEdit = (current: RegistrationWithAttendees, payload: CheckedPayload) =>
  payload.idempotencyKey !== null && current.attendees.some((a) => a.paymentKey === payload.idempotencyKey);

/**
 * The edit's writes under the event lock: attendees left out removed, kept ones updated, new ones
 * added, the registration's own fields. With `newcomers`, those were added already (PENDING_PAYMENT,
 * before the charge): paid, they take the registration's status; not yet, they stay as they are.
 */
async function applyEdit(
  deps: RegistrationsDeps,
  tx: Db,
  current: RegistrationWithAttendees,
  payload: CheckedPayload,
  delegationKeyId: string | null,
  newcomers: { ids: readonly string[]; paid: boolean } | null,
) {
  const kept = new Set(payload.attendees.map((a) => a.id).filter((id): id is string => id !== null));
  const added = new Set(newcomers?.ids ?? []);
  await removeAttendees(
    deps,
    tx,
    current.attendees.filter((a) => !kept.has(a.id) && !added.has(a.id)).map((a) => a.id),
  );
  // Emails may move between kept attendees; clear them first so the unique index sees no clash mid-way.
  await deps.repository.clearEmails(tx, [...kept]);
  const positioned = payload.attendees.map((a, i) => ({ id: a.id, values: toNewAttendee(a, i) }));
  for (const { id, values } of positioned) if (id !== null) await deps.repository.updateAttendee(tx, id, values);
  // The newcomers added before the charge get the emails that were still taken then.
  const newcomerValues = positioned.filter((a) => a.id === null).map((a) => a.values);
  if (newcomers !== null)
    for (const [i, id] of newcomers.ids.entries())
      await deps.repository.updateAttendee(tx, id, { ...newcomerValues[i], isPayment: true });
  if (newcomers === null)
    await deps.repository.insertAttendees(
      tx,
      current,
      positioned.filter((a) => a.id === null).map((a) => a.values),
    );
  else if (newcomers.paid)
    await deps.repository.moveAttendeesStatus(tx, newcomers.ids, 'PENDING_PAYMENT', current.status, deps.now());
  await deps.repository.updateRegistration(tx, current.id, {
    type: payload.type,
    delegationKeyId,
    isApplyEmergencyContactForAll: payload.isApplyEmergencyContactForAll,
  });
}

/**
 * Charges the fee of the attendees an edit added (PENDING_PAYMENT). Declined, failed or refused
 * before the charge: they are removed, so the registration is as it was, and the reason is the
 * 422. Approved or with no answer yet: the outcome, for the rest of the edit.
 */
async function payForNewcomers(
  deps: RegistrationsDeps,
  event: MainEventRow,
  userId: string,
  payload: CheckedPayload,
  amountCents: number,
  newcomerIds: readonly string[],
): Promise<ChargeOutcome> {
  const payments = deps.payments as Pick<Payments, 'charge' | 'fulfilled'>;
  let outcome: ChargeOutcome;
  try {
    outcome = await payments.charge(editChargeRequest(event, userId, payload, amountCents));
  } catch (error) {
    // Refused before any charge (an invalid card number, a reused key): nothing is kept. Anything
    // else may come after the charge: the newcomers stay PENDING_PAYMENT for reconciliation.
    if (error instanceof HttpError)
      await deps.repository.deleteAttendeesIfStatus(deps.db, newcomerIds, 'PENDING_PAYMENT');
    throw error;
  }
  if (outcome.status === 'DECLINED' || outcome.status === 'FAILED') {
    await deps.repository.deleteAttendeesIfStatus(deps.db, newcomerIds, 'PENDING_PAYMENT');
    await payments.fulfilled(outcome.receipt.id);
    throw new BusinessRuleError(`${outcome.message} Nothing was changed.`);
  }
  return outcome;
}

/** An edit's fee: the attendees it adds. */
function editChargeRequest(event: MainEventRow, userId: string, payload: CheckedPayload, amountCents: number) {
  const newcomers = payload.attendees.filter((a) => a.id === null);
  return {
    idempotencyKey: payload.idempotencyKey as string,
    userId,
    purpose: 'REGISTRATION' as const,
    referenceId: event.id,
    items: feeItems(newcomers),
    amountCents,
    description: `${event.name} registration × ${newcomers.length} (added)`,
    payment: payload.payment as NonNullable<CheckedPayload['payment']>,
  };
}

/**
 * A paid edit submitted again with the same key: nothing is added or charged again. The payment
 * is asked again with the same key, which answers the first outcome without a second charge, and
 * newcomers whose approval was not yet recorded are completed.
 */
async function retriedEdit(
  deps: RegistrationsDeps,
  userId: string,
  current: RegistrationWithAttendees,
  payload: CheckedPayload,
): Promise<Registration> {
  const waiting = current.attendees.filter(
    (a) => a.paymentKey === payload.idempotencyKey && a.status === 'PENDING_PAYMENT',
  );
  const event = await findEvent(deps.db, current.mainEventId);
  if (event && deps.payments && payload.payment) {
    const request = editChargeRequest(event, userId, payload, payload.payment.amount);
    // Nothing left to complete: only whether it is the same edit (another one with the key is a 409).
    if (waiting.length === 0) {
      await deps.payments.earlier(request);
      return getMyRegistration(deps, userId, current.mainEventId);
    }
    const outcome = await deps.payments.charge({ ...request, retry: true });
    if (outcome.status === 'APPROVED') {
      const ids = waiting.map((a) => a.id);
      if (await deps.repository.moveAttendeesStatus(deps.db, ids, 'PENDING_PAYMENT', current.status, deps.now()))
        await deps.payments.fulfilled(outcome.receipt.id);
    }
  }
  return getMyRegistration(deps, userId, current.mainEventId);
}

/** GET /registrations/event/{id}/check: whether the key opens DELEGATE registration (a GENERAL one needs none). */
export async function checkDelegationKey(
  deps: RegistrationsDeps,
  caller: KeyCaller,
  eventId: string,
  query: { delegationKey: string; type?: 'GENERAL' | 'DELEGATE' },
) {
  if (!(await findEvent(deps.db, eventId))) throw new NotFoundError('Event not found');
  if (query.type === 'GENERAL') return { isSuccess: true };
  return { isSuccess: (await matchDelegationKey(deps, eventId, query.delegationKey, caller)) !== null };
}

/** The delegation portal: members registered with the caller's key, their names and statuses only. */
export async function getDelegation(
  deps: RegistrationsDeps,
  userId: string,
  eventId: string,
): Promise<DelegationPortal> {
  const stored = await deps.repository.findByUser(deps.db, eventId, userId);
  if (!stored) throw new NotFoundError('Registration not found');
  if (stored.type !== 'DELEGATE' || !stored.delegationKeyId) throw new ForbiddenError(NOT_A_DELEGATE_MESSAGE);
  const mine = await withDelegationName(deps.db, stored);
  const members = await deps.repository.delegationMembers(deps.db, eventId, stored.delegationKeyId);
  return {
    delegationName: mine.delegationName ?? '',
    members: members.map(({ attendee, registrationStatus, userId: owner }) => ({
      registrationId: attendee.registrationId,
      attendeeId: attendee.id,
      firstName: attendee.firstName,
      lastName: attendee.lastName,
      isMainProfile: attendee.isMainProfile,
      isMine: owner === userId,
      status: attendee.status,
      registrationStatus,
    })),
  };
}

/** Which of these file paths an attendee holds as a signature (the files module sweeps the rest). */
export function signaturesAmong(db: Db, paths: readonly string[]): Promise<Set<string>> {
  return registrationsRepository.signaturesAmong(db, paths);
}

/** The registrations the events module's caller routes read (apps/api passes this to eventsRoutes). */
export const eventRegistrations: EventRegistrations = {
  async ofUser(db, userId) {
    return (await registrationsRepository.findAllByUser(db, userId)).map(toUserRegistration);
  },
  isRegistered: (db, eventId, userId) => registrationsRepository.isRegistered(db, eventId, userId),
  placesHeld: (db, eventId) => registrationsRepository.countAttendeesHolding(db, eventId, HOLDING_STATUSES),
};

/** For the staff events routes: registrations made with each delegation key. */
export const delegationKeyUsage: DelegationKeyUsage = {
  registrationsPerKey: (db, keyIds) => registrationsRepository.countByDelegationKeys(db, keyIds),
  registrationCountOf: (keyId) => registrationsRepository.countByDelegationKeySql(keyId),
};

/**
 * One registration by id with its owner (`userId`) and attendees, or null: for modules that act on
 * a registration by id (the wallet pass) and decide themselves who may.
 */
export function findRegistration(db: Db, id: string): Promise<RegistrationWithAttendees | null> {
  return staffRegistrationsRepository.findById(db, id);
}

/**
 * What the activities module needs of a main-event registration: who may be booked for an
 * activity, their names, the type that decides who pays, and where to send the emails.
 */
export interface ActivityBooker {
  registrationId: string;
  userId: string;
  mainEventId: string;
  type: 'GENERAL' | 'DELEGATE';
  status: RegistrationStatus;
  /** The main attendee's email, or null. */
  contactEmail: string | null;
  attendees: { id: string; name: string; status: RegistrationStatus }[];
}

function toBooker(row: RegistrationWithAttendees): ActivityBooker {
  return {
    registrationId: row.id,
    userId: row.userId,
    mainEventId: row.mainEventId,
    type: row.type,
    status: row.status,
    contactEmail: row.attendees.find((a) => a.isMainProfile)?.email ?? null,
    attendees: row.attendees.map((a) => ({ id: a.id, name: personName(a), status: a.status })),
  };
}

/** The user's registration for the main event as the activities module sees it, or null. */
export async function findActivityBooker(db: Db, mainEventId: string, userId: string): Promise<ActivityBooker | null> {
  const row = await registrationsRepository.findByUser(db, mainEventId, userId);
  return row ? toBooker(row) : null;
}

/** These registrations as the activities module sees them (for waitlist emails), by id. */
export async function activityBookersByIds(db: Db, ids: readonly string[]): Promise<Map<string, ActivityBooker>> {
  const rows = await registrationsRepository.findByIds(db, ids);
  return new Map(rows.map((row) => [row.id, toBooker(row)]));
}
