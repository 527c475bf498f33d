import {
  availabilityWeeks,
  canGoBack,
  canGoNext,
  festivalDays,
  isFestivalSlot,
  pageWeek,
  slotKeyOf,
  sortSlots,
  timeSlotOf,
  weekIndexOf,
  weekStartOf,
} from './availability';

// Honolulu is UTC-10 all year: 00:00 there is 10:00Z.
const days = festivalDays('2026-06-06T18:00:00Z', '2026-06-16T08:00:00Z');

describe('festivalDays', () => {
  it('lists the calendar days in Honolulu, first to last', () => {
    expect(days[0]).toBe('2026-06-06');
    expect(days.at(-1)).toBe('2026-06-15'); // 08:00Z on the 16th is still the 15th in Honolulu
    expect(days).toHaveLength(10);
  });

  it('is one day for an event starting and ending the same day', () => {
    expect(festivalDays('2026-06-10T20:00:00Z', '2026-06-11T05:00:00Z')).toEqual(['2026-06-10']);
  });
});

describe('availabilityWeeks', () => {
  const weeks = availabilityWeeks(days);

  it('starts weeks on Sunday and keeps only festival days', () => {
    expect(weekStartOf('2026-06-06')).toBe('2026-05-31'); // a Saturday
    expect(weeks.map((w) => [w.start, w.end])).toEqual([
      ['2026-05-31', '2026-06-06'],
      ['2026-06-07', '2026-06-13'],
      ['2026-06-14', '2026-06-20'],
    ]);
    expect(weeks[0].days).toEqual(['2026-06-06']);
    expect(weeks[1].days).toHaveLength(7);
    expect(weeks[2].days).toEqual(['2026-06-14', '2026-06-15']);
  });

  it('pages Back and Next within the festival', () => {
    expect(canGoBack(0)).toBe(false);
    expect(canGoNext(weeks, 0)).toBe(true);
    expect(pageWeek(weeks, 0, -1)).toBe(0);
    expect(pageWeek(weeks, 0, 1)).toBe(1);
    expect(pageWeek(weeks, 2, 1)).toBe(2);
    expect(canGoNext(weeks, 2)).toBe(false);
    expect(canGoBack(2)).toBe(true);
    expect(pageWeek([], 0, 1)).toBe(0);
  });

  it('finds the page of a day', () => {
    expect(weekIndexOf(weeks, '2026-06-14')).toBe(2);
    expect(weekIndexOf(weeks, '2027-01-01')).toBe(0);
  });

  it('is a single page for a festival inside one week', () => {
    expect(availabilityWeeks(['2026-06-08', '2026-06-09'])).toEqual([
      { start: '2026-06-07', end: '2026-06-13', days: ['2026-06-08', '2026-06-09'] },
    ]);
  });
});

describe('time slots', () => {
  it('stores a shift as its start instant and type, and reads it back', () => {
    const morning = timeSlotOf('2026-06-08', 'MORNING');
    expect(morning).toEqual({ startDate: '2026-06-08T15:00:00.000Z', type: 'MORNING' });
    expect(slotKeyOf(morning)).toBe('2026-06-08:MORNING');
    expect(timeSlotOf('2026-06-08', 'NIGHT').startDate).toBe('2026-06-09T03:00:00.000Z');
    expect(slotKeyOf(timeSlotOf('2026-06-08', 'NIGHT'))).toBe('2026-06-08:NIGHT');
  });

  it('refuses instants that are not a shift start, and days outside the festival', () => {
    expect(slotKeyOf({ startDate: '2026-06-08T16:00:00.000Z', type: 'MORNING' })).toBeNull();
    expect(slotKeyOf({ startDate: 'nonsense', type: 'MORNING' })).toBeNull();
    expect(isFestivalSlot(timeSlotOf('2026-06-08', 'AFTERNOON'), days)).toBe(true);
    expect(isFestivalSlot(timeSlotOf('2026-06-05', 'AFTERNOON'), days)).toBe(false);
  });

  it('sorts and removes repeats', () => {
    const a = timeSlotOf('2026-06-09', 'MORNING');
    const b = timeSlotOf('2026-06-08', 'NIGHT');
    expect(sortSlots([a, b, a])).toEqual([b, a]);
  });
});
