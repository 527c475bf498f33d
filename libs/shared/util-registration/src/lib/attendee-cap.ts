import { MAX_ATTENDEES_PER_REGISTRATION_CEILING } from '@festival/shared-util-api-contracts';

/**
 * How many people one registration may carry (its main attendee and every additional attendee).
 * Each event sets its own cap (`maxAttendeesPerRegistration`, default 10, staff may raise it up to
 * MAX_ATTENDEES_PER_REGISTRATION_CEILING), so one account cannot fill the festival with made-up
 * people. The attendee form stops at the cap and the API refuses above it: both ask this module.
 */
export {
  DEFAULT_MAX_ATTENDEES_PER_REGISTRATION,
  MAX_ATTENDEES_PER_REGISTRATION_CEILING,
} from '@festival/shared-util-api-contracts';

/**
 * The most people a registration may hold. A registration made before staff lowered the cap keeps
 * its people (an honest edit, a changed phone number, must still go through) but may not grow:
 * `stored` is how many it holds now (0 for a new registration).
 */
export function attendeeLimit(cap: number, stored = 0): number {
  return Math.min(MAX_ATTENDEES_PER_REGISTRATION_CEILING, Math.max(cap, stored));
}

/** Whether `count` people are within the limit (attendeeLimit). */
export const withinAttendeeLimit = (count: number, cap: number, stored = 0): boolean =>
  count <= attendeeLimit(cap, stored);

/** The API's answer above the limit, in plain words (the form shows the same line, translated). */
export const attendeeLimitMessage = (limit: number): string =>
  `A registration can include at most ${limit} ${limit === 1 ? 'person' : 'people'}, the main attendee included. Each further person can register with their own account. Nothing was changed.`;
