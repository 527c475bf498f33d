import { decideReservation, flagPayingAttendees, type ReservationInput } from './reservation';

const base: ReservationInput = {
  availableSlot: 5,
  attendeeCount: 2,
  isAllowWaitList: false,
  type: 'GENERAL',
  feeCents: 2500,
  isEditMode: false,
};

describe('decideReservation (SPEC.md §4 "Activity reservation flow")', () => {
  it.each<
    [
      string,
      Partial<ReservationInput>,
      { dialog: string; confirmsChanges: boolean; opensPayment: boolean; payingCount: number },
    ]
  >([
    [
      '1. no waitlist, no slots: fully registered',
      { availableSlot: 0 },
      { dialog: 'FULLY_REGISTERED', confirmsChanges: false, opensPayment: false, payingCount: 0 },
    ],
    [
      '1. a negative slot count is no slot',
      { availableSlot: -3 },
      { dialog: 'FULLY_REGISTERED', confirmsChanges: false, opensPayment: false, payingCount: 0 },
    ],
    [
      '2. no waitlist, fewer slots: attention, pay for the remaining',
      { availableSlot: 1, attendeeCount: 3 },
      { dialog: 'ATTENTION_PARTIAL', confirmsChanges: false, opensPayment: true, payingCount: 1 },
    ],
    [
      '3. waitlist, fewer slots: join the waitlist',
      { availableSlot: 1, attendeeCount: 3, isAllowWaitList: true },
      { dialog: 'JOIN_WAITLIST', confirmsChanges: false, opensPayment: true, payingCount: 1 },
    ],
    [
      '3. waitlist, no slots: join the waitlist, nothing to pay',
      { availableSlot: 0, isAllowWaitList: true },
      { dialog: 'JOIN_WAITLIST', confirmsChanges: false, opensPayment: false, payingCount: 0 },
    ],
    [
      '4. enough slots: confirm, then pay',
      {},
      { dialog: 'CONFIRM', confirmsChanges: false, opensPayment: true, payingCount: 2 },
    ],
    [
      '4. exactly enough slots',
      { availableSlot: 2 },
      { dialog: 'CONFIRM', confirmsChanges: false, opensPayment: true, payingCount: 2 },
    ],
    [
      '4. with a waitlist and enough slots',
      { isAllowWaitList: true },
      { dialog: 'CONFIRM', confirmsChanges: false, opensPayment: true, payingCount: 2 },
    ],
    [
      '4. edit mode confirms changes',
      { isEditMode: true },
      { dialog: 'CONFIRM', confirmsChanges: true, opensPayment: true, payingCount: 2 },
    ],
    [
      'delegates never pay',
      { type: 'DELEGATE' },
      { dialog: 'CONFIRM', confirmsChanges: false, opensPayment: false, payingCount: 2 },
    ],
    [
      'a free activity submits directly',
      { feeCents: 0 },
      { dialog: 'CONFIRM', confirmsChanges: false, opensPayment: false, payingCount: 2 },
    ],
  ])('%s', (_name, patch, decision) => {
    expect(decideReservation({ ...base, ...patch })).toEqual(decision);
  });
});

describe('flagPayingAttendees', () => {
  const people = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it.each([
    [3, [true, true, true]],
    [5, [true, true, true]],
    [2, [true, true, false]],
    [0, [false, false, false]],
    [-1, [false, false, false]],
  ])('%i slots → %o', (slots, flags) => {
    expect(flagPayingAttendees(people, slots)).toEqual(people.map((p, i) => ({ id: p.id, isPayment: flags[i] })));
  });
});
