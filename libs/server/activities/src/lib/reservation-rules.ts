import { BusinessRuleError, ConflictError } from '@festival/server-platform';
import type { PaymentPayload, RegistrationType } from '@festival/shared-util-api-contracts';
import { calculateFees, formatUsd } from '@festival/shared-util-fee-calculator';
import { paymentRequired } from '@festival/shared-util-registration';

/** SPEC.md §8, the Fully Registered dialog's text: the server refuses with the same words. */
export const FULLY_REGISTERED_MESSAGE = 'Unable to register for this event because all slots are currently full.';

/** What a record's status says about the activity's places (SPEC.md §3, docs/statuses.md). */
export interface PlaceHolder {
  status: 'RESERVED' | 'WAITING_LIST' | 'CANCELED' | 'CHECKED_IN';
  heldUntil: Date | null;
  paymentId: string | null;
}

/**
 * A record holds one of the activity's places (and `num_registration` counts it) when RESERVED or
 * CHECKED_IN, or WAITING_LIST with `held_until` set: an offer to pay, or a payment under way.
 */
export const holdsPlace = (row: Pick<PlaceHolder, 'status' | 'heldUntil'>): boolean =>
  row.status === 'RESERVED' || row.status === 'CHECKED_IN' || (row.status === 'WAITING_LIST' && row.heldUntil !== null);

/** A waitlist offer still open: a held place for a waiting attendee to pay for, no payment under way. */
export const isOpenOffer = (row: PlaceHolder, now: Date): boolean =>
  row.status === 'WAITING_LIST' && row.heldUntil !== null && row.heldUntil > now && row.paymentId === null;

/** A payment for this record was sent and its answer has not come yet (reconciliation settles it). */
export const awaitsPayment = (row: PlaceHolder): boolean => row.status === 'WAITING_LIST' && row.paymentId !== null;

/** The places newcomers may take now: waiting attendees come before them (first come, first served). */
export function placesFree(activity: { capacity: number; isAllowWaitList: boolean }, held: number, waiting: number) {
  const free = Math.max(0, activity.capacity - held);
  return activity.isAllowWaitList ? Math.max(0, free - waiting) : free;
}

export interface PlacesInput {
  /** Places free for newcomers (placesFree). */
  free: number;
  isAllowWaitList: boolean;
  type: RegistrationType;
  feeCents: number;
  /** Attendees without a record here, in the order the request gives them (arrival order). */
  newcomers: readonly { id: string; isPayment: boolean }[];
  /** Kept attendees holding an open offer, paid for with this request. */
  offersToPay: number;
}

export interface PlacesDecision {
  /** Attendee ids that get a place, in order. */
  granted: string[];
  /** Attendee ids that join the waitlist, in order. */
  waitlisted: string[];
  /** Attendee ids left out: no place and no waitlist, as the client's Attention dialog agreed. */
  dropped: string[];
  /** How many pay (GENERAL at an activity with a fee): the granted and the offers paid. */
  paying: number;
  /** Fees plus the card fee, in cents (0 when nobody pays). */
  amountCents: number;
}

/**
 * Who gets a place, who waits and what is charged: the server's answer, whatever the client
 * thought. Places go in the order the attendees are given. Without a waitlist, a request with
 * more attendees than places is refused unless the client flagged every extra attendee
 * `isPayment: false` (the Attention dialog's "reserve the remaining ones").
 */
export function decidePlaces(input: PlacesInput): PlacesDecision {
  const granted = input.newcomers.slice(0, input.free);
  const rest = input.newcomers.slice(input.free);
  let waitlisted: typeof rest = [];
  let dropped: typeof rest = [];
  if (rest.length > 0) {
    if (input.isAllowWaitList) waitlisted = rest;
    else if (granted.length === 0) throw new ConflictError(FULLY_REGISTERED_MESSAGE);
    else if (rest.every((a) => !a.isPayment)) dropped = rest;
    else
      throw new ConflictError(
        `Only ${input.free} ${input.free === 1 ? 'place is' : 'places are'} left at this activity and it has no waitlist: reserve the remaining ones or choose fewer attendees.`,
      );
  }
  const paying = paymentRequired(input.type, input.feeCents) ? granted.length + input.offersToPay : 0;
  return {
    granted: granted.map((a) => a.id),
    waitlisted: waitlisted.map((a) => a.id),
    dropped: dropped.map((a) => a.id),
    paying,
    amountCents: paying > 0 ? calculateFees(input.feeCents, paying).totalCents : 0,
  };
}

/**
 * The payment must match the server's figure: present when something is to pay, absent
 * otherwise, with the exact amount (fees plus the card fee) and an idempotency key.
 */
export function checkPayment(
  payment: PaymentPayload | null | undefined,
  idempotencyKey: string | undefined,
  amountCents: number,
): void {
  if (amountCents === 0) {
    if (payment) throw new BusinessRuleError('No payment is needed for this reservation: nothing was charged.');
    return;
  }
  if (!payment) throw new BusinessRuleError(`A payment of ${formatUsd(amountCents)} is required for this reservation.`);
  if (payment.amount !== amountCents)
    throw new BusinessRuleError(
      `The payment amount must be ${formatUsd(amountCents)} (fees plus the card fee), not ${formatUsd(payment.amount)}: nothing was charged.`,
    );
  if (!idempotencyKey) throw new BusinessRuleError('A payment needs an idempotencyKey: nothing was charged.');
}
