import { calendarDateIn, EVENT_TIME_ZONE, zonedParts } from '@festival/shared-util-dates';
import { addDays, zonedTimeToUtc } from './time-zone';

/** Availability shifts (SPEC.md §9), in event-time-zone hours: [start, end). */
export const SHIFTS = [
  { type: 'MORNING', label: 'Morning', labelKey: 'shift.morning', startHour: 5, endHour: 11 },
  { type: 'AFTERNOON', label: 'Afternoon', labelKey: 'shift.afternoon', startHour: 11, endHour: 17 },
  { type: 'NIGHT', label: 'Night', labelKey: 'shift.night', startHour: 17, endHour: 22 },
] as const;
export type ShiftType = (typeof SHIFTS)[number]['type'];
export type Shift = (typeof SHIFTS)[number];

/** The week of the availability grid starts on Sunday. */
export const WEEK_STARTS_ON = 0;

/** The shift an instant falls in, in the event time zone; null outside every shift. */
export function shiftOf(instant: Date, timeZone: string = EVENT_TIME_ZONE): ShiftType | null {
  const { hour } = zonedParts(instant, timeZone);
  return SHIFTS.find((s) => hour >= s.startHour && hour < s.endHour)?.type ?? null;
}

/** When a shift of a day (YYYY-MM-DD in the event time zone) starts and ends. */
export function shiftRange(
  date: string,
  type: ShiftType,
  timeZone: string = EVENT_TIME_ZONE,
): { start: Date; end: Date } {
  const shift = SHIFTS.find((s) => s.type === type);
  if (!shift) throw new RangeError(`unknown shift ${type}`);
  return {
    start: zonedTimeToUtc(date, shift.startHour, 0, timeZone),
    end: zonedTimeToUtc(date, shift.endHour, 0, timeZone),
  };
}

export interface Week {
  /** The seven days, Sunday first, as YYYY-MM-DD in the event time zone. */
  days: string[];
  /** Sunday 00:00 in the event time zone. */
  start: Date;
  /** The next Sunday 00:00 (exclusive). */
  end: Date;
}

/** The Sunday-to-Saturday week (in the event time zone) holding an instant. */
export function weekOf(instant: Date, timeZone: string = EVENT_TIME_ZONE): Week {
  const today = calendarDateIn(instant, timeZone);
  const sunday = addDays(today, -((zonedParts(instant, timeZone).weekday - WEEK_STARTS_ON + 7) % 7));
  const days = [...Array(7).keys()].map((i) => addDays(sunday, i));
  return {
    days,
    start: zonedTimeToUtc(sunday, 0, 0, timeZone),
    end: zonedTimeToUtc(addDays(sunday, 7), 0, 0, timeZone),
  };
}

/** The week before or after (the grid's Back and Next). */
export function shiftWeek(week: Week, weeks: number, timeZone: string = EVENT_TIME_ZONE): Week {
  return weekOf(zonedTimeToUtc(addDays(week.days[0], 7 * weeks), 12, 0, timeZone), timeZone);
}
