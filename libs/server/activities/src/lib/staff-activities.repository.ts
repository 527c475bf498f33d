import { and, asc, count, desc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@festival/server-db';
import { subEvents } from '@festival/server-events';
import { subEventRegistrations } from './activities.tables';

/** What staff see of activity records: who is where, and how full each activity is. */
export const staffActivitiesRepository = {
  registrationsAt(db: Db, subEventId: string) {
    return db
      .selectDistinct({ id: subEventRegistrations.registrationId })
      .from(subEventRegistrations)
      .where(and(eq(subEventRegistrations.subEventId, subEventId), ne(subEventRegistrations.status, 'CANCELED')));
  },

  recordsOf(db: Db, registrationId: string) {
    return db
      .select({
        subEventId: subEvents.id,
        name: subEvents.name,
        startDate: subEvents.startDate,
        attendeeId: subEventRegistrations.attendeeId,
        status: subEventRegistrations.status,
      })
      .from(subEventRegistrations)
      .innerJoin(subEvents, eq(subEvents.id, subEventRegistrations.subEventId))
      .where(eq(subEventRegistrations.registrationId, registrationId))
      .orderBy(asc(subEvents.startDate), asc(subEvents.name), asc(subEventRegistrations.seq));
  },

  /** ACTIVE activities holding at least `ratio` of their places, fullest first, with their waitlists. */
  async fillingUp(db: Db, eventId: string | undefined, ratio: number) {
    const conditions: SQL[] = [
      eq(subEvents.status, 'ACTIVE'),
      sql`${subEvents.capacity} > 0`,
      sql`${subEvents.numRegistration} >= ${subEvents.capacity} * ${ratio}::float8`,
    ];
    if (eventId) conditions.push(eq(subEvents.mainEventId, eventId));
    const waiting = db
      .select({ subEventId: subEventRegistrations.subEventId, total: count().as('waiting_total') })
      .from(subEventRegistrations)
      .where(eq(subEventRegistrations.status, 'WAITING_LIST'))
      .groupBy(subEventRegistrations.subEventId)
      .as('waiting');
    return db
      .select({
        id: subEvents.id,
        name: subEvents.name,
        capacity: subEvents.capacity,
        placesHeld: subEvents.numRegistration,
        waitlisted: sql<number>`coalesce(${waiting.total}, 0)`.mapWith(Number),
      })
      .from(subEvents)
      .leftJoin(waiting, eq(waiting.subEventId, subEvents.id))
      .where(and(...conditions))
      .orderBy(desc(sql`${subEvents.numRegistration}::float8 / ${subEvents.capacity}`), asc(subEvents.name))
      .limit(20);
  },

  /** Records with this status, optionally changed since a moment. */
  async countRecords(
    db: Db,
    eventId: string | undefined,
    status: 'WAITING_LIST' | 'CHECKED_IN',
    since?: Date,
  ): Promise<number> {
    const conditions: SQL[] = [eq(subEventRegistrations.status, status)];
    if (since) conditions.push(gte(subEventRegistrations.updatedAt, since));
    if (eventId)
      conditions.push(
        inArray(
          subEventRegistrations.subEventId,
          db.select({ id: subEvents.id }).from(subEvents).where(eq(subEvents.mainEventId, eventId)),
        ),
      );
    const [{ total }] = await db
      .select({ total: count() })
      .from(subEventRegistrations)
      .where(and(...conditions));
    return Number(total);
  },
};
