import type {
  CheckInOutcome,
  CheckInOutcomeKind,
  CheckInRoster,
  RosterAttendee,
} from '@festival/shared-util-api-contracts';
import { checkInRefusal, type CheckInRefusal } from '@festival/shared-util-check-in';
import { personName } from '@festival/shared-util-registration';

/** A check-in made while the server could not be reached, kept until it is sent. */
export interface QueuedCheckIn {
  id: string;
  /** The scanned pass, or else the searched attendee. */
  token?: string;
  attendeeId?: string;
  /** The people it checked in on this device, so that a second scan here says "already". */
  attendeeIds: string[];
  subEventId: string | null;
  scannedAt: string;
}

/** What the door sees after a scan or a tap, decided by the server or, offline, by this device. */
export interface DeskOutcome {
  attendeeId: string;
  firstName: string;
  lastName: string;
  subEventId: string | null;
  outcome: CheckInOutcomeKind;
  checkedInAt: string | null;
  /** Decided on this device and waiting to be sent. */
  queued: boolean;
  refusal?: CheckInRefusal;
  /** The server's English wording, when the server decided. */
  message?: string;
}

const checkedInAtOf = (person: RosterAttendee, subEventId: string | null): string | null =>
  subEventId === null
    ? person.checkedInAt
    : (person.activities.find((a) => a.subEventId === subEventId)?.checkedInAt ?? null);

/** The refusal for someone the desk's event does not have (not on the roster, or a pass for another event). */
export const notInEvent = (attendeeId: string, subEventId: string | null): DeskOutcome => ({
  attendeeId,
  firstName: '',
  lastName: '',
  subEventId,
  outcome: 'REFUSED',
  checkedInAt: null,
  queued: false,
  refusal: { reason: 'NOT_IN_EVENT' },
});

/**
 * The offline decision, with the same rules as the server (util-check-in): someone the kept roster
 * or this device's queue already has in is "already checked in"; someone not admitted is refused;
 * the rest are checked in, to be sent later.
 */
export function decideOffline(
  roster: CheckInRoster,
  queue: readonly QueuedCheckIn[],
  attendeeIds: readonly string[],
  subEventId: string | null,
): DeskOutcome[] {
  return attendeeIds.map((attendeeId) => {
    const person = roster.attendees.find((a) => a.attendeeId === attendeeId);
    if (!person) return notInEvent(attendeeId, subEventId);
    const base = { attendeeId, firstName: person.firstName, lastName: person.lastName, subEventId };
    const known = checkedInAtOf(person, subEventId);
    if (known) return { ...base, outcome: 'ALREADY_CHECKED_IN', checkedInAt: known, queued: false };
    const waiting = queue.find((q) => q.subEventId === subEventId && q.attendeeIds.includes(attendeeId));
    if (waiting) return { ...base, outcome: 'ALREADY_CHECKED_IN', checkedInAt: waiting.scannedAt, queued: true };
    const record = subEventId ? person.activities.find((a) => a.subEventId === subEventId) : null;
    const refusal = checkInRefusal(person, record, subEventId !== null);
    if (refusal) return { ...base, outcome: 'REFUSED', checkedInAt: null, queued: false, refusal };
    return { ...base, outcome: 'CHECKED_IN', checkedInAt: null, queued: true };
  });
}

/** The server's answer as the desk shows it. */
export const fromServer = (outcome: CheckInOutcome): DeskOutcome => ({
  attendeeId: outcome.attendeeId,
  firstName: outcome.firstName,
  lastName: outcome.lastName,
  subEventId: outcome.subEventId,
  outcome: outcome.outcome,
  checkedInAt: outcome.checkedInAt,
  queued: false,
  message: outcome.message,
});

/** The kept roster with the server's answers in it: whoever is in now shows their time. */
export function applyOutcomes(roster: CheckInRoster, outcomes: readonly CheckInOutcome[]): CheckInRoster {
  const admitted = outcomes.filter((o) => o.outcome !== 'REFUSED' && o.checkedInAt !== null);
  if (admitted.length === 0) return roster;
  return {
    ...roster,
    attendees: roster.attendees.map((person) => {
      const mine = admitted.filter((o) => o.attendeeId === person.attendeeId);
      if (mine.length === 0) return person;
      const main = mine.find((o) => o.subEventId === null);
      return {
        ...person,
        ...(main
          ? { checkedInAt: main.checkedInAt, status: person.status === 'APPROVED' ? 'CHECKED_IN' : person.status }
          : {}),
        activities: person.activities.map((record) => {
          const there = mine.find((o) => o.subEventId === record.subEventId);
          return there ? { ...record, status: 'CHECKED_IN' as const, checkedInAt: there.checkedInAt } : record;
        }),
      };
    }),
  };
}

/** People of the roster matching a name or an email, best first (the search works offline). */
export function searchRoster(roster: CheckInRoster, search: string, limit = 20): RosterAttendee[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return roster.attendees
    .filter((a) => {
      const text = `${personName(a)} ${a.email ?? ''}`.toLowerCase();
      return words.every((w) => text.includes(w));
    })
    .slice(0, limit);
}
