import type { Db } from '@festival/server-db';
import { findEvent } from '@festival/server-events';
import { BusinessRuleError, NotFoundError, UnauthorizedError } from '@festival/server-platform';
import { findRegistration } from '@festival/server-registrations';
import { holdsPlace } from '@festival/shared-util-registration';
import { signCheckInToken } from '@festival/shared-util-check-in';
import type { PassCertificates } from './dev-certificates';
import type { BookedActivity } from './pass-content';
import { buildPkpass, passVersion } from './pkpass';
import type { CheckInKeys, PassTokens } from './wallet-keys';

/** Staff who may read any registration (ATTENDEE:R) may fetch its pass too, e.g. to reissue one at the desk. */
export const STAFF_PASS_PERMISSION = 'ATTENDEE:R';
export const NO_PASS_MESSAGE = 'This registration holds no place at the festival, so it has no wallet pass.';

/**
 * The activities module's answer (apps/api passes it in): what a registration has booked. The
 * wallet reads activities only through this.
 */
export interface WalletActivities {
  /** The activities where the registration holds RESERVED or CHECKED_IN records, with those attendees. */
  bookedFor(db: Db, registrationId: string): Promise<BookedActivity[]>;
  /** When the registration's records (any status) or its activities last changed; null without records. */
  changedAt?(db: Db, registrationId: string): Promise<Date | null>;
}

export interface WalletDeps {
  db: Db;
  festivalName: string;
  pass: { passTypeId: string; teamId: string };
  certificates: () => Promise<PassCertificates>;
  keys: CheckInKeys;
  activities: WalletActivities;
  now: () => Date;
  /** The passes' tokens for Apple's web service (none: passes carry no webServiceURL). */
  tokens?: PassTokens;
}

/** A pass as of now: its version (ETag), when its content last changed, and the signed .pkpass on demand. */
export interface PassVersion {
  etag: string;
  lastModified: Date;
  /** When its content last changed, to the millisecond (the web service's update tags). */
  changedAt: Date;
  build(): Promise<Buffer>;
}

/** Apple's web service, HTTP dates: whole seconds. */
const toSecond = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

export interface WalletCaller {
  id: string;
  /** Read only when the caller is not the owner. */
  permissions: () => Promise<readonly string[]>;
}

/**
 * The Apple Wallet pass (.pkpass) of a main-event registration, for its owner or staff. Anyone
 * else is told it does not exist (404), as for an unknown id, so ids cannot be probed.
 */
export async function walletPass(
  deps: WalletDeps,
  caller: WalletCaller,
  registrationId: string,
  webServiceUrl?: string | null,
): Promise<PassVersion> {
  const registration = await findRegistration(deps.db, registrationId);
  const allowed =
    registration !== null &&
    (registration.userId === caller.id || (await caller.permissions()).includes(STAFF_PASS_PERMISSION));
  if (!registration || !allowed) throw new NotFoundError('Registration not found');
  return registrationPass(deps, registration, webServiceUrl);
}

/**
 * The latest version of a pass for Apple's web service (GET …/v1/passes/{type}/{serial}): the
 * device proves it holds the pass with its authenticationToken. A wrong token is a 401, as Apple
 * asks; a pass that is no more (the registration gone or holding no place) a 404.
 */
export async function latestPass(
  deps: WalletDeps,
  serialNumber: string,
  token: string | null,
  webServiceUrl: string,
): Promise<PassVersion> {
  if (!deps.tokens || !token || !(await deps.tokens.verify(serialNumber, token)))
    throw new UnauthorizedError('This pass cannot be updated with that token.');
  const registration = await findRegistration(deps.db, serialNumber);
  if (!registration || !holdsPlace(registration.status)) throw new NotFoundError('Pass not found');
  return registrationPass(deps, registration, webServiceUrl);
}

/** Built from the current data at every call: the booked activities as they are now. */
export async function registrationPass(
  deps: WalletDeps,
  registration: NonNullable<Awaited<ReturnType<typeof findRegistration>>>,
  webServiceUrl?: string | null,
): Promise<PassVersion> {
  if (!holdsPlace(registration.status)) throw new BusinessRuleError(NO_PASS_MESSAGE);
  const event = await findEvent(deps.db, registration.mainEventId);
  if (!event) throw new NotFoundError('Registration not found');

  const attendees = registration.attendees
    .filter((a) => holdsPlace(a.status))
    .sort((a, b) => Number(b.isMainProfile) - Number(a.isMainProfile) || a.position - b.position);
  const holding = new Set(attendees.map((a) => a.id));
  const [booked, activitiesChanged] = await Promise.all([
    deps.activities.bookedFor(deps.db, registration.id),
    deps.activities.changedAt?.(deps.db, registration.id) ?? Promise.resolve(null),
  ]);
  const activities = booked
    .map((activity) => ({ ...activity, attendeeIds: activity.attendeeIds.filter((id) => holding.has(id)) }))
    .filter((activity) => activity.attendeeIds.length > 0);
  const webService =
    webServiceUrl && deps.tokens
      ? { url: webServiceUrl, authenticationToken: await deps.tokens.tokenFor(registration.id) }
      : undefined;
  const content = {
    festivalName: deps.festivalName,
    ...deps.pass,
    registration: { id: registration.id, type: registration.type, status: registration.status },
    event: {
      id: event.id,
      name: event.name,
      startDate: event.startDate,
      endDate: event.endDate,
      location: event.location,
      timeZone: event.timezone,
    },
    attendees: attendees.map(({ id, firstName, lastName }) => ({ id, firstName, lastName })),
    activities,
    checkInToken: '',
    webService,
  };
  const changes = [registration.updatedAt, event.updatedAt, activitiesChanged].filter(
    (d): d is Date => d instanceof Date,
  );
  const changedAt = new Date(Math.max(...changes.map((d) => d.getTime())));
  return {
    etag: passVersion(content),
    lastModified: toSecond(changedAt),
    changedAt,
    build: async () => {
      const checkInToken = await signCheckInToken(await deps.keys.signingKey(), {
        registrationId: registration.id,
        eventId: event.id,
        attendeeIds: attendees.map((a) => a.id),
        issuedAt: deps.now(),
      });
      return buildPkpass({ ...content, checkInToken }, await deps.certificates());
    },
  };
}

/** The media module's answer (apps/api passes it in): the caller's media application for an event. */
export interface WalletMedia {
  applicationOf(
    db: Db,
    userId: string,
    eventId: string,
  ): Promise<{ id: string; status: string; organisation: string; role: string } | null>;
}

export const NO_PRESS_PASS_MESSAGE = 'Only an accredited media application has a press pass.';
export const MEDIA_APPLICATION_NOT_FOUND = 'Media application not found';

/**
 * The press pass (.pkpass) of the caller's accredited (APPROVED) media application: the same
 * pass as a registration's, with the outlet and role, and a check-in token for the application.
 */
export async function pressPass(
  deps: WalletDeps,
  media: WalletMedia,
  caller: { id: string; firstName: string; lastName: string },
  eventId: string,
): Promise<Buffer> {
  const application = await media.applicationOf(deps.db, caller.id, eventId);
  const event = application && (await findEvent(deps.db, eventId));
  if (!application || !event) throw new NotFoundError(MEDIA_APPLICATION_NOT_FOUND);
  if (application.status !== 'APPROVED') throw new BusinessRuleError(NO_PRESS_PASS_MESSAGE);
  const person = { id: caller.id, firstName: caller.firstName, lastName: caller.lastName };
  const checkInToken = await signCheckInToken(await deps.keys.signingKey(), {
    registrationId: application.id,
    eventId: event.id,
    attendeeIds: [],
    issuedAt: deps.now(),
  });
  return buildPkpass(
    {
      festivalName: deps.festivalName,
      ...deps.pass,
      registration: { id: application.id, type: 'MEDIA', status: application.status },
      event: {
        id: event.id,
        name: event.name,
        startDate: event.startDate,
        endDate: event.endDate,
        location: event.location,
        timeZone: event.timezone,
      },
      attendees: [person],
      activities: [],
      checkInToken,
      press: { organisation: application.organisation, role: application.role },
    },
    await deps.certificates(),
  );
}
