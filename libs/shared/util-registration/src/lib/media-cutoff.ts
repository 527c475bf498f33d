import { addDays, zonedTimeToUtc } from './time-zone';

/** The last day media can register (SPEC.md §8, §9), in the event time zone. */
export const MEDIA_REGISTRATION_LAST_DAY = '2024-05-31';

/** The moment media registration closes: the end of the last day in Honolulu. */
export const MEDIA_REGISTRATION_CLOSES_AT = zonedTimeToUtc(addDays(MEDIA_REGISTRATION_LAST_DAY, 1));

/**
 * Whether the media registration screen shows the closed notice: after the cut-off, unless
 * the person is already registered (they still see and update their registration).
 */
export function isMediaRegistrationClosed(now: Date, isAlreadyRegistered: boolean): boolean {
  return !isAlreadyRegistered && now.getTime() >= MEDIA_REGISTRATION_CLOSES_AT.getTime();
}
