import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedQuery, type Db } from '@festival/server-db';
import { subEventRegistrations } from './activities.tables';

export type RecordRow = typeof subEventRegistrations.$inferSelect;
export type NewRecord = typeof subEventRegistrations.$inferInsert;

const live = ne(subEventRegistrations.status, 'CANCELED');
/** Waiting without a place held: the waitlist proper. */
const waiting = and(eq(subEventRegistrations.status, 'WAITING_LIST'), isNull(subEventRegistrations.heldUntil)) as SQL;

/** A registration's live records at several activities. */
const liveAtSome = (registrationId: string, subEventIds: readonly string[]) =>
  and(
    eq(subEventRegistrations.registrationId, registrationId),
    inArray(subEventRegistrations.subEventId, [...subEventIds]),
    live,
  ) as SQL;

/** A registration's live records at one activity, its ids given when a prepared query runs. */
const liveAtOnePlaceholders = and(
  eq(subEventRegistrations.registrationId, sql.placeholder('registrationId')),
  eq(subEventRegistrations.subEventId, sql.placeholder('subEventId')),
  live,
) as SQL;

/** A registration's live records at one activity: read twice by every booking, so built once. */
const liveRecordsAtOne = preparedQuery('live_records_at_activity', (db) =>
  db.select().from(subEventRegistrations).where(liveAtOnePlaceholders).orderBy(asc(subEventRegistrations.seq)),
);

/** The waitlist place of a record (null when it does not wait), counted in the database. */
function waitlistPosition() {
  const ahead = alias(subEventRegistrations, 'ahead');
  return sql<
    number | null
  >`case when ${waiting} then (select count(*)::int from ${subEventRegistrations} ${ahead} where ${and(
    eq(ahead.subEventId, subEventRegistrations.subEventId),
    eq(ahead.status, 'WAITING_LIST'),
    isNull(ahead.heldUntil),
    lte(ahead.seq, subEventRegistrations.seq),
  )}) end`;
}

/** The same at one activity with the waitlist places: every booking's answer, so built once. */
const liveRecordsWithPositionsAtOne = preparedQuery('live_records_with_positions_at_activity', (db) =>
  db
    .select({ record: subEventRegistrations, position: waitlistPosition() })
    .from(subEventRegistrations)
    .where(liveAtOnePlaceholders)
    .orderBy(asc(subEventRegistrations.seq)),
);

/**
 * The only code that touches sub_event_registrations. Functions take a `Db`, which may be a
 * transaction: the service decides what runs together (always under the activity's row lock
 * when records or the count of places held change).
 */
export const activitiesRepository = {
  /**
   * What a payment paid for at an activity, in every status: the records its request made or took
   * up (they carry the request's idempotency key) and those linked to it (payment_id).
   */
  recordsOfPayment(db: Db, subEventId: string, paymentId: string, idempotencyKey: string): Promise<RecordRow[]> {
    return db
      .select()
      .from(subEventRegistrations)
      .where(
        and(
          eq(subEventRegistrations.subEventId, subEventId),
          or(eq(subEventRegistrations.paymentId, paymentId), eq(subEventRegistrations.idempotencyKey, idempotencyKey)),
        ),
      );
  },

  /** A registration's live records at these activities, in arrival order. */
  liveRecords(db: Db, registrationId: string, subEventIds: readonly string[]): Promise<RecordRow[]> {
    if (subEventIds.length === 0) return Promise.resolve([]);
    if (subEventIds.length === 1) return liveRecordsAtOne(db, { registrationId, subEventId: subEventIds[0] });
    return db
      .select()
      .from(subEventRegistrations)
      .where(liveAtSome(registrationId, subEventIds))
      .orderBy(asc(subEventRegistrations.seq));
  },

  /** Live records of these attendees at the activity (whoever booked them). */
  liveRecordsOfAttendees(db: Db, subEventId: string, attendeeIds: readonly string[]): Promise<RecordRow[]> {
    if (attendeeIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(subEventRegistrations)
      .where(
        and(
          eq(subEventRegistrations.subEventId, subEventId),
          inArray(subEventRegistrations.attendeeId, [...attendeeIds]),
          live,
        ),
      );
  },

  /** Everyone booked or waiting at the activity (not checked in, not canceled), in arrival order. */
  openRecordsAt(db: Db, subEventId: string): Promise<RecordRow[]> {
    return db
      .select()
      .from(subEventRegistrations)
      .where(
        and(
          eq(subEventRegistrations.subEventId, subEventId),
          inArray(subEventRegistrations.status, ['RESERVED', 'WAITING_LIST']),
        ),
      )
      .orderBy(asc(subEventRegistrations.seq));
  },

  async insert(tx: Db, rows: NewRecord[]): Promise<RecordRow[]> {
    return rows.length ? tx.insert(subEventRegistrations).values(rows).returning() : [];
  },

  /** Sets fields of these records, only those still in `fromStatus`; returns the ones changed. */
  async update(
    tx: Db,
    ids: readonly string[],
    changes: Partial<Pick<RecordRow, 'status' | 'heldUntil' | 'paymentId' | 'isPayment' | 'idempotencyKey'>>,
    fromStatus?: RecordRow['status'],
  ): Promise<RecordRow[]> {
    if (ids.length === 0) return [];
    const conditions: SQL[] = [inArray(subEventRegistrations.id, [...ids])];
    if (fromStatus) conditions.push(eq(subEventRegistrations.status, fromStatus));
    return tx
      .update(subEventRegistrations)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(...conditions))
      .returning();
  },

  /** The first `limit` attendees waiting at the activity, first come first served. */
  firstWaiting(tx: Db, subEventId: string, limit: number): Promise<RecordRow[]> {
    return tx
      .select()
      .from(subEventRegistrations)
      .where(and(eq(subEventRegistrations.subEventId, subEventId), waiting))
      .orderBy(asc(subEventRegistrations.seq))
      .limit(limit);
  },

  async countWaiting(db: Db, subEventId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(subEventRegistrations)
      .where(and(eq(subEventRegistrations.subEventId, subEventId), waiting));
    return Number(row.n);
  },

  /** How many wait at each of these activities. */
  async waitingCounts(db: Db, subEventIds: readonly string[]): Promise<Map<string, number>> {
    if (subEventIds.length === 0) return new Map();
    const rows = await db
      .select({ subEventId: subEventRegistrations.subEventId, n: sql<number>`count(*)::int` })
      .from(subEventRegistrations)
      .where(and(inArray(subEventRegistrations.subEventId, [...subEventIds]), waiting))
      .groupBy(subEventRegistrations.subEventId);
    return new Map(rows.map((row) => [row.subEventId, Number(row.n)]));
  },

  /**
   * A registration's live records at these activities in arrival order, each waiting one with its
   * place in its activity's line (1 = next), in one query: the place is counted in the database
   * for these records only, never the whole line sent over and numbered here.
   */
  async liveRecordsWithPositions(
    db: Db,
    registrationId: string,
    subEventIds: readonly string[],
  ): Promise<{ records: RecordRow[]; positions: Map<string, number> }> {
    if (subEventIds.length === 0) return { records: [], positions: new Map() };
    const rows =
      subEventIds.length === 1
        ? await liveRecordsWithPositionsAtOne(db, { registrationId, subEventId: subEventIds[0] })
        : await db
            .select({ record: subEventRegistrations, position: waitlistPosition() })
            .from(subEventRegistrations)
            .where(liveAtSome(registrationId, subEventIds))
            .orderBy(asc(subEventRegistrations.seq));
    return {
      records: rows.map((row) => row.record),
      positions: new Map(rows.flatMap((row) => (row.position === null ? [] : [[row.record.id, Number(row.position)]]))),
    };
  },

  /** Holds that lapsed with no payment under way (offers and abandoned payments), per activity. */
  async lapsedHolds(db: Db, now: Date): Promise<string[]> {
    const rows = await db
      .selectDistinct({ subEventId: subEventRegistrations.subEventId })
      .from(subEventRegistrations)
      .where(
        and(
          eq(subEventRegistrations.status, 'WAITING_LIST'),
          isNotNull(subEventRegistrations.heldUntil),
          lt(subEventRegistrations.heldUntil, now),
          isNull(subEventRegistrations.paymentId),
        ),
      );
    return rows.map((row) => row.subEventId);
  },

  /** At one activity: cancels its lapsed holds and returns them. */
  cancelLapsedHolds(tx: Db, subEventId: string, now: Date): Promise<RecordRow[]> {
    return tx
      .update(subEventRegistrations)
      .set({ status: 'CANCELED', updatedAt: now })
      .where(
        and(
          eq(subEventRegistrations.subEventId, subEventId),
          eq(subEventRegistrations.status, 'WAITING_LIST'),
          isNotNull(subEventRegistrations.heldUntil),
          lt(subEventRegistrations.heldUntil, now),
          isNull(subEventRegistrations.paymentId),
        ),
      )
      .returning();
  },

  /** The live records a payment is for. */
  byPayment(db: Db, paymentId: string): Promise<RecordRow[]> {
    return db
      .select()
      .from(subEventRegistrations)
      .where(and(eq(subEventRegistrations.paymentId, paymentId), live));
  },
};

export type ActivitiesRepository = typeof activitiesRepository;
