import { calendarDateIn } from '@festival/shared-util-dates';
import { toIsoDate } from './dates';

describe('calendarDateIn (Pacific/Honolulu, UTC-10)', () => {
  it.each([
    ['2024-06-01T09:59:59Z', '2024-05-31'],
    ['2024-06-01T10:00:00Z', '2024-06-01'],
    ['2024-01-01T00:00:00Z', '2023-12-31'],
  ])('%s → %s', (instant, date) => {
    expect(calendarDateIn(new Date(instant))).toBe(date);
  });
});

describe('toIsoDate', () => {
  it.each([
    ['2000-02-29', '2000-02-29'],
    ['1999-02-29', null],
    ['2000-13-01', null],
    ['2000-01-15T00:00:00.000Z', '2000-01-15'],
    [' 2000-01-15 ', '2000-01-15'],
    ['01/15/2000', null],
    ['', null],
    [null, null],
    [12, null],
    [new Date(2000, 0, 15), '2000-01-15'],
    [new Date('invalid'), null],
  ])('%o → %s', (value, iso) => {
    expect(toIsoDate(value)).toBe(iso);
  });
});
