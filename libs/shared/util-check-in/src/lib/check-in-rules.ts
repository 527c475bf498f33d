import type { RegistrationStatus, SubEventRegistrationStatus } from '@festival/shared-util-api-contracts';
import { formatDisplayDate, formatDisplayTime } from '@festival/shared-util-dates';

/**
 * Who may come in, decided the same way by the API and by a door device that is offline.
 * Main event: an APPROVED person (CHECKED_IN when staff moved the status by hand). Activity: a
 * person whose record there is RESERVED (or CHECKED_IN). Whether they already came in is told by
 * the check-in itself (its time), not by the status.
 */
export const MAIN_EVENT_ADMITTED: readonly RegistrationStatus[] = ['APPROVED', 'CHECKED_IN'];
export const ACTIVITY_ADMITTED: readonly SubEventRegistrationStatus[] = ['RESERVED', 'CHECKED_IN'];

export type CheckInRefusal =
  { reason: 'STATUS'; status: RegistrationStatus } | { reason: 'NO_ACTIVITY_PLACE' } | { reason: 'NOT_IN_EVENT' };

/** Why the person may not come in, or null when they may. */
export function checkInRefusal(
  attendee: { status: RegistrationStatus },
  activity: { status: SubEventRegistrationStatus } | null | undefined,
  forActivity: boolean,
): CheckInRefusal | null {
  if (forActivity)
    return activity && ACTIVITY_ADMITTED.includes(activity.status) ? null : { reason: 'NO_ACTIVITY_PLACE' };
  return MAIN_EVENT_ADMITTED.includes(attendee.status) ? null : { reason: 'STATUS', status: attendee.status };
}

/** The API's English wording; the admin screen words the same facts through i18next. */
export function refusalMessage(refusal: CheckInRefusal): string {
  switch (refusal.reason) {
    case 'STATUS':
      return `This registration is ${refusal.status}: only an approved registration can be checked in.`;
    case 'NO_ACTIVITY_PLACE':
      return 'No place is booked at this activity for this person.';
    case 'NOT_IN_EVENT':
      return 'This pass is for another event.';
  }
}

/** "06/01/2027 8:15 AM" in the festival's time zone (SPEC.md §9). */
export const formatCheckInTime = (at: Date | string): string => `${formatDisplayDate(at)} ${formatDisplayTime(at)}`;

export const alreadyCheckedInMessage = (at: Date | string): string => `Already checked in at ${formatCheckInTime(at)}`;
export const CHECKED_IN_MESSAGE = 'Checked in';
