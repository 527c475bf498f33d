import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { coalescedReads, likeContaining, preparedQuery, type Db, type Page } from '@festival/server-db';
import type { EventStatus } from '@festival/shared-util-api-contracts';
import { delegationKeys, mainEvents, subEvents } from './events.tables';

export type MainEventRow = typeof mainEvents.$inferSelect;
export type SubEventRow = typeof subEvents.$inferSelect;
export type NewMainEvent = typeof mainEvents.$inferInsert;
export type NewSubEvent = typeof subEvents.$inferInsert;
export type DelegationKeyRow = typeof delegationKeys.$inferSelect;
export type NewDelegationKey = typeof delegationKeys.$inferInsert;

/**
 * Main events by id, read by every registration: the reads of requests arriving together (a
 * registration opening: everyone at the same event) go in one query (coalescedReads).
 */
const mainEventsByIds = preparedQuery('main_events_by_ids', (db) =>
  db
    .select()
    .from(mainEvents)
    .where(sql`${mainEvents.id} = any(${sql.placeholder('ids')}::uuid[])`),
);
const mainEventById = coalescedReads(
  async (db: Db, ids: readonly string[]) =>
    new Map((await mainEventsByIds(db, { ids: [...ids] })).map((row) => [row.id.toLowerCase(), row])),
  (id) => id.toLowerCase(),
);

/** Read by every reservation and slot check: built once. */
const subEventById = preparedQuery('sub_event_by_id', (db) =>
  db
    .select()
    .from(subEvents)
    .where(eq(subEvents.id, sql.placeholder('id')))
    .limit(1),
);

/** How an attendee may sort a main event's activities. */
export const SUB_EVENT_SORT_FIELDS = {
  name: subEvents.name,
  startDate: subEvents.startDate,
  fee: subEvents.activityRegistrationFee,
  activityRegistrationFee: subEvents.activityRegistrationFee,
} as const;
export type SubEventSortField = keyof typeof SUB_EVENT_SORT_FIELDS;

export const MAIN_EVENT_SORT_FIELDS = {
  name: mainEvents.name,
  startDate: mainEvents.startDate,
  endDate: mainEvents.endDate,
} as const;
export type MainEventSortField = keyof typeof MAIN_EVENT_SORT_FIELDS;

export interface MainEventPage {
  status: EventStatus;
  take: number;
  skip: number;
  sort: MainEventSortField;
  order: 'asc' | 'desc';
  search?: string;
}

/** A column under its own camelCase name: the export reads raw rows through a cursor. */
const named = (column: AnyPgColumn, name: string) => sql`${column}`.as(name);

/** The staff events list's filter and order: the page and its CSV export share them. */
export interface StaffMainEventsFilter {
  status?: EventStatus;
  sort: MainEventSortField;
  order: 'asc' | 'desc';
  search?: string;
}

function mainEventsListParts(filter: StaffMainEventsFilter) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(mainEvents.status, filter.status));
  if (filter.search) conditions.push(ilike(mainEvents.name, likeContaining(filter.search)));
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = filter.order === 'desc' ? desc : asc;
  return { where, orderBy: [direction(MAIN_EVENT_SORT_FIELDS[filter.sort]), asc(mainEvents.id)] };
}

/** An event's activities list filter and order (staff: any status unless given); page and export share them. */
export interface StaffSubEventsFilter {
  status?: EventStatus;
  sort: SubEventSortField;
  order: 'asc' | 'desc';
  search?: string;
}

function subEventsListParts(mainEventId: string, filter: StaffSubEventsFilter) {
  const conditions: SQL[] = [eq(subEvents.mainEventId, mainEventId)];
  if (filter.status) conditions.push(eq(subEvents.status, filter.status));
  if (filter.search) {
    const pattern = likeContaining(filter.search);
    conditions.push(or(ilike(subEvents.name, pattern), ilike(subEvents.location, pattern)) as SQL);
  }
  const direction = filter.order === 'desc' ? desc : asc;
  return { where: and(...conditions), orderBy: [direction(SUB_EVENT_SORT_FIELDS[filter.sort]), asc(subEvents.id)] };
}

/** The only code that touches the event tables. Functions take a `Db`, which may be a transaction. */
export const eventsRepository = {
  async findMainEvents(
    db: Db,
    { status, take, skip, sort, order, search }: MainEventPage,
  ): Promise<Page<MainEventRow>> {
    const conditions: SQL[] = [eq(mainEvents.status, status)];
    if (search) conditions.push(ilike(mainEvents.name, likeContaining(search)));
    const where = and(...conditions);
    const direction = order === 'desc' ? desc : asc;
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(mainEvents)
        .where(where)
        .orderBy(direction(MAIN_EVENT_SORT_FIELDS[sort]), asc(mainEvents.id))
        .limit(take)
        .offset(skip),
      db.select({ total: count() }).from(mainEvents).where(where),
    ]);
    return { rows, total: Number(total) };
  },

  /** The staff events list, every row, as flat named columns for the CSV export (not run here). */
  mainEventsExportQuery(db: Db, filter: StaffMainEventsFilter) {
    const { where, orderBy } = mainEventsListParts(filter);
    return db
      .select({
        id: named(mainEvents.id, 'id'),
        name: named(mainEvents.name, 'name'),
        status: named(mainEvents.status, 'status'),
        startDate: named(mainEvents.startDate, 'startDate'),
        endDate: named(mainEvents.endDate, 'endDate'),
        location: named(mainEvents.location, 'location'),
        capacity: named(mainEvents.capacity, 'capacity'),
        registrationFee: named(mainEvents.registrationFee, 'registrationFee'),
        requiresReview: named(mainEvents.requiresReview, 'requiresReview'),
      })
      .from(mainEvents)
      .where(where)
      .orderBy(...orderBy);
  },

  /** An event's activities list, every row, as flat named columns for the CSV export (not run here). */
  subEventsExportQuery(db: Db, mainEventId: string, filter: StaffSubEventsFilter) {
    const { where, orderBy } = subEventsListParts(mainEventId, filter);
    return db
      .select({
        id: named(subEvents.id, 'id'),
        name: named(subEvents.name, 'name'),
        status: named(subEvents.status, 'status'),
        startDate: named(subEvents.startDate, 'startDate'),
        endDate: named(subEvents.endDate, 'endDate'),
        location: named(subEvents.location, 'location'),
        capacity: named(subEvents.capacity, 'capacity'),
        placesHeld: named(subEvents.numRegistration, 'placesHeld'),
        waitlistAllowed: named(subEvents.isAllowWaitList, 'waitlistAllowed'),
        fee: named(subEvents.activityRegistrationFee, 'fee'),
      })
      .from(subEvents)
      .where(where)
      .orderBy(...orderBy);
  },

  /** Which of these paths an event (banner, logo) or an activity still shows. */
  async imagesAmong(db: Db, paths: readonly string[]): Promise<Set<string>> {
    if (paths.length === 0) return new Set();
    const list = [...paths];
    const events = await db
      .select({ banner: mainEvents.bannerImage, logo: mainEvents.logoImage })
      .from(mainEvents)
      .where(or(inArray(mainEvents.bannerImage, list), inArray(mainEvents.logoImage, list)));
    const activities = await db
      .select({ image: subEvents.imageUrl })
      .from(subEvents)
      .where(inArray(subEvents.imageUrl, list));
    const shown = [...events.flatMap((e) => [e.banner, e.logo]), ...activities.map((a) => a.image)];
    return new Set(shown.filter((path) => paths.includes(path)));
  },

  /** Every banner and activity picture stored (their values, once each): uploads, URLs and the demo's media. */
  async bannersAndActivityPictures(db: Db): Promise<string[]> {
    const banners = await db
      .selectDistinct({ value: mainEvents.bannerImage })
      .from(mainEvents)
      .where(sql`${mainEvents.bannerImage} <> ''`);
    const pictures = await db
      .selectDistinct({ value: subEvents.imageUrl })
      .from(subEvents)
      .where(sql`${subEvents.imageUrl} <> ''`);
    return [...new Set([...banners, ...pictures].map((row) => row.value))];
  },

  async findMainEvent(db: Db, id: string): Promise<MainEventRow | null> {
    return (await mainEventById(db, id)) ?? null;
  },

  /** These events (any status) whose name contains `search` when given. */
  findMainEventsByIds(db: Db, ids: readonly string[], search?: string): Promise<MainEventRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    const conditions: SQL[] = [inArray(mainEvents.id, [...ids])];
    if (search) conditions.push(ilike(mainEvents.name, likeContaining(search)));
    return db
      .select()
      .from(mainEvents)
      .where(and(...conditions));
  },

  /** The event's row, locked until the transaction `tx` ends. */
  async lockMainEvent(tx: Db, id: string): Promise<MainEventRow | null> {
    const [row] = await tx.select().from(mainEvents).where(eq(mainEvents.id, id)).for('update');
    return row ?? null;
  },

  findSubEvents(db: Db, mainEventId: string, status: EventStatus): Promise<SubEventRow[]> {
    return db
      .select()
      .from(subEvents)
      .where(and(eq(subEvents.mainEventId, mainEventId), eq(subEvents.status, status)))
      .orderBy(asc(subEvents.startDate), asc(subEvents.name));
  },

  /** One page of a main event's activities in a status; search matches the name or the location. */
  async findSubEventsPage(
    db: Db,
    mainEventId: string,
    page: {
      /** Omitted: every status (staff). */
      status?: EventStatus;
      take: number;
      skip: number;
      sort: SubEventSortField;
      order: 'asc' | 'desc';
      search?: string;
    },
  ): Promise<Page<SubEventRow>> {
    const { where, orderBy } = subEventsListParts(mainEventId, page);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(subEvents)
        .where(where)
        .orderBy(...orderBy)
        .limit(page.take)
        .offset(page.skip),
      db.select({ total: count() }).from(subEvents).where(where),
    ]);
    return { rows, total: Number(total) };
  },

  async findSubEvent(db: Db, id: string): Promise<SubEventRow | null> {
    const [row] = await subEventById(db, { id });
    return row ?? null;
  },

  /** The activity's row, locked until the transaction `tx` ends. */
  async lockSubEvent(tx: Db, id: string): Promise<SubEventRow | null> {
    const [row] = await tx.select().from(subEvents).where(eq(subEvents.id, id)).for('update');
    return row ?? null;
  },

  /** Adds `delta` (may be negative) to the places held at the activity. */
  async addPlacesHeld(tx: Db, id: string, delta: number): Promise<void> {
    if (delta === 0) return;
    await tx
      .update(subEvents)
      .set({ numRegistration: sql`greatest(0, ${subEvents.numRegistration} + ${delta})` })
      .where(eq(subEvents.id, id));
  },

  async insertMainEvent(db: Db, event: NewMainEvent): Promise<MainEventRow> {
    const [row] = await db.insert(mainEvents).values(event).returning();
    return row;
  },

  async insertSubEvents(db: Db, events: NewSubEvent[]): Promise<SubEventRow[]> {
    return events.length ? db.insert(subEvents).values(events).returning() : [];
  },

  async insertDelegationKey(db: Db, key: NewDelegationKey): Promise<void> {
    await db.insert(delegationKeys).values(key);
  },

  async findDelegationKey(db: Db, mainEventId: string, keyHash: string) {
    const [row] = await db
      .select({ id: delegationKeys.id, delegationName: delegationKeys.delegationName })
      .from(delegationKeys)
      .where(
        and(
          eq(delegationKeys.mainEventId, mainEventId),
          eq(delegationKeys.keyHash, keyHash),
          isNull(delegationKeys.revokedAt),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  /** Every key hash of an event that still works (not revoked): the caller compares them itself, in constant time. */
  delegationKeysOf(db: Db, mainEventId: string) {
    return db
      .select({ id: delegationKeys.id, keyHash: delegationKeys.keyHash, delegationName: delegationKeys.delegationName })
      .from(delegationKeys)
      .where(and(eq(delegationKeys.mainEventId, mainEventId), isNull(delegationKeys.revokedAt)));
  },

  /** Every key of an event, revoked ones too, newest first (for staff: never the hash). */
  listDelegationKeys(db: Db, mainEventId: string) {
    return db
      .select({
        id: delegationKeys.id,
        mainEventId: delegationKeys.mainEventId,
        delegationName: delegationKeys.delegationName,
        createdAt: delegationKeys.createdAt,
        revokedAt: delegationKeys.revokedAt,
      })
      .from(delegationKeys)
      .where(eq(delegationKeys.mainEventId, mainEventId))
      .orderBy(desc(delegationKeys.createdAt), asc(delegationKeys.id));
  },

  /** The CSV export of an event's keys, in the page's order, with the given count of registrations per key. */
  delegationKeysExportQuery(db: Db, mainEventId: string, registrationCount: (keyId: SQL) => SQL<number>) {
    // Qualified by hand: a one-table select names its columns bare, which the count's subquery would misread.
    const keyId = sql`${delegationKeys}.${sql.identifier(delegationKeys.id.name)}`;
    return db
      .select({
        id: named(delegationKeys.id, 'id'),
        delegationName: named(delegationKeys.delegationName, 'delegationName'),
        createdAt: named(delegationKeys.createdAt, 'createdAt'),
        revokedAt: named(delegationKeys.revokedAt, 'revokedAt'),
        registrationCount: registrationCount(keyId).as('registrationCount'),
      })
      .from(delegationKeys)
      .where(eq(delegationKeys.mainEventId, mainEventId))
      .orderBy(desc(delegationKeys.createdAt), asc(delegationKeys.id));
  },

  async insertDelegationKeyReturning(db: Db, key: NewDelegationKey) {
    const [row] = await db.insert(delegationKeys).values(key).returning();
    return row;
  },

  /** Marks the event's key revoked (once); returns the row, or null when there is no such key. */
  async revokeDelegationKey(db: Db, mainEventId: string, id: string, at: Date) {
    const [row] = await db
      .update(delegationKeys)
      .set({ revokedAt: sql`coalesce(${delegationKeys.revokedAt}, ${at.toISOString()}::timestamptz)` })
      .where(and(eq(delegationKeys.id, id), eq(delegationKeys.mainEventId, mainEventId)))
      .returning();
    return row ?? null;
  },

  /** One page of main events in any status (staff), optionally of one status; search matches the name. */
  async findAllMainEvents(
    db: Db,
    page: {
      status?: EventStatus;
      take: number;
      skip: number;
      sort: MainEventSortField;
      order: 'asc' | 'desc';
      search?: string;
    },
  ): Promise<Page<MainEventRow>> {
    const { where, orderBy } = mainEventsListParts(page);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(mainEvents)
        .where(where)
        .orderBy(...orderBy)
        .limit(page.take)
        .offset(page.skip),
      db.select({ total: count() }).from(mainEvents).where(where),
    ]);
    return { rows, total: Number(total) };
  },

  async updateMainEvent(db: Db, id: string, changes: Partial<NewMainEvent>): Promise<MainEventRow | null> {
    const [row] = await db
      .update(mainEvents)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(mainEvents.id, id))
      .returning();
    return row ?? null;
  },

  async updateSubEvent(db: Db, id: string, changes: Partial<NewSubEvent>): Promise<SubEventRow | null> {
    const [row] = await db
      .update(subEvents)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(subEvents.id, id))
      .returning();
    return row ?? null;
  },

  async delegationNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: delegationKeys.id, delegationName: delegationKeys.delegationName })
      .from(delegationKeys)
      .where(inArray(delegationKeys.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.delegationName]));
  },
};

export type EventsRepository = typeof eventsRepository;
