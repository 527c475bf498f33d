import type { Db } from '@festival/server-db';
import { hashDelegationKey } from '@festival/server-events';
import { RateLimitError } from '@festival/server-platform';
import { KEY_FAILURE_LIMIT, KEY_FAILURE_WINDOW_MS, matchDelegationKey } from './delegation-keys';
import type { RegistrationsRepository } from './registrations.repository';
import { EDITABLE_STATUSES, HOLDING_STATUSES } from './registrations.service';

/** An in-memory stand-in for the event's keys and the two repository functions the matcher uses. */
function fakeRepository(keys: { id: string; key: string; delegationName: string }[]) {
  const failures: { userId: string; ip: string; at: Date }[] = [];
  const delegationKeysOf = async () =>
    keys.map((k) => ({ id: k.id, delegationName: k.delegationName, keyHash: hashDelegationKey(k.key) }));
  const repository = {
    countKeyFailuresSince: async (_db: Db, since: Date, who: { userId: string; ip: string }) =>
      failures.filter((f) => f.at >= since && (f.userId === who.userId || f.ip === who.ip)).length,
    recordKeyFailure: async (_db: Db, who: { userId: string; ip: string }, at: Date) =>
      void failures.push({ ...who, at }),
  } as unknown as RegistrationsRepository;
  return { repository, delegationKeysOf, failures };
}

describe('matchDelegationKey', () => {
  const keys = [
    { id: 'k1', key: 'MOANA-2027', delegationName: 'Samoa' },
    { id: 'k2', key: 'VAKA-2027', delegationName: 'Tonga' },
  ];
  const caller = { userId: 'u1', ip: '10.0.0.1' };

  it('finds the key however it is typed, and counts only wrong ones', async () => {
    const { repository, delegationKeysOf, failures } = fakeRepository(keys);
    const deps = { db: {} as Db, repository, delegationKeysOf, now: () => new Date('2027-01-01T00:00:00Z') };
    expect(await matchDelegationKey(deps, 'e1', ' vaka-2027 ', caller)).toEqual({ id: 'k2', delegationName: 'Tonga' });
    expect(failures).toHaveLength(0);
    expect(await matchDelegationKey(deps, 'e1', 'VAKA-2028', caller)).toBeNull();
    expect(failures).toHaveLength(1);
  });

  it('refuses with 429 after the limit within the window, and forgives once the window has passed', async () => {
    const { repository, delegationKeysOf } = fakeRepository(keys);
    let now = new Date('2027-01-01T00:00:00Z');
    const deps = { db: {} as Db, repository, delegationKeysOf, now: () => now };
    for (let i = 0; i < KEY_FAILURE_LIMIT; i += 1)
      expect(await matchDelegationKey(deps, 'e1', `guess-${i}`, caller)).toBeNull();
    await expect(matchDelegationKey(deps, 'e1', 'MOANA-2027', caller)).rejects.toBeInstanceOf(RateLimitError);
    await expect(matchDelegationKey(deps, 'e1', 'MOANA-2027', { userId: 'u2', ip: caller.ip })).rejects.toBeInstanceOf(
      RateLimitError,
    );
    expect(await matchDelegationKey(deps, 'e1', 'MOANA-2027', { userId: 'u2', ip: '10.0.0.2' })).not.toBeNull();
    now = new Date(now.getTime() + KEY_FAILURE_WINDOW_MS + 1);
    expect(await matchDelegationKey(deps, 'e1', 'MOANA-2027', caller)).toEqual({ id: 'k1', delegationName: 'Samoa' });
  });
});

describe('registration status rules', () => {
  it('lets attendees edit only while the state machine can still move on, and not once checked in', () => {
    expect([...EDITABLE_STATUSES].sort()).toEqual(['APPROVED', 'PENDING', 'PENDING_PAYMENT', 'WAITING_LIST']);
  });
  it('counts places for registrations that hold one, not for the waitlist or the given-up', () => {
    expect(HOLDING_STATUSES).not.toContain('WAITING_LIST');
    expect(HOLDING_STATUSES).not.toContain('CANCELED');
    expect(HOLDING_STATUSES).toContain('PENDING');
  });
});
