import type { Db } from '@festival/server-db';
import type { SubEventRegistrationStatus } from '@festival/shared-util-registration';
import { checkInRecordsRepository as repository } from './check-in-records.repository';

/** A booked place at an activity, as the check-in desk sees it (RESERVED or CHECKED_IN). */
export interface CheckInRecord {
  subEventId: string;
  name: string;
  startDate: Date | null;
  attendeeId: string;
  status: SubEventRegistrationStatus;
}

export function checkInRecordsOfEvent(db: Db, eventId: string): Promise<CheckInRecord[]> {
  return repository.ofEvent(db, eventId);
}

/** The attendee's booked place at the activity, or null when they hold none. */
export function findCheckInRecord(db: Db, subEventId: string, attendeeId: string): Promise<CheckInRecord | null> {
  return repository.find(db, subEventId, attendeeId);
}

/** RESERVED → CHECKED_IN (SPEC.md §3); the place stays held. */
export function markActivityCheckedIn(tx: Db, subEventId: string, attendeeId: string, at: Date): Promise<void> {
  return repository.markCheckedIn(tx, subEventId, attendeeId, at);
}
