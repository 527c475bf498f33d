import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { likeContaining, type Db } from '@festival/server-db';
import type { RegistrationStatus } from '@festival/shared-util-registration';
import {
  accommodationRequests,
  registrationAttendees,
  registrations,
  visaAssistanceRequests,
} from './registrations.tables';
import { registrationsRepository, type RegistrationWithAttendees } from './registrations.repository';

/** A subquery selecting registration ids (`id` column), e.g. those with a place at an activity. */
export type RegistrationIdsQuery = SQLWrapper;

export interface StaffListFilter {
  eventId?: string;
  status?: RegistrationStatus;
  type?: 'GENERAL' | 'DELEGATE';
  /** Only the registrations this query selects (`id` column), e.g. those with an attendee at an activity. */
  within?: RegistrationIdsQuery;
  /** Registrations with an attendee from this country. */
  countryId?: string;
  search?: string;
  sort: 'createdAt' | 'status' | 'name';
  order: 'asc' | 'desc';
  take: number;
  skip: number;
}

export interface RequestListFilter {
  /** One request only (the answer to a status change). */
  id?: string;
  eventId?: string;
  status?: string;
  roomSharing?: string;
  search?: string;
  sort: 'createdAt' | 'name';
  order: 'asc' | 'desc';
  take: number;
  skip: number;
}

/** The filter and order of the staff list, shared by the page and the CSV export so they agree. */
function listParts(db: Db, filter: Omit<StaffListFilter, 'take' | 'skip'>) {
  const main = alias(registrationAttendees, 'main');
  const isMainOf = and(eq(main.registrationId, registrations.id), eq(main.isMainProfile, true));
  const conditions: SQL[] = [];
  if (filter.eventId) conditions.push(eq(registrations.mainEventId, filter.eventId));
  if (filter.status) conditions.push(eq(registrations.status, filter.status));
  if (filter.type) conditions.push(eq(registrations.type, filter.type));
  if (filter.within) conditions.push(inArray(registrations.id, filter.within));
  if (filter.countryId)
    conditions.push(
      inArray(
        registrations.id,
        db
          .select({ id: registrationAttendees.registrationId })
          .from(registrationAttendees)
          .where(eq(registrationAttendees.countryId, filter.countryId)),
      ),
    );
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
  const direction = filter.order === 'asc' ? asc : desc;
  const orderBy =
    filter.sort === 'status'
      ? [direction(registrations.status)]
      : filter.sort === 'name'
        ? [direction(main.lastName), direction(main.firstName)]
        : [direction(registrations.createdAt)];
  return { main, isMainOf, where: conditions.length ? and(...conditions) : undefined, orderBy };
}

/** The filter and order of a desk's request list, shared by the page and the CSV export. */
function requestParts(kind: 'visa' | 'accommodation', filter: Omit<RequestListFilter, 'take' | 'skip'>) {
  const table = kind === 'visa' ? visaAssistanceRequests : accommodationRequests;
  const main = alias(registrationAttendees, 'main');
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(eq(table.id, filter.id));
  if (filter.eventId) conditions.push(eq(registrations.mainEventId, filter.eventId));
  if (filter.status) conditions.push(eq(table.status, filter.status as never));
  if (filter.roomSharing && kind === 'accommodation')
    conditions.push(eq(accommodationRequests.roomSharing, filter.roomSharing as never));
  if (filter.search) {
    const pattern = likeContaining(filter.search);
    const matches = or(
      ilike(registrationAttendees.firstName, pattern),
      ilike(registrationAttendees.lastName, pattern),
      ilike(registrationAttendees.email, pattern),
      ilike(main.email, pattern),
      ilike(sql`${registrationAttendees.firstName} || ' ' || ${registrationAttendees.lastName}`, pattern),
    );
    if (matches) conditions.push(matches);
  }
  const direction = filter.order === 'asc' ? asc : desc;
  const orderBy =
    filter.sort === 'name'
      ? [direction(registrationAttendees.lastName), direction(registrationAttendees.firstName)]
      : [direction(table.createdAt)];
  return { table, main, where: conditions.length ? and(...conditions) : undefined, orderBy };
}

/** The registrations staff look through and decide on (ATTENDEE permissions). */
export const staffRegistrationsRepository = {
  async list(db: Db, filter: StaffListFilter) {
    const { main, isMainOf, where, orderBy } = listParts(db, filter);
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

  /** The same list, every row, as flat named columns for the CSV export (not run here). */
  exportQuery(db: Db, filter: Omit<StaffListFilter, 'take' | 'skip'>) {
    const { main, isMainOf, where, orderBy } = listParts(db, filter);
    const attendees = db
      .select({ registrationId: registrationAttendees.registrationId, total: count().as('attendee_total') })
      .from(registrationAttendees)
      .groupBy(registrationAttendees.registrationId)
      .as('attendee_total');
    return db
      .select({
        id: sql<string>`${registrations.id}`.as('id'),
        status: sql<string>`${registrations.status}`.as('status'),
        type: sql<string>`${registrations.type}`.as('type'),
        firstName: sql<string>`${main.firstName}`.as('firstName'),
        lastName: sql<string>`${main.lastName}`.as('lastName'),
        email: sql<string | null>`${main.email}`.as('email'),
        attendees: sql<number>`${attendees.total}`.as('attendees'),
        createdAt: sql<Date>`${registrations.createdAt}`.as('createdAt'),
      })
      .from(registrations)
      .innerJoin(main, isMainOf)
      .innerJoin(attendees, eq(attendees.registrationId, registrations.id))
      .where(where)
      .orderBy(...orderBy, asc(registrations.id));
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

  /** Every member of every delegation (registrations made with a delegation key), grouped by the caller. */
  delegationMembers(db: Db, eventId?: string) {
    const conditions: SQL[] = [isNotNull(registrations.delegationKeyId)];
    if (eventId) conditions.push(eq(registrations.mainEventId, eventId));
    return db
      .select({
        delegationKeyId: registrations.delegationKeyId,
        eventId: registrations.mainEventId,
        registrationId: registrations.id,
        attendeeId: registrationAttendees.id,
        firstName: registrationAttendees.firstName,
        lastName: registrationAttendees.lastName,
        isMainProfile: registrationAttendees.isMainProfile,
        status: registrationAttendees.status,
      })
      .from(registrations)
      .innerJoin(registrationAttendees, eq(registrationAttendees.registrationId, registrations.id))
      .where(and(...conditions))
      .orderBy(
        asc(registrations.createdAt),
        asc(registrations.id),
        desc(registrationAttendees.isMainProfile),
        asc(registrationAttendees.position),
      );
  },

  /** Visa or accommodation requests with who asked, filtered and paged. */
  async listRequests<K extends 'visa' | 'accommodation'>(db: Db, kind: K, filter: RequestListFilter) {
    const { table, main, where, orderBy } = requestParts(kind, filter);
    const base = () =>
      db
        .select({
          request: table,
          attendee: registrationAttendees,
          eventId: registrations.mainEventId,
          mainEmail: main.email,
        })
        .from(table)
        .innerJoin(registrationAttendees, eq(registrationAttendees.id, table.attendeeId))
        .innerJoin(registrations, eq(registrations.id, table.registrationId))
        .innerJoin(main, and(eq(main.registrationId, registrations.id), eq(main.isMainProfile, true)));
    const [rows, [{ total }]] = await Promise.all([
      base()
        .where(where)
        .orderBy(...orderBy, asc(table.id))
        .limit(filter.take)
        .offset(filter.skip),
      db
        .select({ total: count() })
        .from(table)
        .innerJoin(registrationAttendees, eq(registrationAttendees.id, table.attendeeId))
        .innerJoin(registrations, eq(registrations.id, table.registrationId))
        .innerJoin(main, and(eq(main.registrationId, registrations.id), eq(main.isMainProfile, true)))
        .where(where),
    ]);
    return { rows, total: Number(total) };
  },

  /** The same requests, every row, as flat named columns for the CSV export (not run here). */
  requestsExportQuery(db: Db, kind: 'visa' | 'accommodation', filter: Omit<RequestListFilter, 'take' | 'skip'>) {
    const { table, main, where, orderBy } = requestParts(kind, filter);
    const columns: Record<string, SQL.Aliased> =
      kind === 'visa'
        ? {
            passportCountryId: sql<string>`${visaAssistanceRequests.passportCountryId}`.as('passportCountryId'),
            nationalityCountryId: sql<string>`${visaAssistanceRequests.nationalityCountryId}`.as(
              'nationalityCountryId',
            ),
            arrivalDate: sql<string>`${visaAssistanceRequests.arrivalDate}`.as('arrivalDate'),
            departureDate: sql<string>`${visaAssistanceRequests.departureDate}`.as('departureDate'),
            needsInvitationLetter: sql<boolean>`${visaAssistanceRequests.needsInvitationLetter}`.as(
              'needsInvitationLetter',
            ),
            notes: sql<string | null>`${visaAssistanceRequests.notes}`.as('notes'),
          }
        : {
            checkInDate: sql<string>`${accommodationRequests.checkInDate}`.as('checkInDate'),
            checkOutDate: sql<string>`${accommodationRequests.checkOutDate}`.as('checkOutDate'),
            roomSharing: sql<string>`${accommodationRequests.roomSharing}`.as('roomSharing'),
            specialNeeds: sql<string | null>`${accommodationRequests.specialNeeds}`.as('specialNeeds'),
          };
    return db
      .select({
        firstName: sql<string>`${registrationAttendees.firstName}`.as('firstName'),
        lastName: sql<string>`${registrationAttendees.lastName}`.as('lastName'),
        email: sql<string | null>`coalesce(${registrationAttendees.email}, ${main.email})`.as('email'),
        status: sql<string>`${table.status}`.as('status'),
        ...columns,
        registrationId: sql<string>`${registrations.id}`.as('registrationId'),
        requestedAt: sql<Date>`${table.createdAt}`.as('requestedAt'),
      })
      .from(table)
      .innerJoin(registrationAttendees, eq(registrationAttendees.id, table.attendeeId))
      .innerJoin(registrations, eq(registrations.id, table.registrationId))
      .innerJoin(main, and(eq(main.registrationId, registrations.id), eq(main.isMainProfile, true)))
      .where(where)
      .orderBy(...orderBy, asc(table.id));
  },

  async findVisaRequest(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
    const base = db.select().from(visaAssistanceRequests).where(eq(visaAssistanceRequests.id, id)).limit(1);
    const [row] = options.forUpdate ? await base.for('update') : await base;
    return row ?? null;
  },

  async findAccommodationRequest(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
    const base = db.select().from(accommodationRequests).where(eq(accommodationRequests.id, id)).limit(1);
    const [row] = options.forUpdate ? await base.for('update') : await base;
    return row ?? null;
  },

  async setVisaRequestStatus(db: Db, id: string, status: 'PENDING' | 'COMPLETED', at: Date): Promise<void> {
    await db.update(visaAssistanceRequests).set({ status, updatedAt: at }).where(eq(visaAssistanceRequests.id, id));
  },

  async setAccommodationStatus(
    db: Db,
    id: string,
    status: 'RESERVED' | 'NOT_RESERVED' | 'WAITLIST',
    at: Date,
  ): Promise<void> {
    await db.update(accommodationRequests).set({ status, updatedAt: at }).where(eq(accommodationRequests.id, id));
  },

  /** The dashboard's registration counts. */
  async counts(db: Db, eventId: string | undefined, checkedInSince: Date) {
    const ofEvent = (column: typeof registrations.mainEventId | typeof registrationAttendees.mainEventId) =>
      eventId ? eq(column, eventId) : undefined;
    const [byStatus, byType, [visa], [accommodation], [checkIns]] = await Promise.all([
      db
        .select({ status: registrations.status, count: count() })
        .from(registrations)
        .where(ofEvent(registrations.mainEventId))
        .groupBy(registrations.status),
      db
        .select({ type: registrations.type, count: count() })
        .from(registrations)
        .where(ofEvent(registrations.mainEventId))
        .groupBy(registrations.type),
      db
        .select({ count: count() })
        .from(visaAssistanceRequests)
        .innerJoin(registrations, eq(registrations.id, visaAssistanceRequests.registrationId))
        .where(and(eq(visaAssistanceRequests.status, 'PENDING'), ofEvent(registrations.mainEventId))),
      db
        .select({ count: count() })
        .from(accommodationRequests)
        .innerJoin(registrations, eq(registrations.id, accommodationRequests.registrationId))
        .where(
          and(inArray(accommodationRequests.status, ['NOT_RESERVED', 'WAITLIST']), ofEvent(registrations.mainEventId)),
        ),
      db
        .select({ count: count() })
        .from(registrationAttendees)
        .where(
          and(
            eq(registrationAttendees.status, 'CHECKED_IN'),
            gte(registrationAttendees.updatedAt, checkedInSince),
            ofEvent(registrationAttendees.mainEventId),
          ),
        ),
    ]);
    return {
      byStatus: byStatus.map((r) => ({ status: r.status, count: Number(r.count) })),
      byType: byType.map((r) => ({ type: r.type, count: Number(r.count) })),
      pendingVisa: Number(visa.count),
      pendingAccommodation: Number(accommodation.count),
      checkInsSince: Number(checkIns.count),
    };
  },
};
