import {
  calendarDateIn,
  createDateTimeFormatter,
  EVENT_TIME_ZONE,
  eventDateRange,
  formatDisplayDate,
  formatDisplayTime,
  fromZonedInputValue,
  setDisplayLocale,
  startOfDayIn,
  toZonedInputValue,
  zonedParts,
} from './zoned';

describe('zoned dates', () => {
  it('reads an instant on the wall clock of Honolulu, the festival time zone', () => {
    expect(EVENT_TIME_ZONE).toBe('Pacific/Honolulu');
    // 2027-06-06 05:30 UTC is the evening before in Honolulu (UTC-10, no daylight saving).
    expect(zonedParts(new Date('2027-06-06T05:30:15Z'))).toEqual({
      year: 2027,
      month: 6,
      day: 5,
      hour: 19,
      minute: 30,
      second: 15,
      weekday: 6,
    });
    expect(calendarDateIn(new Date('2027-06-06T05:30:00Z'))).toBe('2027-06-05');
    expect(calendarDateIn(new Date('2027-06-06T10:00:00Z'))).toBe('2027-06-06');
  });

  it('uses midnight as hour 0 and works in any zone', () => {
    expect(zonedParts(new Date('2027-01-01T00:00:00Z'), 'UTC')).toMatchObject({
      year: 2027,
      month: 1,
      day: 1,
      hour: 0,
      weekday: 5,
    });
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

describe('formatDisplayDate / formatDisplayTime (MM/DD/YYYY, Pacific/Honolulu)', () => {
  it.each([
    ['2024-06-01T09:59:00Z', '05/31/2024', '11:59 PM'],
    ['2024-06-01T10:00:00Z', '06/01/2024', '12:00 AM'],
    ['2024-07-04T15:00:00Z', '07/04/2024', '5:00 AM'],
    [new Date('2025-01-01T03:30:00Z'), '12/31/2024', '5:30 PM'],
  ])('%s → %s %s', (value, date, time) => {
    expect(formatDisplayDate(value)).toBe(date);
    expect(formatDisplayTime(value)).toBe(time);
  });
  it.each([
    ['1990-04-12', '04/12/1990'],
    ['', ''],
    [null, ''],
    ['not a date', ''],
  ])('%o → %o', (value, text) => {
    expect(formatDisplayDate(value)).toBe(text);
  });
});

describe('formatDisplayDate (instants in Honolulu)', () => {
  it.each([
    ['2024-06-06T20:00:00.000Z', '06/06/2024'],
    // 08:00 UTC is still the previous evening in Honolulu (UTC-10).
    ['2024-06-07T08:00:00.000Z', '06/06/2024'],
    ['2024-12-31T10:00:00.000Z', '12/31/2024'],
    ['2025-01-01T10:00:00.000Z', '01/01/2025'],
    ['not a date', ''],
  ])('%s → %s', (iso, expected) => {
    expect(formatDisplayDate(iso)).toBe(expected);
  });
});

describe('datetime-local values in the festival time zone', () => {
  it.each([
    ['2027-07-02T09:00', '2027-07-02T19:00:00.000Z'],
    ['2027-07-02T23:30', '2027-07-03T09:30:00.000Z'],
    ['2027-01-01T00:00', '2027-01-01T10:00:00.000Z'],
  ])('%s in Honolulu is %s, and back', (local, utc) => {
    expect(fromZonedInputValue(local)).toBe(utc);
    expect(toZonedInputValue(utc)).toBe(local);
  });
  it('reads a zone with daylight saving at that moment', () => {
    expect(fromZonedInputValue('2027-07-02T09:00', 'America/New_York')).toBe('2027-07-02T13:00:00.000Z');
    expect(fromZonedInputValue('2027-01-02T09:00', 'America/New_York')).toBe('2027-01-02T14:00:00.000Z');
  });
  it.each(['', 'tomorrow', null, undefined])('has nothing for %s', (value) => {
    expect(toZonedInputValue(value as string)).toBe('');
  });
  it('refuses what is not a datetime-local value', () => {
    expect(fromZonedInputValue('07/02/2027 9:00')).toBeNull();
  });
});

describe('startOfDayIn', () => {
  it.each([
    ['2026-11-25', 0, '2026-11-25T10:00:00.000Z'],
    ['2026-11-25', 1, '2026-11-26T10:00:00.000Z'],
    ['2026-12-31', 1, '2027-01-01T10:00:00.000Z'],
  ])('puts the start of %s (+%i days) in Honolulu at %s', (date, add, iso) => {
    expect(startOfDayIn(date, add).toISOString()).toBe(iso);
  });

  it('follows a zone with daylight saving time', () => {
    expect(startOfDayIn('2026-07-01', 0, 'America/New_York').toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(startOfDayIn('2026-01-01', 0, 'America/New_York').toISOString()).toBe('2026-01-01T05:00:00.000Z');
  });

  it('refuses what is not a calendar date', () => {
    expect(() => startOfDayIn('25/11/2026')).toThrow(RangeError);
  });
});

describe('createDateTimeFormatter', () => {
  it('writes what formatDisplayDate and formatDisplayTime write, across years and a DST change', () => {
    for (const zone of ['Pacific/Honolulu', 'America/New_York', 'Asia/Kolkata']) {
      const format = createDateTimeFormatter(zone);
      for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 6, 1); ms += 7_919_000 + 37_000) {
        const instant = new Date(ms);
        expect(format(instant)).toBe(`${formatDisplayDate(instant, zone)} ${formatDisplayTime(instant, zone)}`);
      }
    }
  });
});

describe('the display language', () => {
  afterEach(() => setDisplayLocale('en'));

  it('keeps the SPEC forms in English and writes another language its own way, in the festival time zone', () => {
    const instant = '2027-06-16T03:30:00Z'; // 5:30 PM on June 15 in Honolulu
    expect(formatDisplayDate(instant)).toBe('06/15/2027');
    expect(formatDisplayTime(instant)).toBe('5:30 PM');
    setDisplayLocale('fr');
    expect(formatDisplayDate(instant)).toBe('15/06/2027');
    expect(formatDisplayTime(instant)).toBe('17:30');
    expect(formatDisplayDate('1992-03-14')).toBe('14/03/1992');
    setDisplayLocale('en-US');
    expect(formatDisplayDate('1992-03-14')).toBe('03/14/1992');
  });

  it('falls back to the SPEC forms for a language Intl does not know', () => {
    setDisplayLocale('not a locale!');
    expect(formatDisplayDate('2027-06-16T03:30:00Z')).toBe('06/15/2027');
  });
});

describe('eventDateRange', () => {
  const event = { startDate: '2027-06-06T09:00:00Z', endDate: '2027-06-16T03:30:00Z' };

  it("reads an event's days in its own time zone, the festival's when it names none", () => {
    expect(eventDateRange(event)).toEqual({ start: '06/05/2027', end: '06/15/2027' });
    expect(eventDateRange({ ...event, timezone: '' })).toEqual({ start: '06/05/2027', end: '06/15/2027' });
    expect(eventDateRange({ ...event, timezone: 'Pacific/Auckland' })).toEqual({
      start: '06/06/2027',
      end: '06/16/2027',
    });
  });

  it("writes them in another language when asked (a page the server fills in the visitor's language)", () => {
    expect(eventDateRange(event, 'fr')).toEqual({ start: '05/06/2027', end: '15/06/2027' });
  });
});
