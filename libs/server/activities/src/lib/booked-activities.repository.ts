import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '@festival/server-db';
import { subEvents } from '@festival/server-events';
import { subEventRegistrations } from './activities.tables';

/** Records that hold a place the attendee will use (a waiting record, even one holding a place, is not booked). */
const BOOKED = ['RESERVED', 'CHECKED_IN'] as const;

export const bookedActivitiesRepository = {
  /** A registration's booked records, each with its activity, in the activities' order. */
  async ofRegistration(db: Db, registrationId: string) {
    return db
      .select({
        subEventId: subEvents.id,
        name: subEvents.name,
        startDate: subEvents.startDate,
        location: subEvents.location,
        attendeeId: subEventRegistrations.attendeeId,
      })
      .from(subEventRegistrations)
      .innerJoin(subEvents, eq(subEvents.id, subEventRegistrations.subEventId))
      .where(
        and(
          eq(subEventRegistrations.registrationId, registrationId),
          inArray(subEventRegistrations.status, [...BOOKED]),
        ),
      )
      .orderBy(asc(subEvents.startDate), asc(subEvents.name), asc(subEventRegistrations.seq));
  },

  /**
   * When the registration's records last changed (any status: a cancellation changes the pass
   * too), or an activity it holds places at was edited; null without records.
   */
  async lastChange(db: Db, registrationId: string): Promise<Date | null> {
    const [row] = await db
      .select({ records: max(subEventRegistrations.updatedAt), activities: max(subEvents.updatedAt) })
      .from(subEventRegistrations)
      .innerJoin(subEvents, eq(subEvents.id, subEventRegistrations.subEventId))
      .where(eq(subEventRegistrations.registrationId, registrationId));
    const times = [row?.records, row?.activities]
      .filter((t) => t !== null && t !== undefined)
      .map((t) => new Date(t as Date | string).getTime());
    return times.length ? new Date(Math.max(...times)) : null;
  },
};
