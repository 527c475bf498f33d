import type { MainEventRow } from '@festival/server-events';
import type {
  ChangeField,
  MailEvent,
  MailBudget,
  Mailer,
  PassClaims,
  RegistrationChange,
  SendMailInput,
} from '@festival/server-mail';
import { holdsPlace, personName, registrationReference } from '@festival/shared-util-registration';
import type { RegistrationWithAttendees } from './registrations.repository';

type AttendeeRow = RegistrationWithAttendees['attendees'][number];

/** What the emails about a registration need from the module's deps. */
export interface NoticeDeps {
  /** Queues the emails; it signs their check-in QR when it renders them (MailerOptions.signPass). */
  mailer?: Pick<Mailer, 'queue'>;
  /** The attendee site's origin, for the link back to the registration. */
  attendeeSiteUrl?: string;
  logger?: { error(details: Record<string, unknown>, message: string): void };
  /**
   * What the notices to additional attendees are taken from (per account, per recipient); without
   * one they are not limited.
   */
  mailBudget?: MailBudget;
}

/** The attendee fields a "what changed" email compares, in the order it lists them. */
const ATTENDEE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'dob',
  'phone',
  'address',
  'city',
  'state',
  'countryId',
  'zipCode',
  'languageIds',
  'ethnicity',
  'emergencyName',
  'emergencyPhone',
  'emergencyEmail',
  'emergencyRelationship',
  'isPayment',
  'isReleaseForm',
  'signatureUrl',
] as const satisfies readonly (keyof AttendeeRow & ChangeField)[];

/** What an additional attendee is told about themselves (their own details, nothing of anyone else). */
const OWN_DETAIL_FIELDS = ['firstName', 'lastName', 'email', 'dob', 'phone'] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The changes between two versions of one registration: its own fields, then each kept attendee's
 * changed fields, attendees added and removed. Values are the stored ones; the email hides secrets.
 */
export function registrationChanges(
  before: RegistrationWithAttendees,
  after: RegistrationWithAttendees,
): RegistrationChange[] {
  const changes: RegistrationChange[] = [];
  for (const field of ['type', 'isApplyEmergencyContactForAll'] as const)
    if (!same(before[field], after[field]))
      changes.push({ kind: 'changed', attendee: null, field, before: before[field], after: after[field] });
  const previous = new Map(before.attendees.map((a) => [a.id, a]));
  for (const now of [...after.attendees].sort((a, b) => a.position - b.position)) {
    const old = previous.get(now.id);
    if (!old) {
      changes.push({ kind: 'added', attendee: personName(now) });
      continue;
    }
    for (const field of ATTENDEE_FIELDS)
      if (!same(old[field], now[field]))
        changes.push({ kind: 'changed', attendee: personName(now), field, before: old[field], after: now[field] });
  }
  const kept = new Set(after.attendees.map((a) => a.id));
  for (const old of before.attendees)
    if (!kept.has(old.id)) changes.push({ kind: 'removed', attendee: personName(old) });
  return changes;
}

function mailEvent(event: MainEventRow): MailEvent {
  return {
    name: event.name,
    startDate: event.startDate,
    endDate: event.endDate,
    location: event.location,
    timeZone: event.timezone,
  };
}

function registrationLink(deps: NoticeDeps, event: MainEventRow): string {
  return `${deps.attendeeSiteUrl ?? ''}/registered-information/${encodeURIComponent(event.id)}`;
}

/** Whose places an email's check-in QR admits: those of these attendees who hold one (null: no QR). */
function passFor(registration: RegistrationWithAttendees, attendees: AttendeeRow[]): PassClaims | null {
  const holding = attendees.filter((a) => holdsPlace(a.status));
  if (!holdsPlace(registration.status) || holding.length === 0) return null;
  return { registrationId: registration.id, eventId: registration.mainEventId, attendeeIds: holding.map((a) => a.id) };
}

/**
 * Queues one message in the outbox (the mailer's loop renders and delivers it right after the
 * answer, so the request pays for an insert, not for the rendering or the transport); a failure
 * to queue is logged (never the message) and the registration stands.
 */
async function deliver(deps: NoticeDeps, what: string, send: () => Promise<unknown>) {
  try {
    await send();
  } catch (error) {
    // The mailer keeps failed deliveries in its outbox for retries; this is a failure to queue.
    deps.logger?.error({ reason: (error as Error).message }, `${what} mail could not be queued`);
  }
}

/** A registration's attendees in the order they were entered, the main attendee first. */
const ordered = (registration: RegistrationWithAttendees) =>
  [...registration.attendees].sort(
    (a, b) => Number(b.isMainProfile) - Number(a.isMainProfile) || a.position - b.position,
  );

/** To each of these additional attendees who gave an email: who registered them, their details, their own QR. */
function attendeeNotices(
  deps: NoticeDeps,
  event: MainEventRow,
  registration: RegistrationWithAttendees,
  attendees: AttendeeRow[],
): SendMailInput[] {
  const main = registration.attendees.find((a) => a.isMainProfile);
  const mails: SendMailInput[] = [];
  for (const attendee of attendees) {
    if (attendee.isMainProfile || !attendee.email || !main) continue;
    mails.push({
      to: attendee.email,
      template: 'registration-attendee',
      event: mailEvent(event),
      reference: registrationReference(registration.id),
      // Not the registration's page: that is the main attendee's, behind their sign-in.
      link: `${deps.attendeeSiteUrl ?? ''}/`,
      registeredBy: personName(main),
      details: OWN_DETAIL_FIELDS.map((field) => ({ field, value: attendee[field] })),
      pass: passFor(registration, [attendee]),
    });
  }
  return mails;
}

/**
 * Of these notices to additional attendees, those the registration's owner may still cause
 * (MailBudget): at most one per address a day, and a daily number per account. The rest are not
 * sent, and the registration stands: a lead who lists many people (or the same people again) is
 * not refused for it, since the notices are a courtesy (the lead's own confirmation lists everyone
 * and its QR admits them all), while a script listing hundreds of addresses mails none beyond the
 * budget. Refusing with 429 instead would close the honest lead's way for what a stranger cannot
 * be harmed by.
 */
async function withinBudget(deps: NoticeDeps, accountId: string, mails: SendMailInput[]): Promise<SendMailInput[]> {
  if (!deps.mailBudget || mails.length === 0) return mails;
  let allowed: Set<string>;
  try {
    allowed = new Set(
      await deps.mailBudget.take(
        accountId,
        mails.map((m) => m.to),
      ),
    );
  } catch (error) {
    // The budget could not be read: the notices wait for another occasion rather than go unlimited.
    deps.logger?.error({ reason: (error as Error).message }, 'mail budget could not be read; notices not sent');
    return [];
  }
  return mails.filter((m) => allowed.delete(m.to));
}

/** Queues these messages one by one (a failure to queue one is logged, and the rest still go). */
async function queueAll(deps: NoticeDeps & { mailer: Pick<Mailer, 'queue'> }, mails: SendMailInput[]) {
  for (const mail of mails) await deliver(deps, mail.template, () => deps.mailer.queue(mail));
}

/**
 * The main attendee's confirmation of a new registration (or one whose fee was just paid). For a
 * statement that queues it itself (outboxInsertFromJson); the others' notices follow once the
 * registration is made (sendAttendeeNotices), as the mail budget allows.
 */
export function confirmationMails(
  deps: NoticeDeps,
  event: MainEventRow,
  registration: RegistrationWithAttendees,
): SendMailInput[] {
  const attendees = ordered(registration);
  const main = attendees.find((a) => a.isMainProfile);
  const mails: SendMailInput[] = [];
  if (main?.email)
    mails.push({
      to: main.email,
      template: 'registration-confirmation',
      event: mailEvent(event),
      reference: registrationReference(registration.id),
      link: registrationLink(deps, event),
      status: registration.status,
      attendeeNames: attendees.map((a) => personName(a)),
      pass: passFor(registration, attendees),
    });
  return mails;
}

/** A new registration's notices to its additional attendees, queued as the owner's mail budget allows. */
export async function sendAttendeeNotices(
  deps: NoticeDeps,
  event: MainEventRow,
  registration: RegistrationWithAttendees,
): Promise<void> {
  const { mailer } = deps;
  if (!mailer) return;
  const notices = attendeeNotices(deps, event, registration, ordered(registration));
  await queueAll({ ...deps, mailer }, await withinBudget(deps, registration.userId, notices));
}

/** A new registration (or one whose fee was just paid): its messages queued. */
export async function sendRegistrationMade(
  deps: NoticeDeps,
  event: MainEventRow,
  registration: RegistrationWithAttendees,
): Promise<void> {
  const { mailer } = deps;
  if (!mailer) return;
  await queueAll({ ...deps, mailer }, confirmationMails(deps, event, registration));
  await sendAttendeeNotices(deps, event, registration);
}

/** Someone listed on another's registration who registered on their own, as releaseCopiesOf found them. */
export interface ReleasedAttendee {
  /** The registration they were taken off, and its main attendee's email (null: nobody to tell). */
  registrationId: string;
  leadEmail: string | null;
  /** Their name as that registration had it. */
  name: string;
}

/** Tells each lead whose registration lost an attendee to that attendee's own registration. */
export async function sendAttendeesLeft(
  deps: NoticeDeps,
  event: MainEventRow,
  released: readonly ReleasedAttendee[],
): Promise<void> {
  const { mailer } = deps;
  if (!mailer) return;
  const mails = released.flatMap((r): SendMailInput[] =>
    r.leadEmail
      ? [
          {
            to: r.leadEmail,
            template: 'registration-attendee-left',
            event: mailEvent(event),
            reference: registrationReference(r.registrationId),
            link: registrationLink(deps, event),
            attendee: r.name,
          },
        ]
      : [],
  );
  await queueAll({ ...deps, mailer }, mails);
}

/** After an edit: the main attendee gets the list of changes; attendees added with an email are told. */
export async function sendRegistrationChanged(
  deps: NoticeDeps,
  event: MainEventRow,
  before: RegistrationWithAttendees,
  after: RegistrationWithAttendees,
): Promise<void> {
  const { mailer } = deps;
  if (!mailer) return;
  const changes = registrationChanges(before, after);
  if (changes.length === 0) return;
  const main = after.attendees.find((a) => a.isMainProfile);
  const mails: SendMailInput[] = [];
  if (main?.email)
    mails.push({
      to: main.email,
      template: 'registration-changed',
      event: mailEvent(event),
      reference: registrationReference(after.id),
      link: registrationLink(deps, event),
      changes,
    });
  const existed = new Set(before.attendees.map((a) => a.id));
  const notices = attendeeNotices(
    deps,
    event,
    after,
    ordered(after).filter((a) => !existed.has(a.id)),
  );
  mails.push(...(await withinBudget(deps, after.userId, notices)));
  await queueAll({ ...deps, mailer }, mails);
}
