import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { likeContaining, type Db } from '@festival/server-db';
import { mainEvents } from '@festival/server-events';
import { users } from '@festival/server-users';
import type { ShiftType, VolunteerStatus } from '@festival/shared-util-registration';
import { volunteers, volunteerShiftAssignments, volunteerTimeSlots } from './volunteers.tables';

export interface VolunteerListFilter {
  eventId?: string;
  status?: VolunteerStatus;
  search?: string;
  sort: 'createdAt' | 'name' | 'status';
  order: 'asc' | 'desc';
  take: number;
  skip: number;
}

export interface AssignmentRow {
  volunteerId: string;
  startDate: Date;
  type: ShiftType;
}

const offeredCount = sql<number>`(select count(*)::int from ${volunteerTimeSlots} where ${volunteerTimeSlots.volunteerId} = ${volunteers.id})`;
const assignedCount = sql<number>`(select count(*)::int from ${volunteerShiftAssignments} where ${volunteerShiftAssignments.volunteerId} = ${volunteers.id})`;

function listParts(filter: Omit<VolunteerListFilter, 'take' | 'skip'>) {
  const conditions: SQL[] = [];
  if (filter.eventId) conditions.push(eq(volunteers.mainEventId, filter.eventId));
  if (filter.status) conditions.push(eq(volunteers.status, filter.status));
  if (filter.search) {
    const pattern = likeContaining(filter.search);
    const search = or(
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(users.email, pattern),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    );
    if (search) conditions.push(search);
  }
  const direction = filter.order === 'asc' ? asc : desc;
  const orderBy =
    filter.sort === 'name'
      ? [direction(users.lastName), direction(users.firstName)]
      : filter.sort === 'status'
        ? [direction(volunteers.status)]
        : [direction(volunteers.createdAt)];
  return { where: conditions.length > 0 ? and(...conditions) : undefined, orderBy };
}

/** The volunteer desk's reads and the plan's writes; no rules here. */
export const staffVolunteersRepository = {
  async list(db: Db, filter: VolunteerListFilter) {
    const { where, orderBy } = listParts(filter);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({
          volunteer: volunteers,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          offeredCount,
          assignedCount,
        })
        .from(volunteers)
        .innerJoin(users, eq(users.id, volunteers.userId))
        .where(where)
        .orderBy(...orderBy, asc(volunteers.id))
        .limit(filter.take)
        .offset(filter.skip),
      db.select({ total: count() }).from(volunteers).innerJoin(users, eq(users.id, volunteers.userId)).where(where),
    ]);
    return { rows, total: Number(total) };
  },

  /** The same list as a query for the CSV export (not run here). */
  exportQuery(db: Db, filter: Omit<VolunteerListFilter, 'take' | 'skip'>) {
    const { where, orderBy } = listParts(filter);
    return db
      .select({
        firstName: sql<string>`${users.firstName}`.as('firstName'),
        lastName: sql<string>`${users.lastName}`.as('lastName'),
        email: sql<string>`${users.email}`.as('email'),
        status: sql<string>`${volunteers.status}`.as('status'),
        phone: sql<string>`${volunteers.phone}`.as('phone'),
        tShirtSize: sql<string>`${volunteers.tShirtSize}`.as('tShirtSize'),
        areaIds: sql<string>`array_to_string(${volunteers.areaIds}, ' ')`.as('areaIds'),
        languageIds: sql<string>`array_to_string(${volunteers.languageIds}, ' ')`.as('languageIds'),
        offeredCount: offeredCount.as('offeredCount'),
        assignedCount: assignedCount.as('assignedCount'),
        appliedAt: sql<Date>`${volunteers.createdAt}`.as('appliedAt'),
      })
      .from(volunteers)
      .innerJoin(users, eq(users.id, volunteers.userId))
      .where(where)
      .orderBy(...orderBy, asc(volunteers.id));
  },

  async person(db: Db, volunteerId: string) {
    const [row] = await db
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(volunteers)
      .innerJoin(users, eq(users.id, volunteers.userId))
      .where(eq(volunteers.id, volunteerId));
    return row ?? null;
  },

  async eventName(db: Db, mainEventId: string): Promise<string | null> {
    const [row] = await db.select({ name: mainEvents.name }).from(mainEvents).where(eq(mainEvents.id, mainEventId));
    return row?.name ?? null;
  },

  async findById(db: Db, id: string) {
    const [row] = await db.select().from(volunteers).where(eq(volunteers.id, id));
    return row ?? null;
  },

  /** Every application of the event with its status, for the availability counts. */
  async slotsOfEvent(db: Db, mainEventId: string) {
    return db
      .select({
        volunteerId: volunteerTimeSlots.volunteerId,
        status: volunteers.status,
        startDate: volunteerTimeSlots.startDate,
        type: volunteerTimeSlots.type,
      })
      .from(volunteerTimeSlots)
      .innerJoin(volunteers, eq(volunteers.id, volunteerTimeSlots.volunteerId))
      .where(eq(volunteers.mainEventId, mainEventId));
  },

  async assignmentsOfEvent(db: Db, mainEventId: string): Promise<AssignmentRow[]> {
    return db
      .select({
        volunteerId: volunteerShiftAssignments.volunteerId,
        startDate: volunteerShiftAssignments.startDate,
        type: volunteerShiftAssignments.type,
      })
      .from(volunteerShiftAssignments)
      .innerJoin(volunteers, eq(volunteers.id, volunteerShiftAssignments.volunteerId))
      .where(eq(volunteers.mainEventId, mainEventId));
  },

  /** Locks the event's applications (so no status changes while the plan is saved). */
  async lockEvent(tx: Db, mainEventId: string) {
    return tx
      .select({ id: volunteers.id, status: volunteers.status })
      .from(volunteers)
      .where(eq(volunteers.mainEventId, mainEventId))
      .for('update');
  },

  /** Replaces the assignments of the event's volunteers with `rows`. */
  async replaceAssignments(tx: Db, volunteerIds: string[], rows: AssignmentRow[]): Promise<void> {
    if (volunteerIds.length > 0)
      await tx.delete(volunteerShiftAssignments).where(inArray(volunteerShiftAssignments.volunteerId, volunteerIds));
    if (rows.length > 0) await tx.insert(volunteerShiftAssignments).values(rows);
  },
};
