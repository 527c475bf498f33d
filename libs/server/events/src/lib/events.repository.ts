import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { likeContaining, type Db } from '@festival/server-db';
import type { EventStatus } from '@festival/shared-util-api-contracts';
import { delegationKeys, mainEvents, subEvents } from './events.tables';

export type MainEventRow = typeof mainEvents.$inferSelect;
export type SubEventRow = typeof subEvents.$inferSelect;
export type NewMainEvent = typeof mainEvents.$inferInsert;
export type NewSubEvent = typeof subEvents.$inferInsert;

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

export interface EventsRepository {
  findMainEvents(page: MainEventPage): Promise<{ rows: MainEventRow[]; total: number }>;
  findMainEvent(id: string): Promise<MainEventRow | null>;
  findSubEvents(mainEventId: string, status: EventStatus): Promise<SubEventRow[]>;
}

export function eventsRepository(db: Db): EventsRepository {
  return {
    async findMainEvents({ status, take, skip, sort, order, search }) {
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
    async findMainEvent(id) {
      const [row] = await db.select().from(mainEvents).where(eq(mainEvents.id, id)).limit(1);
      return row ?? null;
    },
    findSubEvents(mainEventId, status) {
      return db
        .select()
        .from(subEvents)
        .where(and(eq(subEvents.mainEventId, mainEventId), eq(subEvents.status, status)))
        .orderBy(asc(subEvents.startDate), asc(subEvents.name));
    },
  };
}

/** Keys are compared by hash; trimming and upper-casing forgive how people type them. */
export function hashDelegationKey(key: string): string {
  return createHash('sha256').update(key.trim().toUpperCase()).digest('hex');
}

/** Writes used by the demo seed (and later by the admin site). */
export async function insertMainEvent(db: Db, event: NewMainEvent): Promise<MainEventRow> {
  const [row] = await db.insert(mainEvents).values(event).returning();
  return row;
}

export async function insertSubEvents(db: Db, events: NewSubEvent[]): Promise<SubEventRow[]> {
  return events.length ? db.insert(subEvents).values(events).returning() : [];
}

export async function insertDelegationKey(
  db: Db,
  entry: { mainEventId: string; key: string; delegationName: string },
): Promise<void> {
  await db.insert(delegationKeys).values({
    mainEventId: entry.mainEventId,
    delegationName: entry.delegationName,
    keyHash: hashDelegationKey(entry.key),
  });
}

export async function findDelegationKey(db: Db, mainEventId: string, key: string) {
  const [row] = await db
    .select({ id: delegationKeys.id, delegationName: delegationKeys.delegationName })
    .from(delegationKeys)
    .where(and(eq(delegationKeys.mainEventId, mainEventId), eq(delegationKeys.keyHash, hashDelegationKey(key))))
    .limit(1);
  return row ?? null;
}
