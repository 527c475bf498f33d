import { formatDisplayDate } from '@festival/shared-util-dates';

/** A calendar date (a birthday, an arrival day; sent as YYYY-MM-DD or a midnight timestamp) as MM/DD/YYYY, the day as written. */
export const formatCalendarDate = (isoDate: string | null | undefined): string =>
  formatDisplayDate(isoDate?.slice(0, 10));
