import {
  attendeeLimit,
  attendeeLimitMessage,
  DEFAULT_MAX_ATTENDEES_PER_REGISTRATION,
  MAX_ATTENDEES_PER_REGISTRATION_CEILING,
  withinAttendeeLimit,
} from './attendee-cap';

describe('the people one registration may carry', () => {
  it('is 10 unless staff change it, and never above 100', () => {
    expect(DEFAULT_MAX_ATTENDEES_PER_REGISTRATION).toBe(10);
    expect(MAX_ATTENDEES_PER_REGISTRATION_CEILING).toBe(100);
  });

  it.each([
    // count, the event's cap, people the registration holds now (0: a new one), within?
    [10, 10, 0, true],
    [11, 10, 0, false],
    [1000, 10, 0, false],
    [11, 11, 0, true],
    [1, 1, 0, true],
    [2, 1, 0, false],
    // A registration made before the cap was lowered keeps its people but may not grow.
    [11, 5, 11, true],
    [12, 5, 11, false],
    [3, 5, 11, true],
    // Held to the ceiling whatever it holds.
    [101, 100, 0, false],
    [150, 10, 150, false],
  ])('%i people, cap %i, %i held now: within %s', (count, cap, stored, within) => {
    expect(withinAttendeeLimit(count, cap, stored)).toBe(within);
  });

  it('counts the registration as it is when the cap was lowered below it', () => {
    expect(attendeeLimit(10)).toBe(10);
    expect(attendeeLimit(5, 11)).toBe(11);
    expect(attendeeLimit(10, 3)).toBe(10);
    expect(attendeeLimit(10, 1000)).toBe(100);
  });

  it('says why in plain words', () => {
    expect(attendeeLimitMessage(10)).toBe(
      'A registration can include at most 10 people, the main attendee included. Each further person can register with their own account. Nothing was changed.',
    );
    expect(attendeeLimitMessage(1)).toMatch(/^A registration can include at most 1 person,/);
  });
});
