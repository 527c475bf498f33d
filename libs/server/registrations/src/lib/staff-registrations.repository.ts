import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { likeContaining, type Db } from '@festival/server-db';
import type { RegistrationStatus } from '@festival/shared-util-registration';
import { registrationAttendees, registrations } from './registrations.tables';
import { registrationsRepository, type RegistrationWithAttendees } from './registrations.repository';

export interface StaffListFilter {
  eventId?: string;
  status?: RegistrationStatus;
  type?: 'GENERAL' | 'DELEGATE';
  search?: string;
  sort: 'createdAt' | 'status' | 'name';
  order: 'asc' | 'desc';
  take: number;
  skip: number;
}

/** The registrations staff look through and decide on (ATTENDEE permissions). */
export const staffRegistrationsRepository = {
  async list(db: Db, filter: StaffListFilter) {
    const main = alias(registrationAttendees, 'main');
    const isMainOf = and(eq(main.registrationId, registrations.id), eq(main.isMainProfile, true));
    const conditions: SQL[] = [];
    if (filter.eventId) conditions.push(eq(registrations.mainEventId, filter.eventId));
    if (filter.status) conditions.push(eq(registrations.status, filter.status));
    if (filter.type) conditions.push(eq(registrations.type, filter.type));
    if (filter.search) {
      const pattern = likeContaining(filter.search);
      const matches = or(
        ilike(main.firstName, pattern),
        ilike(main.lastName, pattern),
        ilike(main.email, pattern),
        ilike(sql`${main.firstName} || ' ' || ${main.lastName}`, pattern),
      );
      if (matches) conditions.push(matches);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const direction = filter.order === 'asc' ? asc : desc;
    const orderBy =
      filter.sort === 'status'
        ? [direction(registrations.status)]
        : filter.sort === 'name'
          ? [direction(main.lastName), direction(main.firstName)]
          : [direction(registrations.createdAt)];
    const attendeeCount = db
      .select({ registrationId: registrationAttendees.registrationId, total: count().as('total') })
      .from(registrationAttendees)
      .groupBy(registrationAttendees.registrationId)
      .as('attendee_count');
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({
          registration: registrations,
          main,
          attendeeCount: attendeeCount.total,
        })
        .from(registrations)
        .innerJoin(main, isMainOf)
        .innerJoin(attendeeCount, eq(attendeeCount.registrationId, registrations.id))
        .where(where)
        .orderBy(...orderBy, asc(registrations.id))
        .limit(filter.take)
        .offset(filter.skip),
      db.select({ total: count() }).from(registrations).innerJoin(main, isMainOf).where(where),
    ]);
    return { rows, total: Number(total) };
  },

  /** One registration with its attendees; `forUpdate` locks its row for a status change. */
  async findById(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<RegistrationWithAttendees | null> {
    const base = db.select().from(registrations).where(eq(registrations.id, id)).limit(1);
    const [registration] = options.forUpdate ? await base.for('update', { of: registrations }) : await base;
    if (!registration) return null;
    return { ...registration, attendees: await registrationsRepository.attendeesOf(db, id) };
  },

  /** The registration and every attendee that shared its status move together. */
  async setStatus(db: Db, id: string, from: RegistrationStatus, to: RegistrationStatus, at: Date): Promise<void> {
    await db.update(registrations).set({ status: to, updatedAt: at }).where(eq(registrations.id, id));
    await db
      .update(registrationAttendees)
      .set({ status: to, updatedAt: at })
      .where(and(eq(registrationAttendees.registrationId, id), eq(registrationAttendees.status, from)));
  },
};
