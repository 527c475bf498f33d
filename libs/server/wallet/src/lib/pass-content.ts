import { formatDisplayDate, formatDisplayTime } from '@festival/shared-util-dates';
import { personName } from '@festival/shared-util-registration';
import { PASS_COLORS, rgb } from './branding';
import { passText, type PassText } from './pass-texts';

/** An activity the registration holds places at (RESERVED or CHECKED_IN records), with who goes. */
export interface BookedActivity {
  name: string;
  startDate: Date;
  location: string;
  attendeeIds: string[];
}

export interface PassPerson {
  id: string;
  firstName: string;
  lastName: string;
}

/** Everything a pass shows; pass.json is made from this alone. */
export interface PassContent {
  festivalName: string;
  passTypeId: string;
  teamId: string;
  registration: { id: string; type: string; status: string };
  event: { id: string; name: string; startDate: Date; endDate: Date; location: string; timeZone: string };
  /** The main attendee first, then the others who hold a place. */
  attendees: PassPerson[];
  activities: BookedActivity[];
  /** The signed check-in token the QR code holds. */
  checkInToken: string;
  /** A press pass (an accredited media application): the outlet and role (MEDIA_ROLES) instead of the attendee count. */
  press?: { organisation: string; role: string };
  /** Apple's pass web service: where a device fetches the latest version, and the pass's token for it. */
  webService?: { url: string; authenticationToken: string };
}

interface Field {
  key: string;
  label: string;
  value: string | number;
}

function datesOf({ startDate, endDate, timeZone }: PassContent['event']): string {
  const [start, end] = [formatDisplayDate(startDate, timeZone), formatDisplayDate(endDate, timeZone)];
  return start === end ? start : `${start} – ${end}`;
}

function activityField(content: PassContent, activity: BookedActivity, index: number): Field {
  const tz = content.event.timeZone;
  const names = content.attendees.filter((a) => activity.attendeeIds.includes(a.id)).map((a) => personName(a));
  const when = `${formatDisplayDate(activity.startDate, tz)} ${formatDisplayTime(activity.startDate, tz)}`;
  return {
    key: `activity-${index + 1}`,
    label: activity.name,
    value: [when, activity.location, names.join(', ')].filter(Boolean).join(' · '),
  };
}

/**
 * pass.json of an event ticket (Apple's "Pass" dictionary): the festival's colours, the main
 * attendee, the event's dates and place, the booked activities on the back, and the QR code.
 * Dates and times are the event's time zone (Pacific/Honolulu), written as SPEC.md §5 shows them.
 * Every fixed text goes through `t`, the English one by default: pass.json holds the English texts,
 * which are also the keys of the pass.strings files (pkpass.ts) that give them in other languages.
 */
export function passJson(content: PassContent, t: PassText = passText('en')): Record<string, unknown> {
  const [main, ...others] = content.attendees;
  const { event } = content;
  const activities = [...content.activities].sort(
    (a, b) => a.startDate.getTime() - b.startDate.getTime() || a.name.localeCompare(b.name),
  );
  const backFields: Field[] = [
    ...activities.map((activity, i) => activityField(content, activity, i)),
    ...(activities.length === 0 && !content.press
      ? [{ key: 'activities', label: t('wallet-pass.activities'), value: t('wallet-pass.noneBooked') }]
      : []),
    ...(others.length
      ? [{ key: 'additional', label: t('wallet-pass.additional'), value: others.map((a) => personName(a)).join(', ') }]
      : []),
    {
      key: 'registration',
      label: t('wallet-pass.registration'),
      value: `${content.registration.id} (${content.registration.type})`,
    },
    { key: 'time-zone', label: t('wallet-pass.times'), value: t('wallet-pass.timeZone', { timeZone: event.timeZone }) },
  ];
  return {
    formatVersion: 1,
    passTypeIdentifier: content.passTypeId,
    teamIdentifier: content.teamId,
    serialNumber: content.registration.id,
    organizationName: content.festivalName,
    description: `${content.festivalName}: ${event.name}`,
    logoText: content.festivalName,
    backgroundColor: rgb(PASS_COLORS.background),
    foregroundColor: rgb(PASS_COLORS.foreground),
    labelColor: rgb(PASS_COLORS.label),
    relevantDate: event.startDate.toISOString(),
    ...(content.webService
      ? { webServiceURL: content.webService.url, authenticationToken: content.webService.authenticationToken }
      : {}),
    barcodes: [
      {
        format: 'PKBarcodeFormatQR',
        message: content.checkInToken,
        messageEncoding: 'iso-8859-1',
        altText: t('wallet-pass.checkInCode'),
      },
    ],
    eventTicket: {
      headerFields: [{ key: 'dates', label: t('details.dates'), value: datesOf(event) }],
      primaryFields: [
        {
          key: 'attendee',
          label: t(content.press ? 'wallet-pass.press' : 'wallet-pass.attendee'),
          value: main ? personName(main) : '',
        },
      ],
      secondaryFields: [
        { key: 'event', label: t('wallet-pass.event'), value: event.name },
        {
          key: 'status',
          label: t('details.status'),
          value: t(`registration-status.statuses.${content.registration.status}`, {
            defaultValue: content.registration.status,
          }),
        },
      ],
      auxiliaryFields: [
        { key: 'location', label: t('wallet-pass.location'), value: event.location },
        content.press
          ? {
              key: 'outlet',
              label: t(`wallet-pass.roles.${content.press.role}`, { defaultValue: content.press.role }),
              value: content.press.organisation,
            }
          : { key: 'attendees', label: t('wallet-pass.attendees'), value: content.attendees.length },
      ],
      backFields,
    },
  };
}
