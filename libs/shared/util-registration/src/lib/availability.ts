import { calendarDateIn, EVENT_TIME_ZONE, zonedParts } from '@festival/shared-util-dates';
import { SHIFTS, WEEK_STARTS_ON, shiftRange, type ShiftType } from './shifts';
import { addDays } from './time-zone';

/**
 * The volunteer availability grid (SPEC.md §2, §9): the festival's days, shown one
 * Sunday-to-Saturday week at a time, a column per shift. Pure, so the grid, its stories, the
 * form schema and the server agree on which slots exist.
 */

/** A time slot as stored and sent (SPEC.md §3): the shift's start instant and its type. */
export interface TimeSlot {
  startDate: string;
  type: ShiftType;
}

/** One page of the grid: the week's Sunday and Saturday, and the festival days inside it. */
export interface AvailabilityWeek {
  /** Sunday, YYYY-MM-DD in the event time zone. */
  start: string;
  /** Saturday. */
  end: string;
  /** The festival's days in this week, in order (never empty). */
  days: string[];
}

/** The festival's calendar days (YYYY-MM-DD in the event time zone), first to last. */
export function festivalDays(
  startDate: Date | string,
  endDate: Date | string,
  timeZone: string = EVENT_TIME_ZONE,
): string[] {
  const first = calendarDateIn(new Date(startDate), timeZone);
  const last = calendarDateIn(new Date(endDate), timeZone);
  const days: string[] = [];
  // A festival runs days or weeks; the bound only guards against a malformed event.
  for (let day = first; day <= last && days.length < 366; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The day of the week of a YYYY-MM-DD date (0 = Sunday). */
const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The Sunday starting the week of a date. */
export const weekStartOf = (date: string): string => addDays(date, -((weekdayOf(date) - WEEK_STARTS_ON + 7) % 7));

/** The grid's pages: every week holding at least one festival day. */
export function availabilityWeeks(days: readonly string[]): AvailabilityWeek[] {
  const weeks: AvailabilityWeek[] = [];
  for (const day of days) {
    const start = weekStartOf(day);
    const current = weeks[weeks.length - 1];
    if (current?.start === start) current.days.push(day);
    else weeks.push({ start, end: addDays(start, 6), days: [day] });
  }
  return weeks;
}

/** Back and Next: the page `delta` weeks away, kept within the festival. */
export function pageWeek(weeks: readonly AvailabilityWeek[], index: number, delta: number): number {
  if (weeks.length === 0) return 0;
  return Math.min(weeks.length - 1, Math.max(0, index + delta));
}

export const canGoBack = (index: number): boolean => index > 0;
export const canGoNext = (weeks: readonly AvailabilityWeek[], index: number): boolean => index < weeks.length - 1;

/** The page holding a day (the first page when the day is not a festival day). */
export function weekIndexOf(weeks: readonly AvailabilityWeek[], day: string): number {
  const index = weeks.findIndex((week) => week.days.includes(day));
  return index < 0 ? 0 : index;
}

/** A grid cell's key: `YYYY-MM-DD:TYPE`. */
export const slotKey = (day: string, type: ShiftType): string => `${day}:${type}`;

/** The stored slot of a grid cell. */
export function timeSlotOf(day: string, type: ShiftType, timeZone: string = EVENT_TIME_ZONE): TimeSlot {
  return { startDate: shiftRange(day, type, timeZone).start.toISOString(), type };
}

/**
 * The grid cell of a stored slot, or null when the slot is not the start of its shift (a
 * made-up instant): the key of the day its start falls on.
 */
export function slotKeyOf(slot: TimeSlot, timeZone: string = EVENT_TIME_ZONE): string | null {
  const start = new Date(slot.startDate);
  if (Number.isNaN(start.getTime())) return null;
  const shift = SHIFTS.find((s) => s.type === slot.type);
  if (!shift) return null;
  const parts = zonedParts(start, timeZone);
  if (parts.hour !== shift.startHour || parts.minute !== 0 || parts.second !== 0 || start.getUTCMilliseconds() !== 0)
    return null;
  return slotKey(calendarDateIn(start, timeZone), slot.type);
}

/** Whether a stored slot is one of the festival's shifts. */
export function isFestivalSlot(slot: TimeSlot, days: readonly string[], timeZone: string = EVENT_TIME_ZONE): boolean {
  const key = slotKeyOf(slot, timeZone);
  return key !== null && days.includes(key.slice(0, 10));
}

/** Slots in a stable order (by start, then shift), without repeats. */
export function sortSlots(slots: readonly TimeSlot[]): TimeSlot[] {
  const order = (type: ShiftType) => SHIFTS.findIndex((s) => s.type === type);
  const seen = new Set<string>();
  return [...slots]
    .map((slot) => ({ ...slot, startDate: new Date(slot.startDate).toISOString() }))
    .filter((slot) => {
      const key = `${slot.startDate}|${slot.type}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || order(a.type) - order(b.type));
}
