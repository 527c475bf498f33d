import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedQuery, preparedStatement, type Db } from '@festival/server-db';
import { subEvents } from '@festival/server-events';
import { outboxInsertFromJson } from '@festival/server-mail';
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
 * At each of these activities: the places held and the waitlist's length now, with a registration's
 * live records there (each waiting one with its waitlist place), one row per record, or one with no
 * record. The signed-in activity list's fresh part, in one statement; `registrationId` null: no records.
 */
const placesAndRecordsAtSome = preparedQuery('places_and_records_at_activities', (db) => {
  const line = alias(subEventRegistrations, 'line');
  return db
    .select({
      subEventId: subEvents.id,
      numRegistration: subEvents.numRegistration,
      waiting: sql<number>`(select count(*)::int from ${subEventRegistrations} ${line} where ${and(
        eq(line.subEventId, subEvents.id),
        eq(line.status, 'WAITING_LIST'),
        isNull(line.heldUntil),
      )})`,
      record: subEventRegistrations,
      position: waitlistPosition(),
    })
    .from(subEvents)
    .leftJoin(
      subEventRegistrations,
      and(
        eq(subEventRegistrations.subEventId, subEvents.id),
        eq(subEventRegistrations.registrationId, sql`${sql.placeholder('registrationId')}::uuid`),
        live,
      ),
    )
    .where(sql`${subEvents.id} = any(${sql.placeholder('subEventIds')}::uuid[])`)
    .orderBy(asc(subEventRegistrations.seq));
});

/** What the service decided for each number of places the newcomers may get (see bookNewcomers). */
export interface NewcomersBooking {
  subEventId: string;
  registrationId: string;
  /** The attendees in arrival order. */
  attendeeIds: readonly string[];
  idempotencyKey: string | null;
  /** The activity as the decisions were made for it: another fee or waitlist setting books nothing. */
  feeCents: number;
  isAllowWaitList: boolean;
  /** Indexed by the places free for these newcomers (0 to their number): whether the booking goes ahead. */
  goesAhead: readonly boolean[];
  /** Indexed the same: whether those given a place pay for it (the place is then held until `heldUntil`). */
  paysForPlace: readonly boolean[];
  heldUntil: Date;
  /** Indexed the same: the emails to queue (SendMailInput), due at `mailDueAt`. */
  mails: readonly (readonly object[])[];
  mailDueAt: Date;
}

export type NewcomersOutcome =
  /**
   * Nothing written: the activity is gone, no longer ACTIVE, or its fee or waitlist setting is not
   * the one decided on; or the registration already has live records there (a retried submit, an
   * attendee already booked, or more attendees added to a booking: the decisions did not count them).
   */
  | { kind: 'not-newcomers' }
  /** `free` places were free for these newcomers (at most their number); nothing was written unless `booked`. */
  | {
      kind: 'decided';
      free: number;
      booked: boolean;
      /** The records made (all the registration's live records there), with the waitlist places of those waiting. */
      records: RecordRow[];
      positions: Map<string, number>;
    };

interface BookedRow {
  /** The booking's place in the batch, from 1. */
  n: number;
  same: boolean;
  free: number;
  booked: boolean;
  others: boolean;
  id: string | null;
  seq: number;
  attendee_id: string;
  status: RecordRow['status'];
  is_payment: boolean;
  held_until: number | null;
  created_at: number;
  position: number | null;
}

/**
 * Bookings of newcomers at one activity, in arrival order, as one statement: it locks the
 * activity's row, and then for each booking in turn counts the places free for it (placesFree of
 * reservation-rules, the same formula: the waitlist goes first, and the places taken and the
 * attendees waitlisted by the bookings before it count), looks the service's decision up by that
 * number, inserts the records in arrival order (places first, then the waitlist, or nobody beyond
 * the places without one), adds the places taken to `num_registration`, queues the emails decided
 * for that number, and answers the records with their waitlist places. The waitlist is counted by
 * activity_waitlist_length (a snapshot of its own, taken once the lock is held). `walk` is the
 * bookings one after the other (a recursive step per booking): the places taken and the
 * attendees queued before it. No two bookings of a batch are of one registration (the batcher
 * keeps them apart), since `others` is read before any of them is written.
 */
const bookNewcomersStatement = preparedStatement<
  { subEventId: string; bookings: string; mailDueAt: string },
  BookedRow
>(
  'book_activity_newcomers',
  sql`with recursive activity as (
    select id, capacity, num_registration, is_allow_wait_list, status, activity_registration_fee
    from sub_events where id = ${sql.placeholder('subEventId')}::uuid for update
  ),
  counted as (
    select a.*, case when a.is_allow_wait_list then activity_waitlist_length(a.id) else 0 end as waiting
    from activity a
  ),
  booking as (
    select b.n::integer as n, b.v, (b.v->>'registrationId')::uuid as registration_id,
      jsonb_array_length(b.v->'attendeeIds') as size,
      c.status = 'ACTIVE' and c.activity_registration_fee = (b.v->>'feeCents')::integer
        and c.is_allow_wait_list = (b.v->>'isAllowWaitList')::boolean as same,
      exists (
        select from sub_event_registrations r where r.sub_event_id = c.id
          and r.registration_id = (b.v->>'registrationId')::uuid and r.status <> 'CANCELED'
      ) as others
    from counted c, jsonb_array_elements(${sql.placeholder('bookings')}::jsonb) with ordinality as b(v, n)
  ),
  walk (n, taken, queued, free, booked, ahead) as (
    select 0, 0, 0, 0, false, 0
    union all
    select b.n,
      w.taken + case when s.booked then s.free else 0 end,
      w.queued + case when s.booked and c.is_allow_wait_list then b.size - s.free else 0 end,
      s.free, s.booked, c.waiting + w.queued
    from walk w join booking b on b.n = w.n + 1 cross join counted c
      cross join lateral (
        select f.free, coalesce((b.v->'goesAhead'->>f.free)::boolean, false) and b.same and not b.others as booked
        from (select least(b.size, greatest(0, c.capacity - c.num_registration - w.taken - c.waiting - w.queued))::integer as free) f
      ) s
  ),
  decided as (
    select b.*, w.free, w.booked, w.ahead, c.id as sub_event_id, c.is_allow_wait_list,
      coalesce((b.v->'paysForPlace'->>w.free)::boolean, false) as pays
    from booking b join walk w on w.n = b.n cross join counted c
  ),
  inserted as (
    insert into sub_event_registrations
      (sub_event_id, registration_id, attendee_id, status, is_payment, held_until, idempotency_key)
    select d.sub_event_id, d.registration_id, chosen.id::uuid,
      case when chosen.k <= d.free and not d.pays then 'RESERVED' else 'WAITING_LIST' end::sub_event_registration_status,
      chosen.k <= d.free and d.pays,
      case when chosen.k <= d.free and d.pays then (d.v->>'heldUntil')::timestamptz end,
      d.v->>'idempotencyKey'
    from decided d, jsonb_array_elements_text(d.v->'attendeeIds') with ordinality as chosen(id, k)
    where d.booked and (chosen.k <= d.free or d.is_allow_wait_list)
    order by d.n, chosen.k
    returning *
  ),
  taken as (
    update sub_events set num_registration = sub_events.num_registration + t.places
    from (select sum(d.free)::integer as places from decided d where d.booked) t
    where sub_events.id = ${sql.placeholder('subEventId')}::uuid and t.places > 0
  ),
  mailed as (${outboxInsertFromJson(
    sql`(select coalesce(jsonb_agg(m.message order by d.n, m.k), '[]'::jsonb)
      from decided d, jsonb_array_elements(d.v->'mails'->d.free) with ordinality as m(message, k) where d.booked)`,
    sql`${sql.placeholder('mailDueAt')}::timestamptz`,
  )})
  select d.n, d.same, d.free, d.booked, d.others, i.id, i.seq::float8 as seq, i.attendee_id, i.status, i.is_payment,
    (extract(epoch from i.held_until) * 1000)::float8 as held_until,
    (extract(epoch from i.created_at) * 1000)::float8 as created_at,
    case when i.status = 'WAITING_LIST' and i.held_until is null
      then d.ahead + (count(*) filter (where i.status = 'WAITING_LIST' and i.held_until is null)
        over (partition by d.n order by i.seq))::integer
    end as position
  from decided d left join inserted i on i.registration_id = d.registration_id
  order by d.n, i.seq`,
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

  /**
   * Books bookings of newcomers at one activity (the same `subEventId`, no two of one registration)
   * in one statement, in the order given (bookNewcomersStatement); answers each booking's outcome.
   */
  async bookNewcomers(db: Db, bookings: readonly NewcomersBooking[]): Promise<NewcomersOutcome[]> {
    if (bookings.length === 0) return [];
    const rows = await bookNewcomersStatement(db, {
      subEventId: bookings[0].subEventId,
      bookings: JSON.stringify(bookings.map(({ subEventId: _, mailDueAt: __, ...booking }) => booking)),
      mailDueAt: new Date(Math.min(...bookings.map((b) => b.mailDueAt.getTime()))).toISOString(),
    });
    const outcomes: NewcomersOutcome[] = bookings.map(() => ({ kind: 'not-newcomers' }));
    for (const row of rows) {
      const booking = bookings[row.n - 1];
      if (!row.same || row.others) continue;
      let outcome = outcomes[row.n - 1];
      if (outcome.kind === 'not-newcomers') {
        outcome = { kind: 'decided', free: Number(row.free), booked: row.booked, records: [], positions: new Map() };
        outcomes[row.n - 1] = outcome;
      }
      if (row.id === null) continue;
      const createdAt = new Date(row.created_at);
      outcome.records.push({
        id: row.id,
        seq: Number(row.seq),
        subEventId: booking.subEventId,
        registrationId: booking.registrationId,
        attendeeId: row.attendee_id,
        status: row.status,
        isPayment: row.is_payment,
        heldUntil: row.held_until === null ? null : new Date(row.held_until),
        idempotencyKey: booking.idempotencyKey,
        paymentId: null,
        createdAt,
        updatedAt: createdAt,
      });
      if (row.position !== null) outcome.positions.set(row.id, Number(row.position));
    }
    return outcomes;
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
   * A registration's live records at an activity in arrival order, each waiting one with its place
   * in the activity's line (1 = next), in one query: the place is counted in the database for these
   * records only, never the whole line sent over and numbered here.
   */
  async liveRecordsWithPositions(
    db: Db,
    registrationId: string,
    subEventId: string,
  ): Promise<{ records: RecordRow[]; positions: Map<string, number> }> {
    const rows = await liveRecordsWithPositionsAtOne(db, { registrationId, subEventId });
    return {
      records: rows.map((row) => row.record),
      positions: new Map(rows.flatMap((row) => (row.position === null ? [] : [[row.record.id, Number(row.position)]]))),
    };
  },

  /**
   * Places held and waitlist length at these activities now, and the registration's live records
   * there with their waitlist places (none when `registrationId` is null), in one statement.
   */
  async placesAndRecords(
    db: Db,
    subEventIds: readonly string[],
    registrationId: string | null,
  ): Promise<{
    places: Map<string, { numRegistration: number; waiting: number }>;
    records: RecordRow[];
    positions: Map<string, number>;
  }> {
    const places = new Map<string, { numRegistration: number; waiting: number }>();
    const records: RecordRow[] = [];
    const positions = new Map<string, number>();
    if (subEventIds.length === 0) return { places, records, positions };
    const rows = await placesAndRecordsAtSome(db, { subEventIds: [...subEventIds], registrationId });
    for (const row of rows) {
      places.set(row.subEventId, { numRegistration: row.numRegistration, waiting: Number(row.waiting) });
      if (!row.record) continue;
      records.push(row.record);
      if (row.position !== null) positions.set(row.record.id, Number(row.position));
    }
    return { places, records, positions };
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

  /** The open activity records of these attendees (anything but CANCELED), to release before they go. */
  openRecordsOf(tx: Db, attendeeIds: readonly string[]): Promise<RecordRow[]> {
    if (attendeeIds.length === 0) return Promise.resolve([]);
    return tx
      .select()
      .from(subEventRegistrations)
      .where(
        and(inArray(subEventRegistrations.attendeeId, [...attendeeIds]), ne(subEventRegistrations.status, 'CANCELED')),
      );
  },

  /** Active activities with a free place and someone waiting without an offer: the waitlist's turn. */
  async promotable(db: Db): Promise<string[]> {
    const rows = await db
      .selectDistinct({ subEventId: subEventRegistrations.subEventId })
      .from(subEventRegistrations)
      .innerJoin(subEvents, eq(subEvents.id, subEventRegistrations.subEventId))
      .where(
        and(
          eq(subEvents.status, 'ACTIVE'),
          lt(subEvents.numRegistration, subEvents.capacity),
          eq(subEventRegistrations.status, 'WAITING_LIST'),
          isNull(subEventRegistrations.heldUntil),
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
