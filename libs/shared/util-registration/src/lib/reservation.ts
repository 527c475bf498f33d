import type { RegistrationType } from '@festival/shared-util-api-contracts';
import { paymentRequired } from './statuses';

/**
 * The activity reservation flow (SPEC.md §4), decided from the available-slot answer:
 *
 * 1. no waitlist and no slots            → FULLY_REGISTERED (a thank-you, nothing to do)
 * 2. no waitlist, fewer slots than people → ATTENTION_PARTIAL (reserve the remaining ones)
 * 3. waitlist and fewer slots (or none)   → JOIN_WAITLIST
 * 4. otherwise                            → CONFIRM (in edit mode, "confirm changes")
 */
export type ReservationDialog = 'FULLY_REGISTERED' | 'ATTENTION_PARTIAL' | 'JOIN_WAITLIST' | 'CONFIRM';

export interface ReservationInput {
  availableSlot: number;
  attendeeCount: number;
  isAllowWaitList: boolean;
  type: RegistrationType;
  /** The activity fee per person, in cents. */
  feeCents: number;
  isEditMode: boolean;
}

export interface ReservationDecision {
  dialog: ReservationDialog;
  /** The confirmation asks to confirm changes rather than a new reservation. */
  confirmsChanges: boolean;
  /** After the dialog is accepted, the payment screen opens (else submit directly). */
  opensPayment: boolean;
  /** Attendees who get a place (and pay); the rest are flagged not paying. */
  payingCount: number;
}

export function decideReservation(input: ReservationInput): ReservationDecision {
  const slots = Math.max(0, input.availableSlot);
  const payingCount = Math.min(slots, input.attendeeCount);
  const opensPayment = paymentRequired(input.type, input.feeCents) && slots > 0;
  let dialog: ReservationDialog;
  if (!input.isAllowWaitList && slots === 0) dialog = 'FULLY_REGISTERED';
  else if (!input.isAllowWaitList && slots < input.attendeeCount) dialog = 'ATTENTION_PARTIAL';
  else if (input.isAllowWaitList && slots < input.attendeeCount) dialog = 'JOIN_WAITLIST';
  else dialog = 'CONFIRM';
  return {
    dialog,
    confirmsChanges: dialog === 'CONFIRM' && input.isEditMode,
    opensPayment: dialog !== 'FULLY_REGISTERED' && opensPayment,
    payingCount: dialog === 'FULLY_REGISTERED' ? 0 : payingCount,
  };
}

/**
 * The attendees as sent with the activity registration: in their order, the first
 * `availableSlot` are paying (they get the places), the rest are flagged not paying.
 */
export function flagPayingAttendees<T extends { id: string }>(
  attendees: readonly T[],
  availableSlot: number,
): { id: string; isPayment: boolean }[] {
  const slots = Math.max(0, availableSlot);
  return attendees.map((a, index) => ({ id: a.id, isPayment: index < slots }));
}
