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

/** SPEC.md §9: dates are shown as MM/DD/YYYY, in the festival's time zone. */
export function formatDisplayDate(iso: string, timeZone: string = EVENT_TIME_ZONE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const { year, month, day } = zonedParts(date, timeZone);
  return `${pad(month)}/${pad(day)}/${pad(year, 4)}`;
}
