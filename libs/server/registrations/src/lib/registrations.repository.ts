import { and, asc, count, desc, eq, gte, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { likeContaining, type Db } from '@festival/server-db';
import { countries, languages } from '@festival/server-contents';
import { delegationKeys, mainEvents, type MainEventRow } from '@festival/server-events';
import type { RegistrationStatus } from '@festival/shared-util-registration';
import {
  accommodationRequests,
  delegationKeyFailures,
  registrationAttendees,
  registrations,
  visaAssistanceRequests,
} from './registrations.tables';

export type RegistrationRow = typeof registrations.$inferSelect;
export type AttendeeRow = typeof registrationAttendees.$inferSelect;
export type NewAttendee = Omit<
  typeof registrationAttendees.$inferInsert,
  'registrationId' | 'mainEventId' | 'status' | 'id'
>;
export type VisaRequestRow = typeof visaAssistanceRequests.$inferSelect;
export type AccommodationRequestRow = typeof accommodationRequests.$inferSelect;
export type RegistrationWithAttendees = RegistrationRow & { attendees: AttendeeRow[]; delegationName: string | null };

/**
 * The only code that touches the registration tables. Functions take a `Db`, which may be a
 * transaction: the service decides what runs together.
 */
export const registrationsRepository = {
  /** Runs `work` in one transaction holding the event row's lock: registrations for one event queue up here. */
  async withLockedEvent<T>(
    db: Db,
    eventId: string,
    work: (tx: Db, event: MainEventRow | null) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const [event] = await tx.select().from(mainEvents).where(eq(mainEvents.id, eventId)).for('update');
      return work(tx, event ?? null);
    });
  },

  /** Which of these file paths an attendee holds as a signature (the files module sweeps the rest). */
  async signaturesAmong(db: Db, paths: readonly string[]): Promise<Set<string>> {
    if (paths.length === 0) return new Set();
    const rows = await db
      .selectDistinct({ path: registrationAttendees.signatureUrl })
      .from(registrationAttendees)
      .where(inArray(registrationAttendees.signatureUrl, [...paths]));
    return new Set(rows.flatMap((row) => (row.path ? [row.path] : [])));
  },

  async findEvent(db: Db, eventId: string): Promise<MainEventRow | null> {
    const [event] = await db.select().from(mainEvents).where(eq(mainEvents.id, eventId)).limit(1);
    return event ?? null;
  },

  /** Attendees holding a place at the event, optionally leaving one registration out. */
  async countAttendeesHolding(
    db: Db,
    eventId: string,
    statuses: readonly RegistrationStatus[],
    exceptRegistrationId?: string,
  ): Promise<number> {
    const conditions: SQL[] = [
      eq(registrationAttendees.mainEventId, eventId),
      inArray(registrationAttendees.status, [...statuses]),
    ];
    if (exceptRegistrationId) conditions.push(ne(registrationAttendees.registrationId, exceptRegistrationId));
    const [{ total }] = await db
      .select({ total: count() })
      .from(registrationAttendees)
      .where(and(...conditions));
    return Number(total);
  },

  async findByUser(db: Db, eventId: string, userId: string): Promise<RegistrationWithAttendees | null> {
    const [row] = await db
      .select({ registration: registrations, delegationName: delegationKeys.delegationName })
      .from(registrations)
      .leftJoin(delegationKeys, eq(delegationKeys.id, registrations.delegationKeyId))
      .where(and(eq(registrations.mainEventId, eventId), eq(registrations.userId, userId)))
      .limit(1);
    if (!row) return null;
    const attendees = await db
      .select()
      .from(registrationAttendees)
      .where(eq(registrationAttendees.registrationId, row.registration.id))
      .orderBy(
        desc(registrationAttendees.isMainProfile),
        asc(registrationAttendees.position),
        asc(registrationAttendees.id),
      );
    return { ...row.registration, attendees, delegationName: row.delegationName ?? null };
  },

  /** Which of these (lower-cased) emails another registration of the event already holds. */
  async emailsTaken(db: Db, eventId: string, emails: string[], exceptRegistrationId?: string): Promise<Set<string>> {
    if (emails.length === 0) return new Set();
    const lowered = sql<string>`lower(${registrationAttendees.email})`;
    const conditions: SQL[] = [eq(registrationAttendees.mainEventId, eventId), inArray(lowered, emails)];
    if (exceptRegistrationId) conditions.push(ne(registrationAttendees.registrationId, exceptRegistrationId));
    const rows = await db
      .select({ email: lowered })
      .from(registrationAttendees)
      .where(and(...conditions));
    return new Set(rows.map((r) => r.email));
  },

  async existingCountryIds(db: Db, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db.select({ id: countries.id }).from(countries).where(inArray(countries.id, ids));
    return new Set(rows.map((r) => r.id));
  },

  async existingLanguageIds(db: Db, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db.select({ id: languages.id }).from(languages).where(inArray(languages.id, ids));
    return new Set(rows.map((r) => r.id));
  },

  async insertRegistration(
    db: Db,
    registration: Pick<
      RegistrationRow,
      'mainEventId' | 'userId' | 'type' | 'status' | 'delegationKeyId' | 'isApplyEmergencyContactForAll'
    >,
    attendees: NewAttendee[],
  ): Promise<RegistrationRow> {
    const [row] = await db.insert(registrations).values(registration).returning();
    await db
      .insert(registrationAttendees)
      .values(
        attendees.map((a) => ({ ...a, registrationId: row.id, mainEventId: row.mainEventId, status: row.status })),
      );
    return row;
  },

  async updateRegistration(
    db: Db,
    id: string,
    changes: Pick<RegistrationRow, 'type' | 'delegationKeyId' | 'isApplyEmergencyContactForAll'>,
  ): Promise<void> {
    await db
      .update(registrations)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(registrations.id, id));
  },

  async deleteAttendees(db: Db, ids: string[]): Promise<void> {
    if (ids.length) await db.delete(registrationAttendees).where(inArray(registrationAttendees.id, ids));
  },

  async clearEmails(db: Db, attendeeIds: string[]): Promise<void> {
    if (attendeeIds.length)
      await db.update(registrationAttendees).set({ email: null }).where(inArray(registrationAttendees.id, attendeeIds));
  },

  async updateAttendee(db: Db, id: string, values: NewAttendee): Promise<void> {
    await db
      .update(registrationAttendees)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(registrationAttendees.id, id));
  },

  async insertAttendees(db: Db, registration: RegistrationRow, attendees: NewAttendee[]): Promise<void> {
    if (attendees.length === 0) return;
    await db.insert(registrationAttendees).values(
      attendees.map((a) => ({
        ...a,
        registrationId: registration.id,
        mainEventId: registration.mainEventId,
        status: registration.status,
      })),
    );
  },

  async isRegistered(db: Db, eventId: string, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.mainEventId, eventId), eq(registrations.userId, userId)))
      .limit(1);
    return Boolean(row);
  },

  /** The events a user registered for, newest event first, with their registration. */
  async findMyEvents(db: Db, userId: string, page: { take: number; skip: number; search?: string }) {
    const conditions: SQL[] = [eq(registrations.userId, userId)];
    if (page.search) conditions.push(ilike(mainEvents.name, likeContaining(page.search)));
    const where = and(...conditions);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({ event: mainEvents, registration: registrations })
        .from(registrations)
        .innerJoin(mainEvents, eq(mainEvents.id, registrations.mainEventId))
        .where(where)
        .orderBy(desc(mainEvents.startDate), asc(mainEvents.id))
        .limit(page.take)
        .offset(page.skip),
      db
        .select({ total: count() })
        .from(registrations)
        .innerJoin(mainEvents, eq(mainEvents.id, registrations.mainEventId))
        .where(where),
    ]);
    const ids = rows.map((r) => r.registration.id);
    const attendees = ids.length
      ? await db
          .select()
          .from(registrationAttendees)
          .where(inArray(registrationAttendees.registrationId, ids))
          .orderBy(
            desc(registrationAttendees.isMainProfile),
            asc(registrationAttendees.position),
            asc(registrationAttendees.id),
          )
      : [];
    return {
      rows: rows.map((r) => ({ ...r, attendees: attendees.filter((a) => a.registrationId === r.registration.id) })),
      total: Number(total),
    };
  },

  /** Every key hash of an event: the service compares them itself, in constant time. */
  delegationKeysOf(db: Db, eventId: string) {
    return db
      .select({ id: delegationKeys.id, keyHash: delegationKeys.keyHash, delegationName: delegationKeys.delegationName })
      .from(delegationKeys)
      .where(eq(delegationKeys.mainEventId, eventId));
  },

  async countKeyFailuresSince(db: Db, since: Date, who: { userId: string; ip: string }): Promise<number> {
    const [{ total }] = await db
      .select({ total: count() })
      .from(delegationKeyFailures)
      .where(
        and(
          gte(delegationKeyFailures.createdAt, since),
          or(eq(delegationKeyFailures.userId, who.userId), eq(delegationKeyFailures.ip, who.ip)),
        ),
      );
    return Number(total);
  },

  async recordKeyFailure(db: Db, who: { userId: string; ip: string }, at: Date): Promise<void> {
    await db.insert(delegationKeyFailures).values({ userId: who.userId, ip: who.ip, createdAt: at });
  },

  /** Everyone registered for the event with this delegation key. */
  delegationMembers(db: Db, eventId: string, delegationKeyId: string) {
    return db
      .select({
        attendee: registrationAttendees,
        registrationStatus: registrations.status,
        userId: registrations.userId,
      })
      .from(registrationAttendees)
      .innerJoin(registrations, eq(registrations.id, registrationAttendees.registrationId))
      .where(and(eq(registrations.mainEventId, eventId), eq(registrations.delegationKeyId, delegationKeyId)))
      .orderBy(
        asc(registrations.createdAt),
        asc(registrations.id),
        desc(registrationAttendees.isMainProfile),
        asc(registrationAttendees.position),
      );
  },

  visaRequestsOf(db: Db, registrationId: string): Promise<VisaRequestRow[]> {
    return db.select().from(visaAssistanceRequests).where(eq(visaAssistanceRequests.registrationId, registrationId));
  },

  accommodationRequestsOf(db: Db, registrationId: string): Promise<AccommodationRequestRow[]> {
    return db.select().from(accommodationRequests).where(eq(accommodationRequests.registrationId, registrationId));
  },

  async deleteVisaRequests(db: Db, ids: string[]): Promise<void> {
    if (ids.length) await db.delete(visaAssistanceRequests).where(inArray(visaAssistanceRequests.id, ids));
  },

  async upsertVisaRequest(
    db: Db,
    values: Omit<typeof visaAssistanceRequests.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>,
  ): Promise<void> {
    await db
      .insert(visaAssistanceRequests)
      .values(values)
      .onConflictDoUpdate({ target: visaAssistanceRequests.attendeeId, set: { ...values, updatedAt: new Date() } });
  },

  async deleteAccommodationRequests(db: Db, ids: string[]): Promise<void> {
    if (ids.length) await db.delete(accommodationRequests).where(inArray(accommodationRequests.id, ids));
  },

  async upsertAccommodationRequest(
    db: Db,
    values: Omit<typeof accommodationRequests.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
  ): Promise<void> {
    await db
      .insert(accommodationRequests)
      .values(values)
      .onConflictDoUpdate({ target: accommodationRequests.attendeeId, set: { ...values, updatedAt: new Date() } });
  },
};

export type RegistrationsRepository = typeof registrationsRepository;
