import { EVENT_TIME_ZONE } from './time-zone';

const dateFormat = new Intl.DateTimeFormat('en-US', { timeZone: EVENT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: EVENT_TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true });

const toInstant = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/** MM/DD/YYYY in the event time zone (SPEC.md §5, §9); '' for an unreadable value. */
export function formatDate(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  // A bare calendar date (a date of birth) has no time zone: show it as written.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${m}/${d}/${y}`;
  }
  const instant = toInstant(value);
  return Number.isNaN(instant.getTime()) ? '' : dateFormat.format(instant);
}

/** The time of day in the event time zone, e.g. "5:00 AM"; '' for an unreadable value. */
export function formatTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = toInstant(value);
  return Number.isNaN(instant.getTime()) ? '' : timeFormat.format(instant).replace(/\u202f/g, ' ');
}
