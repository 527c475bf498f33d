import type { SubEvent } from '@festival/shared-util-api-contracts';
import { formatDisplayDate, formatDisplayTime } from '@festival/shared-util-dates';
import { formatUsd } from '@festival/shared-util-fee-calculator';

/** The attendee namespace's translate function (i18next's `t`), as the card and the server's shell have it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The words of an activity's card, written once for the app's card and the activity list the server fills. */
export interface ActivityDetails {
  /** Its date and time (the event's time zone). */
  when: string;
  /** The fee per person, or free. */
  fee: string;
  /** Places left, else the waitlist, else full. */
  places: string;
}

export function activityDetails(
  t: Translate,
  activity: Pick<SubEvent, 'startDate' | 'activityRegistrationFee' | 'isAllowWaitList'> & { availableSlot: number },
): ActivityDetails {
  return {
    when: t('activities.dateTime', {
      date: formatDisplayDate(activity.startDate),
      time: formatDisplayTime(activity.startDate),
    }),
    fee:
      activity.activityRegistrationFee > 0
        ? t('activities.feePerPerson', { fee: formatUsd(activity.activityRegistrationFee) })
        : t('activities.free'),
    places:
      activity.availableSlot > 0
        ? t('activities.placesLeft', { count: activity.availableSlot })
        : activity.isAllowWaitList
          ? t('activities.waitlistOpen')
          : t('activities.full'),
  };
}
