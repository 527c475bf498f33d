import type { Db } from '@festival/server-db';
import type { RegistrationStatus, RegistrationType } from '@festival/shared-util-api-contracts';
import { HOLDING_STATUSES } from '@festival/shared-util-registration';
import { checkInAttendeesRepository as repository } from './check-in-attendees.repository';

/** One attendee as the check-in desk sees them. */
export interface CheckInAttendee {
  attendeeId: string;
  registrationId: string;
  mainEventId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  type: RegistrationType;
  status: RegistrationStatus;
}

/** Everyone holding a place at the event (the roster a door device keeps), by name. */
export function checkInAttendeesOfEvent(db: Db, eventId: string): Promise<CheckInAttendee[]> {
  return repository.ofEvent(db, eventId, HOLDING_STATUSES);
}

export function checkInAttendeesByIds(db: Db, attendeeIds: readonly string[]): Promise<CheckInAttendee[]> {
  return repository.byIds(db, attendeeIds);
}

/** The person (and their registration, if still APPROVED) becomes CHECKED_IN; other statuses stay. */
export function markAttendeeCheckedIn(tx: Db, attendee: CheckInAttendee, at: Date): Promise<void> {
  return repository.markCheckedIn(tx, attendee.attendeeId, attendee.registrationId, at);
}
