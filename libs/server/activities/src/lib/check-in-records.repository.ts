import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@festival/server-db';
import { subEvents } from '@festival/server-events';
import { subEventRegistrations } from './activities.tables';

/** Records that let a person in at the activity's door. */
const AT_THE_DOOR = ['RESERVED', 'CHECKED_IN'] as const;

const columns = {
  subEventId: subEvents.id,
  name: subEvents.name,
  startDate: subEvents.startDate,
  attendeeId: subEventRegistrations.attendeeId,
  status: subEventRegistrations.status,
};

export const checkInRecordsRepository = {
  ofEvent(db: Db, eventId: string) {
    return db
      .select(columns)
      .from(subEventRegistrations)
      .innerJoin(subEvents, eq(subEvents.id, subEventRegistrations.subEventId))
      .where(and(eq(subEvents.mainEventId, eventId), inArray(subEventRegistrations.status, [...AT_THE_DOOR])))
      .orderBy(asc(subEvents.startDate), asc(subEvents.name));
  },

  async find(db: Db, subEventId: string, attendeeId: string) {
    const [row] = await db
      .select(columns)
      .from(subEventRegistrations)
      .innerJoin(subEvents, eq(subEvents.id, subEventRegistrations.subEventId))
      .where(
        and(
          eq(subEventRegistrations.subEventId, subEventId),
          eq(subEventRegistrations.attendeeId, attendeeId),
          inArray(subEventRegistrations.status, [...AT_THE_DOOR]),
        ),
      );
    return row ?? null;
  },

  async markCheckedIn(tx: Db, subEventId: string, attendeeId: string, at: Date): Promise<void> {
    await tx
      .update(subEventRegistrations)
      .set({ status: 'CHECKED_IN', updatedAt: at })
      .where(
        and(
          eq(subEventRegistrations.subEventId, subEventId),
          eq(subEventRegistrations.attendeeId, attendeeId),
          eq(subEventRegistrations.status, 'RESERVED'),
        ),
      );
  },
};
