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
  // Since 1972 every zone's offset is whole minutes, so the date is the same all minute long: the
  // last one is kept (Intl's formatToParts is the costly part, and every date of birth asks for today).
  const time = instant.getTime();
  const minute = time >= WHOLE_MINUTE_OFFSETS_SINCE ? Math.floor(time / 60_000) : NaN;
  if (lastCalendarDate.minute === minute && lastCalendarDate.timeZone === timeZone) return lastCalendarDate.date;
  const { year, month, day } = zonedParts(instant, timeZone);
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  lastCalendarDate = { minute, timeZone, date };
  return date;
}
let lastCalendarDate = { minute: NaN, timeZone: '', date: '' };
const WHOLE_MINUTE_OFFSETS_SINCE = Date.UTC(1972, 0, 1);

const BARE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The language dates are shown for. English keeps SPEC.md's own forms (MM/DD/YYYY, "5:00 AM");
 * another language gets its usual ones from Intl (French: 15/06/2027, 17:00), still read in the
 * festival's time zone. A site sets it once at start (a language change reloads the page); the
 * server never does, so files, emails and passes keep the SPEC's forms.
 */
let displayLocale = 'en';
export function setDisplayLocale(locale: string): void {
  displayLocale = locale || 'en';
}
const usesSpecFormat = (locale: string) => locale === 'en' || locale.startsWith('en-');

const localeFormatters = new Map<string, Intl.DateTimeFormat>();
function localeFormatter(kind: 'date' | 'time', timeZone: string, locale: string): Intl.DateTimeFormat {
  const key = `${locale}|${kind}|${timeZone}`;
  let formatter = localeFormatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'date'
        ? { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }
        : { timeZone, hour: 'numeric', minute: '2-digit' };
    try {
      formatter = new Intl.DateTimeFormat(locale, options);
    } catch {
      formatter = new Intl.DateTimeFormat('en-US', options);
    }
    localeFormatters.set(key, formatter);
  }
  return formatter;
}

function instantOf(value: Date | string): Date | null {
  const instant = value instanceof Date ? value : new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * SPEC.md §5, §9: a date shown as MM/DD/YYYY. An instant is read in the time zone (the
 * festival's by default); a bare calendar date (YYYY-MM-DD: a birthday, an arrival day) names a
 * day, not an instant, and is shown as written. '' for nothing or an unreadable value. `locale`:
 * another language than the site's (a page the server writes in the visitor's language).
 */
export function formatDisplayDate(
  value: Date | string | null | undefined,
  timeZone: string = EVENT_TIME_ZONE,
  locale: string = displayLocale,
): string {
  if (value === null || value === undefined || value === '') return '';
  const bare = typeof value === 'string' ? BARE_DATE.exec(value) : null;
  if (bare) {
    if (usesSpecFormat(locale)) return `${bare[2]}/${bare[3]}/${bare[1]}`;
    return localeFormatter('date', 'UTC', locale).format(new Date(Date.UTC(+bare[1], +bare[2] - 1, +bare[3])));
  }
  const instant = instantOf(value);
  if (!instant) return '';
  if (!usesSpecFormat(locale)) return localeFormatter('date', timeZone, locale).format(instant);
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${pad(month)}/${pad(day)}/${pad(year, 4)}`;
}

/**
 * An event's first and last day (SPEC.md §5: MM/DD/YYYY), read in the event's own time zone, the
 * festival's when it names none; for a "start – end" line in the page's own words.
 */
export function eventDateRange(
  event: { startDate: Date | string; endDate: Date | string; timezone?: string | null },
  locale?: string,
): { start: string; end: string } {
  const timeZone = event.timezone || undefined;
  return {
    start: formatDisplayDate(event.startDate, timeZone, locale),
    end: formatDisplayDate(event.endDate, timeZone, locale),
  };
}

/** The time of day in the time zone (the festival's by default), e.g. "5:00 AM"; '' for nothing or an unreadable value. */
export function formatDisplayTime(
  value: Date | string | null | undefined,
  timeZone: string = EVENT_TIME_ZONE,
  locale: string = displayLocale,
): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = instantOf(value);
  if (!instant) return '';
  if (!usesSpecFormat(locale)) return localeFormatter('time', timeZone, locale).format(instant);
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

/**
 * The instant a calendar day (YYYY-MM-DD) begins in a time zone, `addDays` later: the bounds of a
 * "from … to" day filter (to is the start of the day after, exclusive).
 */
export function startOfDayIn(date: string, addDays = 0, timeZone: string = EVENT_TIME_ZONE): Date {
  const match = BARE_DATE.exec(date);
  if (!match) throw new RangeError(`not a calendar date: ${date}`);
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + addDays);
  // The zone's offset at that wall time, read back from the formatter (correct across DST changes but the hour of one).
  const parts = zonedParts(new Date(wall), timeZone);
  const offset = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - wall;
  return new Date(wall - offset);
}

const QUARTER_HOUR_MS = 15 * 60 * 1000;

/**
 * `MM/DD/YYYY h:mm AM` in a time zone for many instants (a CSV export's rows): the same text as
 * formatDisplayDate + formatDisplayTime, but Intl (about 0.1 ms a call) is asked only once per
 * quarter hour, the finest step any zone's offset changes by; the rest is arithmetic.
 */
export function createDateTimeFormatter(timeZone: string = EVENT_TIME_ZONE): (instant: Date) => string {
  const offsets = new Map<number, number>();
  return (instant) => {
    const ms = instant.getTime();
    const bucket = Math.floor(ms / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
    let offset = offsets.get(bucket);
    if (offset === undefined) {
      const p = zonedParts(new Date(bucket), timeZone);
      offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - bucket;
      offsets.set(bucket, offset);
    }
    const wall = new Date(ms + offset);
    const hour = wall.getUTCHours();
    return `${pad(wall.getUTCMonth() + 1)}/${pad(wall.getUTCDate())}/${pad(wall.getUTCFullYear(), 4)} ${hour % 12 || 12}:${pad(wall.getUTCMinutes())} ${hour < 12 ? 'AM' : 'PM'}`;
  };
}
