import { formatDisplayDate } from './format-date';

describe('formatDisplayDate', () => {
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
