import {
  staffMoves,
  acceptsRegistration,
  canTransition,
  deriveSubEventStatus,
  holdsPlace,
  initialRegistrationStatus,
  isFinalStatus,
  isListedToUsers,
  paymentRequired,
  registrationFeePayers,
  REGISTRATION_STATUSES,
  SUB_EVENT_REGISTRATION_STATUSES,
  type RegistrationStatus,
  type SubEventRegistrationStatus,
} from './statuses';

describe('registration statuses (SPEC.md §4)', () => {
  it('has the SPEC list', () => {
    expect(REGISTRATION_STATUSES).toEqual([
      'PENDING',
      'APPROVED',
      'REJECTED',
      'WAITING_LIST',
      'CANCELED',
      'FINISHED',
      'PENDING_PAYMENT',
      'CHECKED_IN',
      'INVALID',
    ]);
    expect(SUB_EVENT_REGISTRATION_STATUSES).toEqual(['RESERVED', 'WAITING_LIST', 'CANCELED', 'CHECKED_IN']);
  });

  it.each([
    [true, 'PENDING'],
    [false, 'APPROVED'],
  ])('a new registration when review is %s starts %s', (requiresReview, status) => {
    expect(initialRegistrationStatus({ requiresReview })).toBe(status);
  });

  const allowed: [RegistrationStatus, RegistrationStatus][] = [
    ['PENDING', 'APPROVED'],
    ['PENDING', 'REJECTED'],
    ['PENDING', 'WAITING_LIST'],
    ['PENDING', 'PENDING_PAYMENT'],
    ['PENDING', 'CANCELED'],
    ['PENDING', 'INVALID'],
    ['PENDING_PAYMENT', 'APPROVED'],
    ['PENDING_PAYMENT', 'PENDING'],
    ['PENDING_PAYMENT', 'CANCELED'],
    ['PENDING_PAYMENT', 'INVALID'],
    ['WAITING_LIST', 'PENDING'],
    ['WAITING_LIST', 'APPROVED'],
    ['WAITING_LIST', 'REJECTED'],
    ['WAITING_LIST', 'CANCELED'],
    ['APPROVED', 'CHECKED_IN'],
    ['APPROVED', 'FINISHED'],
    ['APPROVED', 'CANCELED'],
    ['APPROVED', 'INVALID'],
    ['CHECKED_IN', 'FINISHED'],
  ];
  const key = (from: string, to: string) => `${from}->${to}`;
  const allowedSet = new Set(allowed.map(([f, t]) => key(f, t)));
  const everyPair = REGISTRATION_STATUSES.flatMap((from) =>
    REGISTRATION_STATUSES.map((to) => [from, to, allowedSet.has(key(from, to))] as const),
  );

  it.each(everyPair)('%s → %s allowed: %s', (from, to, ok) => {
    expect(canTransition(from, to)).toBe(ok);
  });

  it.each([
    ['REJECTED', true],
    ['CANCELED', true],
    ['FINISHED', true],
    ['INVALID', true],
    ['PENDING', false],
    ['APPROVED', false],
    ['CHECKED_IN', false],
  ] as const)('%s final: %s', (status, final) => {
    expect(isFinalStatus(status)).toBe(final);
  });
});

describe('deriveSubEventStatus', () => {
  const records = (...statuses: SubEventRegistrationStatus[]) =>
    statuses.map((status) => ({ status, eventRegistrationId: 'r1' }));
  it.each<[SubEventRegistrationStatus[], string]>([
    [['RESERVED'], 'RESERVED'],
    [['RESERVED', 'WAITING_LIST'], 'RESERVED'],
    [['CANCELED', 'RESERVED'], 'RESERVED'],
    [['CHECKED_IN', 'RESERVED'], 'RESERVED'],
    [['WAITING_LIST', 'WAITING_LIST'], 'WAITING_LIST'],
    [['WAITING_LIST', 'CANCELED'], 'NOT_RESERVED'],
    [['CHECKED_IN', 'CHECKED_IN'], 'CHECKED_IN'],
    [['CHECKED_IN', 'CANCELED'], 'NOT_RESERVED'],
    [['CANCELED'], 'NOT_RESERVED'],
    [[], 'NOT_RESERVED'],
  ])('%o → %s', (statuses, derived) => {
    expect(deriveSubEventStatus(records(...statuses))).toBe(derived);
  });

  it('looks only at the given registration', () => {
    const mixed = [
      { status: 'RESERVED' as const, eventRegistrationId: 'other' },
      { status: 'WAITING_LIST' as const, eventRegistrationId: 'mine' },
    ];
    expect(deriveSubEventStatus(mixed, 'mine')).toBe('WAITING_LIST');
    expect(deriveSubEventStatus(mixed, 'nobody')).toBe('NOT_RESERVED');
  });
});

describe('acceptsRegistration', () => {
  it.each([
    [10, 9, false, true],
    [10, 10, false, false],
    [10, 11, false, false],
    [10, 10, true, true],
    [0, 0, false, false],
    [0, 0, true, true],
  ])('capacity %i, registered %i, waitlist %s → %s', (capacity, numRegistration, isAllowWaitList, ok) => {
    expect(acceptsRegistration({ capacity, numRegistration, isAllowWaitList })).toBe(ok);
  });

  it.each([
    ['ACTIVE', true],
    ['INACTIVE', false],
    ['CANCELLED', false],
  ])('status %s listed: %s', (status, listed) => {
    expect(isListedToUsers({ status })).toBe(listed);
  });
});

describe('paymentRequired', () => {
  it.each([
    ['GENERAL', 2500, true],
    ['GENERAL', 1, true],
    ['GENERAL', 0, false],
    ['DELEGATE', 2500, false],
    ['DELEGATE', 0, false],
  ])('%s with fee %i¢ → %s', (type, fee, required) => {
    expect(paymentRequired(type, fee)).toBe(required);
  });
});

describe('registrationFeePayers', () => {
  const kept = { id: '8b1d3c1e-0000-4000-8000-000000000001' };
  const added = { id: null };
  it.each<[string, number, 'create' | 'edit', { id: string | null }[], number]>([
    ['GENERAL', 2500, 'create', [added, added], 2],
    ['GENERAL', 2500, 'edit', [kept, added, added], 2],
    ['GENERAL', 2500, 'edit', [kept], 0],
    ['GENERAL', 0, 'edit', [kept, added], 0],
    ['DELEGATE', 2500, 'edit', [kept, added], 0],
    ['DELEGATE', 2500, 'create', [added], 0],
  ])('%s, fee %i¢, %s → %i paying', (type, fee, mode, attendees, payers) => {
    expect(registrationFeePayers(type, fee, mode, attendees)).toBe(payers);
  });
});

describe('holdsPlace', () => {
  it.each([
    ['PENDING', true],
    ['PENDING_PAYMENT', true],
    ['APPROVED', true],
    ['CHECKED_IN', true],
    ['FINISHED', true],
    ['WAITING_LIST', false],
    ['REJECTED', false],
    ['CANCELED', false],
    ['INVALID', false],
  ] as const)('%s → %s', (status, holds) => {
    expect(holdsPlace(status)).toBe(holds);
  });
});

describe('staffMoves', () => {
  it.each([
    ['PENDING', ['APPROVED', 'REJECTED', 'WAITING_LIST', 'CANCELED', 'INVALID']],
    ['PENDING_PAYMENT', ['CANCELED', 'INVALID']],
    ['WAITING_LIST', ['PENDING', 'APPROVED', 'REJECTED', 'CANCELED']],
    ['APPROVED', ['FINISHED', 'CANCELED', 'INVALID']],
    ['CHECKED_IN', ['FINISHED']],
    ['REJECTED', []],
  ] as const)('from %s staff may choose %j', (from, moves) => {
    expect(staffMoves(from)).toEqual(moves);
    for (const to of moves) expect(canTransition(from, to)).toBe(true);
  });
});
