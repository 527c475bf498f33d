import { recordAudit } from '@festival/server-audit';
import { findCheckInRecord, checkInRecordsOfEvent, markActivityCheckedIn } from '@festival/server-activities';
import type { Db } from '@festival/server-db';
import { findEvent, findSubEvent } from '@festival/server-events';
import { BadRequestError, ConflictError, NotFoundError } from '@festival/server-platform';
import {
  checkInAttendeesByIds,
  checkInAttendeesOfEvent,
  markAttendeeCheckedIn,
  type CheckInAttendee,
} from '@festival/server-registrations';
import type {
  CheckInOutcome,
  CheckInRequest,
  CheckInResult,
  CheckInRoster,
  RosterAttendee,
} from '@festival/shared-util-api-contracts';
import {
  alreadyCheckedInMessage,
  CHECKED_IN_MESSAGE,
  checkInRefusal,
  refusalMessage,
  verifyCheckInToken,
  type CheckInRefusal,
  type JsonWebKeySet,
} from '@festival/shared-util-check-in';
import { checkInRepository, type CheckInRow } from './check-in.repository';

export const INVALID_PASS_MESSAGE = 'This QR code is not a valid festival pass.';
export const ONE_OF_MESSAGE = 'Give either the scanned token or the attendee, not both.';

export interface CheckInDeps {
  db: Db;
  /** The published check-in key set (GET /wallet/check-in-key). */
  keySet: () => Promise<JsonWebKeySet>;
  now: () => Date;
}

/** Everyone holding a place at the event, with their check-ins, for a door device to keep offline. */
export async function checkInRoster(deps: CheckInDeps, eventId: string): Promise<CheckInRoster> {
  const event = await findEvent(deps.db, eventId);
  if (!event) throw new NotFoundError('Event not found');
  const [attendees, records, rows] = await Promise.all([
    checkInAttendeesOfEvent(deps.db, eventId),
    checkInRecordsOfEvent(deps.db, eventId),
    checkInRepository.ofEvent(deps.db, eventId),
  ]);
  const checkedIn = new Map(rows.map((row) => [`${row.attendeeId}:${row.subEventId ?? ''}`, row.checkedInAt]));
  const at = (attendeeId: string, subEventId: string | null) =>
    checkedIn.get(`${attendeeId}:${subEventId ?? ''}`)?.toISOString() ?? null;
  const activities = new Map<string, { id: string; name: string; startDate: string | null }>();
  const recordsOf = new Map<string, RosterAttendee['activities']>();
  for (const record of records) {
    activities.set(record.subEventId, {
      id: record.subEventId,
      name: record.name,
      startDate: record.startDate?.toISOString() ?? null,
    });
    const list = recordsOf.get(record.attendeeId) ?? [];
    list.push({
      subEventId: record.subEventId,
      status: record.status,
      checkedInAt: at(record.attendeeId, record.subEventId),
    });
    recordsOf.set(record.attendeeId, list);
  }
  return {
    eventId: event.id,
    eventName: event.name,
    generatedAt: deps.now().toISOString(),
    activities: [...activities.values()],
    attendees: attendees.map((a) => ({
      attendeeId: a.attendeeId,
      registrationId: a.registrationId,
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      type: a.type,
      status: a.status,
      checkedInAt: at(a.attendeeId, null),
      activities: recordsOf.get(a.attendeeId) ?? [],
    })),
  };
}

/**
 * Checks in the people of a scanned pass (its signed token) or one searched attendee, at the main
 * event or at an activity. Idempotent per person and place: a second check-in, from this device or
 * another one syncing its offline queue, answers ALREADY_CHECKED_IN with the first one's time.
 * Each check-in and its status change commit with their audit row.
 */
export async function checkIn(deps: CheckInDeps, actorSub: string, request: CheckInRequest): Promise<CheckInResult> {
  const { token, attendeeId } = request;
  if ((token === undefined) === (attendeeId === undefined)) {
    throw new BadRequestError(ONE_OF_MESSAGE, [
      { field: 'token', message: ONE_OF_MESSAGE },
      { field: 'attendeeId', message: ONE_OF_MESSAGE },
    ]);
  }
  const now = deps.now();
  const scannedAt = request.scannedAt ? new Date(request.scannedAt) : null;

  let people: CheckInAttendee[];
  let passEventId: string | null = null;
  if (token !== undefined) {
    const claims = await verifyCheckInToken(token, await deps.keySet());
    if (!claims) throw new BadRequestError(INVALID_PASS_MESSAGE, [{ field: 'token', message: INVALID_PASS_MESSAGE }]);
    passEventId = claims.eventId;
    people = await checkInAttendeesByIds(deps.db, claims.attendeeIds);
  } else {
    people = await checkInAttendeesByIds(deps.db, [attendeeId as string]);
    if (people.length === 0) throw new NotFoundError('Attendee not found');
  }

  const subEventId = request.subEventId ?? null;
  const activity = subEventId ? await findSubEvent(deps.db, subEventId) : null;
  if (subEventId && !activity) throw new NotFoundError('Activity not found');

  const results: CheckInOutcome[] = [];
  for (const person of people) {
    const eventId = activity?.mainEventId ?? passEventId ?? person.mainEventId;
    const refusal: CheckInRefusal | null = person.mainEventId !== eventId ? { reason: 'NOT_IN_EVENT' } : null;
    results.push(
      await checkInOne(deps, actorSub, person, subEventId, {
        refusal,
        at: now,
        scannedAt: scannedAt && scannedAt < now ? scannedAt : null,
        method: token !== undefined ? 'QR' : 'SEARCH',
      }),
    );
  }
  return { results };
}

interface CheckInContext {
  refusal: CheckInRefusal | null;
  at: Date;
  scannedAt: Date | null;
  method: 'QR' | 'SEARCH';
}

async function checkInOne(
  deps: CheckInDeps,
  actorSub: string,
  person: CheckInAttendee,
  subEventId: string | null,
  context: CheckInContext,
): Promise<CheckInOutcome> {
  const outcome = (kind: CheckInOutcome['outcome'], checkedInAt: Date | null, message: string): CheckInOutcome => ({
    attendeeId: person.attendeeId,
    registrationId: person.registrationId,
    firstName: person.firstName,
    lastName: person.lastName,
    subEventId,
    outcome: kind,
    checkedInAt: checkedInAt?.toISOString() ?? null,
    message,
  });
  const already = (row: CheckInRow) =>
    outcome('ALREADY_CHECKED_IN', row.checkedInAt, alreadyCheckedInMessage(row.checkedInAt));

  if (context.refusal) return outcome('REFUSED', null, refusalMessage(context.refusal));
  const first = await checkInRepository.find(deps.db, person.attendeeId, subEventId);
  if (first) return already(first);
  const record = subEventId ? await findCheckInRecord(deps.db, subEventId, person.attendeeId) : null;
  const refusal = checkInRefusal(person, record, subEventId !== null);
  if (refusal) return outcome('REFUSED', null, refusalMessage(refusal));

  return deps.db.transaction(async (tx) => {
    const row = await checkInRepository.insertOnce(tx, {
      mainEventId: person.mainEventId,
      attendeeId: person.attendeeId,
      subEventId,
      checkedInAt: context.at,
      checkedInBy: actorSub,
      method: context.method,
      scannedAt: context.scannedAt,
    });
    // Another device got there between the look-up and the insert: its time stands.
    if (!row) {
      const raced = await checkInRepository.find(tx, person.attendeeId, subEventId);
      if (!raced) throw new ConflictError('The check-in could not be recorded; please scan again.');
      return already(raced);
    }
    if (subEventId) await markActivityCheckedIn(tx, subEventId, person.attendeeId, context.at);
    else await markAttendeeCheckedIn(tx, person, context.at);
    await recordAudit(tx, {
      actorSub,
      action: subEventId ? 'activity.check-in' : 'attendee.check-in',
      target: `attendee:${person.attendeeId}`,
      before: { status: subEventId ? record?.status : person.status },
      after: {
        status: 'CHECKED_IN',
        subEventId,
        method: context.method,
        scannedAt: context.scannedAt?.toISOString() ?? null,
      },
      at: context.at,
    });
    return outcome('CHECKED_IN', row.checkedInAt, CHECKED_IN_MESSAGE);
  });
}
