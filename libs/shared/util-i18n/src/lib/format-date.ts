export { EVENT_TIME_ZONE, formatDisplayDate } from '@festival/shared-util-dates';
