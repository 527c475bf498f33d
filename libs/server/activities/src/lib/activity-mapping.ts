import type { SubEventRow } from '@festival/server-events';
import type { ActivityTemplateName, SendMailInput } from '@festival/server-mail';
import type { ActivityBooker } from '@festival/server-registrations';
import type { PaymentReceipt, SubEventRegistrationRecord } from '@festival/shared-util-api-contracts';
import { formatUsd } from '@festival/shared-util-fee-calculator';
import { EVENT_TIME_ZONE } from '@festival/shared-util-dates';
import type { RecordRow } from './activities.repository';

/** One record as the API answers it: never the payment's details, only whether the attendee pays. */
export function toRecord(
  row: RecordRow,
  booker: Pick<ActivityBooker, 'attendees'>,
  positions: Map<string, number>,
): SubEventRegistrationRecord {
  const attendee = booker.attendees.find((a) => a.id === row.attendeeId);
  const offered = row.status === 'WAITING_LIST' && row.heldUntil !== null && row.paymentId === null;
  return {
    id: row.id,
    eventRegistrationId: row.registrationId,
    attendeeId: row.attendeeId,
    attendeeName: attendee?.name ?? '',
    status: row.status,
    isPayment: row.isPayment,
    offerExpiresAt: offered ? (row.heldUntil as Date).toISOString() : null,
    waitlistPosition: row.status === 'WAITING_LIST' && row.heldUntil === null ? (positions.get(row.id) ?? null) : null,
  };
}

const honolulu = new Intl.DateTimeFormat('en-US', {
  timeZone: EVENT_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Activities' start times as formatted (every booking's emails name one; Intl formatting is slow). */
const formatted = new Map<number, string>();

/** A date and time as the attendee reads them (Pacific/Honolulu, SPEC.md §9). */
export function localTime(date: Date): string {
  const time = date.getTime();
  let text = formatted.get(time);
  if (text === undefined) {
    text = `${honolulu.format(date)} HST`;
    if (formatted.size >= 1_000) formatted.clear();
    formatted.set(time, text);
  }
  return text;
}

/** An activity email to the registration's main attendee; null when there is no address. */
export function activityMail(
  context: {
    deps: { attendeeSiteUrl: string };
    subEvent: Pick<SubEventRow, 'id' | 'mainEventId' | 'name' | 'startDate' | 'location'>;
    booker: Pick<ActivityBooker, 'contactEmail'>;
  },
  template: ActivityTemplateName,
  attendeeNames: string[],
  extra: { receipt?: PaymentReceipt | null; expiresAt?: Date } = {},
): SendMailInput | null {
  const { deps, subEvent, booker } = context;
  if (!booker.contactEmail) return null;
  const receipt = extra.receipt?.status === 'APPROVED' ? extra.receipt : null;
  return {
    to: booker.contactEmail,
    template,
    activityName: subEvent.name,
    when: localTime(subEvent.startDate),
    location: subEvent.location,
    attendeeNames,
    link: `${deps.attendeeSiteUrl}/my-events/${subEvent.mainEventId}?offer=${subEvent.id}`,
    ...(extra.expiresAt ? { expiresAt: localTime(extra.expiresAt) } : {}),
    receipt: receipt && {
      amount: formatUsd(receipt.amount),
      cardBrand: receipt.cardBrand ?? 'card',
      cardLast4: receipt.cardLast4 ?? '----',
      transactionId: receipt.transactionId ?? receipt.id,
    },
  };
}
