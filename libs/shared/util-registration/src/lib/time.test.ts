import { isMediaRegistrationClosed, MEDIA_REGISTRATION_CLOSES_AT } from './media-cutoff';
import { SHIFTS, shiftOf, shiftRange, shiftWeek, weekOf } from './shifts';
import { addDays, zonedTimeToUtc } from './time-zone';

describe('shifts (SPEC.md §9)', () => {
  it('Morning 5–11, Afternoon 11–17, Night 17–22', () => {
    expect(SHIFTS.map((s) => [s.type, s.label, s.startHour, s.endHour])).toEqual([
      ['MORNING', 'Morning', 5, 11],
      ['AFTERNOON', 'Afternoon', 11, 17],
      ['NIGHT', 'Night', 17, 22],
    ]);
  });

  it.each([
    ['04:59', null],
    ['05:00', 'MORNING'],
    ['10:59', 'MORNING'],
    ['11:00', 'AFTERNOON'],
    ['16:59', 'AFTERNOON'],
    ['17:00', 'NIGHT'],
    ['21:59', 'NIGHT'],
    ['22:00', null],
  ])('%s Honolulu → %s', (hhmm, shift) => {
    const [h, m] = hhmm.split(':').map(Number);
    expect(shiftOf(zonedTimeToUtc('2024-07-04', h, m))).toBe(shift);
  });

  it('gives a shift its instants (Honolulu is UTC-10)', () => {
    expect(shiftRange('2024-07-04', 'NIGHT')).toEqual({
      start: new Date('2024-07-05T03:00:00Z'),
      end: new Date('2024-07-05T08:00:00Z'),
    });
  });
});

describe('weekOf (Sunday first, Pacific/Honolulu)', () => {
  it.each([
    // instant, Sunday of its week in Honolulu
    ['2024-07-04T12:00:00Z', '2024-06-30'], // Thursday
    ['2024-06-30T10:00:00Z', '2024-06-30'], // Sunday 00:00 Honolulu
    ['2024-06-30T09:59:59Z', '2024-06-23'], // still Saturday in Honolulu
    ['2024-07-07T05:00:00Z', '2024-06-30'], // Saturday evening in Honolulu, Sunday in UTC
    ['2024-12-31T20:00:00Z', '2024-12-29'], // across the year
  ])('%s → week of %s', (instant, sunday) => {
    const week = weekOf(new Date(instant));
    expect(week.days).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => addDays(sunday, i)));
    expect(week.start).toEqual(zonedTimeToUtc(sunday));
    expect(week.end.getTime() - week.start.getTime()).toBe(7 * 24 * 3600 * 1000);
  });

  it('steps a week back and forth', () => {
    const week = weekOf(new Date('2024-07-04T12:00:00Z'));
    expect(shiftWeek(week, 1).days[0]).toBe('2024-07-07');
    expect(shiftWeek(week, -1).days[0]).toBe('2024-06-23');
  });
});

describe('media registration cut-off (31 May 2024)', () => {
  it('closes at the end of 31 May in Honolulu', () => {
    expect(MEDIA_REGISTRATION_CLOSES_AT.toISOString()).toBe('2024-06-01T10:00:00.000Z');
  });
  it.each([
    ['2024-05-31T12:00:00Z', false, false],
    ['2024-06-01T09:59:59Z', false, false],
    ['2024-06-01T10:00:00Z', false, true],
    ['2025-01-01T00:00:00Z', false, true],
    ['2025-01-01T00:00:00Z', true, false],
  ])('at %s, registered %s → closed %s', (now, registered, closed) => {
    expect(isMediaRegistrationClosed(new Date(now), registered)).toBe(closed);
  });
});
