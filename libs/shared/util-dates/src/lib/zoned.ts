/** The festival's time zone (SPEC.md §9): "today" and every shown date and time are taken there. */
export const EVENT_TIME_ZONE = 'Pacific/Honolulu';

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 for Sunday … 6 for Saturday. */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// Making an Intl.DateTimeFormat costs far more than using one, and these run for every date a
// form validates or a list shows: one formatter per time zone, made on first use.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock parts of an instant in a time zone (throws a RangeError for an unknown zone). */
export function zonedParts(instant: Date, timeZone: string = EVENT_TIME_ZONE): ZonedParts {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function calendarDateIn(instant: Date, timeZone: string = EVENT_TIME_ZONE): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const BARE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function instantOf(value: Date | string): Date | null {
  const instant = value instanceof Date ? value : new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * SPEC.md §5, §9: a date shown as MM/DD/YYYY. An instant is read in the time zone (the
 * festival's by default); a bare calendar date (YYYY-MM-DD: a birthday, an arrival day) names a
 * day, not an instant, and is shown as written. '' for nothing or an unreadable value.
 */
export function formatDisplayDate(value: Date | string | null | undefined, timeZone: string = EVENT_TIME_ZONE): string {
  if (value === null || value === undefined || value === '') return '';
  const bare = typeof value === 'string' ? BARE_DATE.exec(value) : null;
  if (bare) return `${bare[2]}/${bare[3]}/${bare[1]}`;
  const instant = instantOf(value);
  if (!instant) return '';
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${pad(month)}/${pad(day)}/${pad(year, 4)}`;
}

/** The time of day in the time zone (the festival's by default), e.g. "5:00 AM"; '' for nothing or an unreadable value. */
export function formatDisplayTime(value: Date | string | null | undefined, timeZone: string = EVENT_TIME_ZONE): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = instantOf(value);
  if (!instant) return '';
  const { hour, minute } = zonedParts(instant, timeZone);
  return `${hour % 12 || 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** An instant as a `datetime-local` input holds it (YYYY-MM-DDTHH:mm), on the time zone's wall clock; '' for nothing. */
export function toZonedInputValue(value: Date | string | null | undefined, timeZone: string = EVENT_TIME_ZONE): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = instantOf(value);
  if (!instant) return '';
  const { year, month, day, hour, minute } = zonedParts(instant, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

const INPUT_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant (ISO, UTC) a wall-clock time in the time zone names, from a `datetime-local` value;
 * null when the value is not one. The zone's offset is taken at that moment, so a zone with
 * daylight saving is read right too (Honolulu has none).
 */
export function fromZonedInputValue(value: string, timeZone: string = EVENT_TIME_ZONE): string | null {
  const match = INPUT_VALUE.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return null;
  const wall = (instant: number) => {
    const p = zonedParts(new Date(instant), timeZone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  };
  let instant = asUtc - (wall(asUtc) - asUtc);
  instant -= wall(instant) - asUtc;
  return new Date(instant).toISOString();
}
