import type { Db } from '@festival/server-db';
import { hashDelegationKey } from '@festival/server-events';
import { RateLimitError } from '@festival/server-platform';
import {
  KEY_FAILURE_ADDRESS_LIMIT,
  KEY_FAILURE_LIMIT,
  KEY_FAILURE_WINDOW_MS,
  matchDelegationKey,
} from './delegation-keys';
import type { RegistrationsRepository } from './registrations.repository';
import { EDITABLE_STATUSES, HOLDING_STATUSES } from './registrations.service';

/** An in-memory stand-in for the event's keys and the two repository functions the matcher uses. */
function fakeRepository(keys: { id: string; key: string; delegationName: string }[]) {
  const failures: { userId: string; ip: string; at: Date }[] = [];
  const delegationKeysOf = async () =>
    keys.map((k) => ({ id: k.id, delegationName: k.delegationName, keyHash: hashDelegationKey(k.key) }));
  const repository = {
    countKeyFailuresSince: async (_db: Db, since: Date, who: { userId: string; ip: string }) => ({
      byUser: failures.filter((f) => f.at >= since && f.userId === who.userId).length,
      byAddress: failures.filter((f) => f.at >= since && f.ip === who.ip).length,
    }),
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

  it('refuses the account with 429 after its limit within the window, and forgives once the window has passed', async () => {
    const { repository, delegationKeysOf } = fakeRepository(keys);
    let now = new Date('2027-01-01T00:00:00Z');
    const deps = { db: {} as Db, repository, delegationKeysOf, now: () => now };
    for (let i = 0; i < KEY_FAILURE_LIMIT; i += 1)
      expect(await matchDelegationKey(deps, 'e1', `guess-${i}`, caller)).toBeNull();
    await expect(matchDelegationKey(deps, 'e1', 'MOANA-2027', caller)).rejects.toBeInstanceOf(RateLimitError);
    await expect(matchDelegationKey(deps, 'e1', 'MOANA-2027', { ...caller, ip: '10.0.0.2' })).rejects.toBeInstanceOf(
      RateLimitError,
    );
    // Someone else on the same address (the venue's Wi-Fi) still gets their key accepted.
    expect(await matchDelegationKey(deps, 'e1', 'MOANA-2027', { userId: 'u2', ip: caller.ip })).toEqual({
      id: 'k1',
      delegationName: 'Samoa',
    });
    now = new Date(now.getTime() + KEY_FAILURE_WINDOW_MS + 1);
    expect(await matchDelegationKey(deps, 'e1', 'MOANA-2027', caller)).toEqual({ id: 'k1', delegationName: 'Samoa' });
  });

  it('refuses an address with 429 once many accounts there have guessed wrong', async () => {
    const { repository, delegationKeysOf } = fakeRepository(keys);
    const deps = { db: {} as Db, repository, delegationKeysOf, now: () => new Date('2027-01-01T00:00:00Z') };
    for (let i = 0; i < KEY_FAILURE_ADDRESS_LIMIT; i += 1)
      expect(await matchDelegationKey(deps, 'e1', 'guess', { userId: `u${i % 40}`, ip: caller.ip })).toBeNull();
    await expect(
      matchDelegationKey(deps, 'e1', 'MOANA-2027', { userId: 'fresh', ip: caller.ip }),
    ).rejects.toBeInstanceOf(RateLimitError);
    expect(await matchDelegationKey(deps, 'e1', 'MOANA-2027', { userId: 'fresh', ip: '10.0.0.9' })).not.toBeNull();
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
