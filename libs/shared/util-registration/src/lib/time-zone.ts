import { EVENT_TIME_ZONE, zonedParts } from '@festival/shared-util-dates';

/**
 * The instant a wall-clock time in a zone stands for. Found by correcting a UTC guess with
 * the zone's offset at that moment (twice, so a DST change between guess and answer is
 * handled; Honolulu has none, but the helper is general).
 */
export function zonedTimeToUtc(date: string, hour = 0, minute = 0, timeZone: string = EVENT_TIME_ZONE): Date {
  const [y, m, d] = date.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(new Date(guess), timeZone);
    const seen = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += wall - seen;
  }
  return new Date(guess);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
