import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { likeContaining, type Db } from '@festival/server-db';
import { mainEvents } from '@festival/server-events';
import { users } from '@festival/server-users';
import type { MediaApplicationStatus, MediaRole } from '@festival/shared-util-api-contracts';
import { mediaApplications, type MediaApplicationRow } from './media.tables';

export type { MediaApplicationRow };

export type NewMediaApplication = typeof mediaApplications.$inferInsert;
export type MediaApplicationFields = Omit<NewMediaApplication, 'id' | 'mainEventId' | 'userId' | 'status'>;

export interface StaffMediaFilter {
  eventId?: string;
  status?: MediaApplicationStatus;
  role?: MediaRole;
  search?: string;
  sort: 'createdAt' | 'organisation' | 'status';
  order: 'asc' | 'desc';
  take: number;
  skip: number;
}

const whereOf = (filter: Omit<StaffMediaFilter, 'sort' | 'order' | 'take' | 'skip'>): SQL | undefined =>
  and(
    filter.eventId ? eq(mediaApplications.mainEventId, filter.eventId) : undefined,
    filter.status ? eq(mediaApplications.status, filter.status) : undefined,
    filter.role ? eq(mediaApplications.role, filter.role) : undefined,
    filter.search
      ? or(
          ilike(mediaApplications.organisation, likeContaining(filter.search)),
          ilike(users.email, likeContaining(filter.search)),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likeContaining(filter.search)),
        )
      : undefined,
  );

const sortColumn = {
  createdAt: mediaApplications.createdAt,
  organisation: mediaApplications.organisation,
  status: mediaApplications.status,
} as const;

/** The only code that touches media applications; no rules. */
export const mediaRepository = {
  async findMine(db: Db, userId: string, eventId: string): Promise<MediaApplicationRow | null> {
    const [row] = await db
      .select()
      .from(mediaApplications)
      .where(and(eq(mediaApplications.userId, userId), eq(mediaApplications.mainEventId, eventId)));
    return row ?? null;
  },

  async findById(db: Db, id: string): Promise<MediaApplicationRow | null> {
    const [row] = await db.select().from(mediaApplications).where(eq(mediaApplications.id, id));
    return row ?? null;
  },

  async insert(db: Db, values: NewMediaApplication): Promise<MediaApplicationRow> {
    const [row] = await db.insert(mediaApplications).values(values).returning();
    return row;
  },

  async update(db: Db, id: string, values: Partial<NewMediaApplication>): Promise<MediaApplicationRow> {
    const [row] = await db
      .update(mediaApplications)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(mediaApplications.id, id))
      .returning();
    return row;
  },

  /** The staff list: applications with their applicant and event, filtered, sorted, paged. */
  async staffPage(db: Db, filter: StaffMediaFilter) {
    const where = whereOf(filter);
    const direction = filter.order === 'asc' ? asc : desc;
    const rows = await db
      .select({ application: mediaApplications, user: users, eventName: mainEvents.name })
      .from(mediaApplications)
      .innerJoin(users, eq(users.id, mediaApplications.userId))
      .innerJoin(mainEvents, eq(mainEvents.id, mediaApplications.mainEventId))
      .where(where)
      .orderBy(direction(sortColumn[filter.sort]), direction(mediaApplications.id))
      .limit(filter.take)
      .offset(filter.skip);
    const [{ total }] = await db
      .select({ total: count() })
      .from(mediaApplications)
      .innerJoin(users, eq(users.id, mediaApplications.userId))
      .where(where);
    return { rows, total: Number(total) };
  },

  /** The staff list's query for a CSV export (not run here): the same filter and order, every row. */
  staffListQuery(db: Db, filter: Omit<StaffMediaFilter, 'take' | 'skip'>) {
    const direction = filter.order === 'asc' ? asc : desc;
    return (
      db
        // Named with `.as()`: the export's cursor hands over raw rows keyed by the names the SQL gives.
        .select({
          createdAt: sql<Date>`${mediaApplications.createdAt}`.as('createdAt'),
          eventName: sql<string>`${mainEvents.name}`.as('eventName'),
          firstName: sql<string>`${users.firstName}`.as('firstName'),
          lastName: sql<string>`${users.lastName}`.as('lastName'),
          email: sql<string>`${users.email}`.as('email'),
          organisation: sql<string>`${mediaApplications.organisation}`.as('organisation'),
          role: sql<string>`${mediaApplications.role}`.as('role'),
          outletCountry: sql<string>`${mediaApplications.outletCountry}`.as('outletCountry'),
          website: sql<string>`coalesce(${mediaApplications.website}, '')`.as('website'),
          portfolioUrl: sql<string>`coalesce(${mediaApplications.portfolioUrl}, '')`.as('portfolioUrl'),
          status: sql<string>`${mediaApplications.status}`.as('status'),
        })
        .from(mediaApplications)
        .innerJoin(users, eq(users.id, mediaApplications.userId))
        .innerJoin(mainEvents, eq(mainEvents.id, mediaApplications.mainEventId))
        .where(whereOf(filter))
        .orderBy(direction(sortColumn[filter.sort]), direction(mediaApplications.id))
    );
  },

  async staffOne(db: Db, id: string) {
    const [row] = await db
      .select({ application: mediaApplications, user: users, eventName: mainEvents.name })
      .from(mediaApplications)
      .innerJoin(users, eq(users.id, mediaApplications.userId))
      .innerJoin(mainEvents, eq(mainEvents.id, mediaApplications.mainEventId))
      .where(eq(mediaApplications.id, id));
    return row ?? null;
  },
};
