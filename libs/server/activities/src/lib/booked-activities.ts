import type { Db } from '@festival/server-db';
import { bookedActivitiesRepository } from './booked-activities.repository';

export interface BookedActivity {
  name: string;
  startDate: Date;
  location: string;
  attendeeIds: string[];
}

/**
 * The activities a main-event registration holds places at (RESERVED or CHECKED_IN records),
 * each with the attendees who go: what the wallet pass lists (apps/api passes this to it).
 */
export async function bookedActivities(db: Db, registrationId: string): Promise<BookedActivity[]> {
  const rows = await bookedActivitiesRepository.ofRegistration(db, registrationId);
  const bySubEvent = new Map<string, BookedActivity>();
  for (const { subEventId, attendeeId, ...activity } of rows) {
    const booked = bySubEvent.get(subEventId) ?? { ...activity, attendeeIds: [] };
    booked.attendeeIds.push(attendeeId);
    bySubEvent.set(subEventId, booked);
  }
  return [...bySubEvent.values()];
}

/** When what the wallet pass shows of a registration's activities last changed (null: never booked). */
export function activitiesChangedAt(db: Db, registrationId: string): Promise<Date | null> {
  return bookedActivitiesRepository.lastChange(db, registrationId);
}
