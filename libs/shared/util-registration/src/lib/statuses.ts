import type {
  RegistrationStatus,
  RegistrationType,
  SubEventRegistrationStatus,
} from '@festival/shared-util-api-contracts';

/**
 * Registration statuses (SPEC.md §4) and the transitions allowed between them.
 *
 *   new ──► PENDING ─────────────┬──► APPROVED ──► CHECKED_IN ──► FINISHED
 *    │        │  ▲               │       │  └──────────────────────► FINISHED
 *    │        │  └── WAITING_LIST ◄┘     └──► CANCELED / INVALID
 *    │        ├──► PENDING_PAYMENT ──► APPROVED (paid) / PENDING (paid, review) / CANCELED / INVALID
 *    │        └──► REJECTED / CANCELED / INVALID
 *    └─(event needs no review)──► APPROVED
 *
 * REJECTED, CANCELED, FINISHED and INVALID are final: a person registers again instead.
 */
export const REGISTRATION_STATUSES = [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'WAITING_LIST',
  'CANCELED',
  'FINISHED',
  'PENDING_PAYMENT',
  'CHECKED_IN',
  'INVALID',
] as const satisfies readonly RegistrationStatus[];
// The type is the API contract's; the record below makes sure the list names every status.
export type { RegistrationStatus };

export const REGISTRATION_TRANSITIONS: Readonly<Record<RegistrationStatus, readonly RegistrationStatus[]>> = {
  PENDING: ['APPROVED', 'REJECTED', 'WAITING_LIST', 'PENDING_PAYMENT', 'CANCELED', 'INVALID'],
  PENDING_PAYMENT: ['APPROVED', 'PENDING', 'CANCELED', 'INVALID'],
  WAITING_LIST: ['PENDING', 'APPROVED', 'REJECTED', 'CANCELED'],
  APPROVED: ['CHECKED_IN', 'FINISHED', 'CANCELED', 'INVALID'],
  CHECKED_IN: ['FINISHED'],
  REJECTED: [],
  CANCELED: [],
  FINISHED: [],
  INVALID: [],
};

export const isRegistrationStatus = (value: unknown): value is RegistrationStatus =>
  typeof value === 'string' && (REGISTRATION_STATUSES as readonly string[]).includes(value);

export function canTransition(from: RegistrationStatus, to: RegistrationStatus): boolean {
  return REGISTRATION_TRANSITIONS[from].includes(to);
}

export const isFinalStatus = (status: RegistrationStatus): boolean => REGISTRATION_TRANSITIONS[status].length === 0;

/** A new registration waits for review, unless the event needs none. */
export function initialRegistrationStatus(event: { requiresReview: boolean }): RegistrationStatus {
  return event.requiresReview ? 'PENDING' : 'APPROVED';
}

/**
 * Registrations in these states hold a place at the event: the capacity counts their attendees,
 * and they have a wallet pass. WAITING_LIST waits for a place; REJECTED, CANCELED and INVALID gave theirs back.
 */
export const HOLDING_STATUSES: readonly RegistrationStatus[] = [
  'PENDING',
  'PENDING_PAYMENT',
  'APPROVED',
  'CHECKED_IN',
  'FINISHED',
];
export const holdsPlace = (status: RegistrationStatus): boolean => HOLDING_STATUSES.includes(status);

/** One attendee's record for an activity. */
export const SUB_EVENT_REGISTRATION_STATUSES = [
  'RESERVED',
  'WAITING_LIST',
  'CANCELED',
  'CHECKED_IN',
] as const satisfies readonly SubEventRegistrationStatus[];
// The type is the API contract's.
export type { SubEventRegistrationStatus };

/** What an activity card shows for the viewer's registration, from its attendees' records. */
export type DerivedSubEventStatus = 'RESERVED' | 'WAITING_LIST' | 'CHECKED_IN' | 'NOT_RESERVED';

/**
 * SPEC.md §4: reserved if any record is RESERVED, waitlisted if all are WAITING_LIST,
 * checked in if all are CHECKED_IN. Anything else (no records, all canceled, a mix without a
 * reservation) is NOT_RESERVED. Pass `eventRegistrationId` to look only at that
 * registration's records.
 */
export function deriveSubEventStatus(
  records: readonly { status: SubEventRegistrationStatus; eventRegistrationId?: string | null }[],
  eventRegistrationId?: string,
): DerivedSubEventStatus {
  const mine =
    eventRegistrationId === undefined ? records : records.filter((r) => r.eventRegistrationId === eventRegistrationId);
  if (mine.length === 0) return 'NOT_RESERVED';
  if (mine.some((r) => r.status === 'RESERVED')) return 'RESERVED';
  if (mine.every((r) => r.status === 'WAITING_LIST')) return 'WAITING_LIST';
  if (mine.every((r) => r.status === 'CHECKED_IN')) return 'CHECKED_IN';
  return 'NOT_RESERVED';
}

export interface SubEventCapacity {
  capacity: number;
  numRegistration: number;
  isAllowWaitList: boolean;
}

/** A sub-event accepts a registration when it has room or keeps a waitlist. */
export function acceptsRegistration(subEvent: SubEventCapacity): boolean {
  return subEvent.numRegistration < subEvent.capacity || subEvent.isAllowWaitList;
}

/** Only ACTIVE sub-events are listed to users. */
export const isListedToUsers = (subEvent: { status: string }): boolean => subEvent.status === 'ACTIVE';

/** Only GENERAL attendees pay, and only when the fee is above zero. */
export function paymentRequired(type: RegistrationType | string, feeCents: number): boolean {
  return type === 'GENERAL' && feeCents > 0;
}

/**
 * How many attendees pay the main event's registration fee with this submit: all of a new GENERAL
 * registration; on an edit, only those it adds (attendees without an id), as those kept paid when
 * they were added (the fee is non-refundable, so removing attendees gives nothing back).
 */
export function registrationFeePayers(
  type: RegistrationType | string,
  feeCents: number,
  mode: 'create' | 'edit',
  attendees: readonly { id?: string | null }[],
): number {
  if (!paymentRequired(type, feeCents)) return 0;
  return mode === 'create' ? attendees.length : attendees.filter((a) => !a.id).length;
}

/**
 * The moves staff make by hand from a status (approve, reject, waitlist, cancel, mark invalid,
 * finish): the state machine's, less those the system makes itself (a payment starting or
 * settling, a check-in at the door).
 */
const SYSTEM_MOVES: Partial<Record<RegistrationStatus, readonly RegistrationStatus[]>> = {
  PENDING: ['PENDING_PAYMENT'],
  PENDING_PAYMENT: ['APPROVED', 'PENDING'],
  APPROVED: ['CHECKED_IN'],
};
export function staffMoves(from: RegistrationStatus): RegistrationStatus[] {
  const system = SYSTEM_MOVES[from] ?? [];
  return REGISTRATION_TRANSITIONS[from].filter((to) => !system.includes(to));
}
