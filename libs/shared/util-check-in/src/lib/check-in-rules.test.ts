import { alreadyCheckedInMessage, checkInRefusal, refusalMessage } from './check-in-rules';

describe('checkInRefusal', () => {
  it.each([
    ['APPROVED', null],
    ['CHECKED_IN', null],
    ['PENDING', { reason: 'STATUS', status: 'PENDING' }],
    ['PENDING_PAYMENT', { reason: 'STATUS', status: 'PENDING_PAYMENT' }],
    ['CANCELED', { reason: 'STATUS', status: 'CANCELED' }],
    ['FINISHED', { reason: 'STATUS', status: 'FINISHED' }],
  ] as const)('main event: a %s person → %j', (status, refusal) => {
    expect(checkInRefusal({ status }, null, false)).toEqual(refusal);
  });

  it.each([
    ['RESERVED', null],
    ['CHECKED_IN', null],
    ['WAITING_LIST', { reason: 'NO_ACTIVITY_PLACE' }],
    ['CANCELED', { reason: 'NO_ACTIVITY_PLACE' }],
  ] as const)('activity: a %s record → %j', (status, refusal) => {
    expect(checkInRefusal({ status: 'APPROVED' }, { status }, true)).toEqual(refusal);
  });

  it('activity: no record at all is no place, whatever the main status', () => {
    expect(checkInRefusal({ status: 'APPROVED' }, null, true)).toEqual({ reason: 'NO_ACTIVITY_PLACE' });
  });
});

describe('messages', () => {
  it('says when, in Honolulu time, a person already came in', () => {
    // 18:15 UTC is 8:15 AM in Honolulu (UTC-10).
    expect(alreadyCheckedInMessage('2027-06-01T18:15:00Z')).toBe('Already checked in at 06/01/2027 8:15 AM');
  });

  it('says why a person may not come in', () => {
    expect(refusalMessage({ reason: 'STATUS', status: 'PENDING' })).toBe(
      'This registration is PENDING: only an approved registration can be checked in.',
    );
    expect(refusalMessage({ reason: 'NOT_IN_EVENT' })).toBe('This pass is for another event.');
  });
});
