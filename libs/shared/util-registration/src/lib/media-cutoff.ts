import { addDays, zonedTimeToUtc } from './time-zone';

/** The last day media can register for the SPEC's festival (SPEC.md §8, §9), in the event time zone. */
export const MEDIA_REGISTRATION_LAST_DAY = '2024-05-31';

/**
 * The moment media registration closes for a last day (YYYY-MM-DD): the end of that day in the
 * event's time zone (Pacific/Honolulu unless the event says otherwise).
 */
export function mediaRegistrationClosesAt(lastDay: string, timeZone?: string): Date {
  return zonedTimeToUtc(addDays(lastDay, 1), 0, 0, timeZone);
}

/** The moment media registration closes for the SPEC's festival: the end of 31 May 2024 in Honolulu. */
export const MEDIA_REGISTRATION_CLOSES_AT = mediaRegistrationClosesAt(MEDIA_REGISTRATION_LAST_DAY);

/**
 * Whether the media registration screen shows the closed notice: after the cut-off, unless
 * the person is already registered (they still see and update their registration). An event
 * without a last day (`null`) never closes; without `lastDay`, the SPEC's festival's is meant.
 */
export function isMediaRegistrationClosed(
  now: Date,
  isAlreadyRegistered: boolean,
  lastDay: string | null = MEDIA_REGISTRATION_LAST_DAY,
  timeZone?: string,
): boolean {
  if (isAlreadyRegistered || lastDay === null) return false;
  return now.getTime() >= mediaRegistrationClosesAt(lastDay, timeZone).getTime();
}
