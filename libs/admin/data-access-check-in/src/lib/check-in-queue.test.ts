import type { CheckInRoster, RosterAttendee } from '@festival/shared-util-api-contracts';
import { applyOutcomes, decideOffline, searchRoster, type QueuedCheckIn } from './check-in-queue';

const person = (attendeeId: string, overrides: Partial<RosterAttendee> = {}): RosterAttendee => ({
  attendeeId,
  registrationId: 'reg-1',
  firstName: 'Ann',
  lastName: 'Kealoha',
  email: `${attendeeId}@example.org`,
  type: 'GENERAL',
  status: 'APPROVED',
  checkedInAt: null,
  activities: [],
  ...overrides,
});

const roster: CheckInRoster = {
  eventId: 'event-1',
  eventName: 'Festival',
  generatedAt: '2027-06-01T18:00:00.000Z',
  activities: [{ id: 'hula', name: 'Hula', startDate: null }],
  attendees: [
    person('ann', { activities: [{ subEventId: 'hula', status: 'RESERVED', checkedInAt: null }] }),
    person('kai', { firstName: 'Kai', email: null }),
    person('lei', { firstName: 'Lei', status: 'PENDING' }),
    person('mo', { firstName: 'Mo', checkedInAt: '2027-06-01T18:15:00.000Z' }),
  ],
};

const queued = (attendeeIds: string[], subEventId: string | null = null): QueuedCheckIn => ({
  id: `q-${attendeeIds.join('-')}`,
  token: 'token',
  attendeeIds,
  subEventId,
  scannedAt: '2027-06-01T18:20:00.000Z',
});

describe('decideOffline', () => {
  it('checks in the admitted, refuses the rest, and says "already" for the kept check-ins', () => {
    const outcomes = decideOffline(roster, [], ['ann', 'lei', 'mo', 'stranger'], null);
    expect(outcomes.map((o) => [o.attendeeId, o.outcome, o.queued])).toEqual([
      ['ann', 'CHECKED_IN', true],
      ['lei', 'REFUSED', false],
      ['mo', 'ALREADY_CHECKED_IN', false],
      ['stranger', 'REFUSED', false],
    ]);
    expect(outcomes[1].refusal).toEqual({ reason: 'STATUS', status: 'PENDING' });
    expect(outcomes[2].checkedInAt).toBe('2027-06-01T18:15:00.000Z');
    expect(outcomes[3].refusal).toEqual({ reason: 'NOT_IN_EVENT' });
  });

  it('never queues the same person twice on one device: a second scan is "already", with the scan time', () => {
    const outcomes = decideOffline(roster, [queued(['ann', 'kai'])], ['ann', 'kai'], null);
    expect(outcomes.map((o) => o.outcome)).toEqual(['ALREADY_CHECKED_IN', 'ALREADY_CHECKED_IN']);
    expect(outcomes[0]).toMatchObject({ queued: true, checkedInAt: '2027-06-01T18:20:00.000Z' });
  });

  it('keeps the main event and each activity apart', () => {
    const queue = [queued(['ann'])];
    expect(decideOffline(roster, queue, ['ann'], 'hula')[0].outcome).toBe('CHECKED_IN');
    expect(decideOffline(roster, [], ['kai'], 'hula')[0]).toMatchObject({
      outcome: 'REFUSED',
      refusal: { reason: 'NO_ACTIVITY_PLACE' },
    });
    expect(decideOffline(roster, [queued(['ann'], 'hula')], ['ann'], 'hula')[0].outcome).toBe('ALREADY_CHECKED_IN');
  });
});

describe('applyOutcomes', () => {
  it("writes the server's check-in times into the kept roster, at the main event and at an activity", () => {
    const next = applyOutcomes(roster, [
      {
        attendeeId: 'ann',
        registrationId: 'reg-1',
        firstName: 'Ann',
        lastName: 'Kealoha',
        subEventId: null,
        outcome: 'ALREADY_CHECKED_IN',
        checkedInAt: '2027-06-01T18:05:00.000Z',
        message: 'Already checked in at 06/01/2027 8:05 AM',
      },
      {
        attendeeId: 'ann',
        registrationId: 'reg-1',
        firstName: 'Ann',
        lastName: 'Kealoha',
        subEventId: 'hula',
        outcome: 'CHECKED_IN',
        checkedInAt: '2027-06-01T19:00:00.000Z',
        message: 'Checked in',
      },
      {
        attendeeId: 'lei',
        registrationId: 'reg-1',
        firstName: 'Lei',
        lastName: 'Kealoha',
        subEventId: null,
        outcome: 'REFUSED',
        checkedInAt: null,
        message: 'no',
      },
    ]);
    const ann = next.attendees[0];
    expect(ann).toMatchObject({ status: 'CHECKED_IN', checkedInAt: '2027-06-01T18:05:00.000Z' });
    expect(ann.activities[0]).toEqual({
      subEventId: 'hula',
      status: 'CHECKED_IN',
      checkedInAt: '2027-06-01T19:00:00.000Z',
    });
    expect(next.attendees[2]).toBe(roster.attendees[2]);
    // Once applied, the offline decision agrees.
    expect(decideOffline(next, [], ['ann'], null)[0].outcome).toBe('ALREADY_CHECKED_IN');
  });
});

describe('searchRoster', () => {
  it('matches every word against the name and email, offline', () => {
    expect(searchRoster(roster, 'ann kea').map((a) => a.attendeeId)).toEqual(['ann']);
    expect(searchRoster(roster, 'example.org').map((a) => a.attendeeId)).toEqual(['ann', 'lei', 'mo']);
    expect(searchRoster(roster, '  ')).toEqual([]);
  });
});
