import { calendarDateIn, EVENT_TIME_ZONE, formatDisplayDate, zonedParts } from './zoned';

describe('zoned dates', () => {
  it('reads an instant on the wall clock of Honolulu, the festival time zone', () => {
    expect(EVENT_TIME_ZONE).toBe('Pacific/Honolulu');
    // 2027-06-06 05:30 UTC is the evening before in Honolulu (UTC-10, no daylight saving).
    expect(zonedParts(new Date('2027-06-06T05:30:15Z'))).toEqual({ year: 2027, month: 6, day: 5, hour: 19, minute: 30, second: 15, weekday: 6 });
    expect(calendarDateIn(new Date('2027-06-06T05:30:00Z'))).toBe('2027-06-05');
    expect(calendarDateIn(new Date('2027-06-06T10:00:00Z'))).toBe('2027-06-06');
  });

  it('uses midnight as hour 0 and works in any zone', () => {
    expect(zonedParts(new Date('2027-01-01T00:00:00Z'), 'UTC')).toMatchObject({ year: 2027, month: 1, day: 1, hour: 0, weekday: 5 });
    expect(calendarDateIn(new Date('2027-01-01T00:00:00Z'), 'Pacific/Auckland')).toBe('2027-01-01');
    expect(calendarDateIn(new Date('2026-12-31T10:59:00Z'), 'Pacific/Auckland')).toBe('2026-12-31');
  });

  it('shows dates as MM/DD/YYYY in Honolulu, and nothing for an invalid value', () => {
    expect(formatDisplayDate('2027-06-06T09:00:00Z')).toBe('06/05/2027');
    expect(formatDisplayDate('2027-06-06T10:00:00Z')).toBe('06/06/2027');
    expect(formatDisplayDate('not a date')).toBe('');
  });

  it('refuses an unknown time zone', () => {
    expect(() => zonedParts(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});
