import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@festival/server-db';
import type { RegistrationStatus } from '@festival/shared-util-registration';
import { registrationAttendees, registrations } from './registrations.tables';

const columns = {
  attendeeId: registrationAttendees.id,
  registrationId: registrations.id,
  mainEventId: registrations.mainEventId,
  firstName: registrationAttendees.firstName,
  lastName: registrationAttendees.lastName,
  email: registrationAttendees.email,
  type: registrations.type,
  status: registrationAttendees.status,
};

/** The people the door sees: attendees with their registration's type (check-in module). */
export const checkInAttendeesRepository = {
  ofEvent(db: Db, eventId: string, statuses: readonly RegistrationStatus[]) {
    return db
      .select(columns)
      .from(registrationAttendees)
      .innerJoin(registrations, eq(registrations.id, registrationAttendees.registrationId))
      .where(and(eq(registrations.mainEventId, eventId), inArray(registrationAttendees.status, [...statuses])))
      .orderBy(
        asc(registrationAttendees.lastName),
        asc(registrationAttendees.firstName),
        asc(registrationAttendees.id),
      );
  },

  byIds(db: Db, attendeeIds: readonly string[]) {
    if (attendeeIds.length === 0) return Promise.resolve([]);
    return db
      .select(columns)
      .from(registrationAttendees)
      .innerJoin(registrations, eq(registrations.id, registrationAttendees.registrationId))
      .where(inArray(registrationAttendees.id, [...attendeeIds]))
      .orderBy(asc(registrationAttendees.position));
  },

  /** APPROVED → CHECKED_IN for the person, and for their registration when it is still APPROVED. */
  async markCheckedIn(tx: Db, attendeeId: string, registrationId: string, at: Date): Promise<void> {
    await tx
      .update(registrationAttendees)
      .set({ status: 'CHECKED_IN', updatedAt: at })
      .where(and(eq(registrationAttendees.id, attendeeId), eq(registrationAttendees.status, 'APPROVED')));
    await tx
      .update(registrations)
      .set({ status: 'CHECKED_IN', updatedAt: at })
      .where(and(eq(registrations.id, registrationId), eq(registrations.status, 'APPROVED')));
  },
};
