import { and, asc, count, desc, eq, gte, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { coalescedReads, preparedQuery, preparedStatement, type Db } from '@festival/server-db';
import { outboxInsertFromJson } from '@festival/server-mail';
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
/** A registration as stored, with its attendees (the delegation's name is the events module's). */
export type RegistrationWithAttendees = RegistrationRow & { attendees: AttendeeRow[] };

/** Every booking and registration request reads the caller's registration: built once. */
/**
 * Users' registrations for events with their attendees, asked per (event, user): every booking and
 * activity list reads the caller's, so the reads of requests arriving together go in one query
 * (coalescedReads). (event, user) is unique: the rows of one key are one registration, one per attendee.
 */
const registrationsOfUsers = preparedQuery('registrations_of_users', (db) =>
  db
    .select({ registration: registrations, attendee: registrationAttendees })
    .from(registrations)
    .leftJoin(registrationAttendees, eq(registrationAttendees.registrationId, registrations.id))
    .where(
      sql`(${registrations.mainEventId}, ${registrations.userId}) in (select * from unnest(${sql.placeholder('eventIds')}::uuid[], ${sql.placeholder('userIds')}::uuid[]))`,
    )
    .orderBy(
      asc(registrations.id),
      desc(registrationAttendees.isMainProfile),
      asc(registrationAttendees.position),
      asc(registrationAttendees.id),
    ),
);
const registrationKey = (eventId: string, userId: string) => `${eventId.toLowerCase()} ${userId.toLowerCase()}`;
const registrationOfUser = coalescedReads(
  async (db: Db, asked: readonly { eventId: string; userId: string }[]) => {
    const rows = await registrationsOfUsers(db, {
      eventIds: asked.map((a) => a.eventId),
      userIds: asked.map((a) => a.userId),
    });
    const found = new Map<string, RegistrationWithAttendees>();
    for (const { registration, attendee } of rows) {
      const key = registrationKey(registration.mainEventId, registration.userId);
      let entry = found.get(key);
      if (!entry) found.set(key, (entry = { ...registration, attendees: [] }));
      if (attendee) entry.attendees.push(attendee);
    }
    return found;
  },
  (asked) => registrationKey(asked.eventId, asked.userId),
);

/** A new registration as the service decided it, for registerNewcomer; ids are made by the caller. */
export interface NewcomerRegistration {
  id: string;
  mainEventId: string;
  userId: string;
  type: RegistrationRow['type'];
  status: RegistrationStatus;
  delegationKeyId: string | null;
  isApplyEmergencyContactForAll: boolean;
  /** In the order given, each with its id. */
  attendees: (NewAttendee & { id: string })[];
  /** The event as the decisions were made for it: another fee, review setting or status registers nobody. */
  registrationFee: number;
  requiresReview: boolean;
  /** The statuses that hold a place (what the capacity counts). */
  holdingStatuses: readonly RegistrationStatus[];
  /** Indexed by the places free for these attendees (0 to their number): whether the registration goes ahead. */
  goesAhead: readonly boolean[];
  /** The messages to queue with it (SendMailInput), due at `mailDueAt`. */
  mails: readonly object[];
  mailDueAt: Date;
}

export type NewcomerOutcome =
  /** No such event, or it is not as the decisions were made for it (status, fee, review): nothing written. */
  | { kind: 'changed' }
  /** Checked under the event's lock; written only when `registered`, at `createdAt`. */
  | {
      kind: 'checked';
      registered: boolean;
      alreadyRegistered: boolean;
      capacity: number;
      holding: number;
      taken: Set<string>;
      createdAt: Date;
    };

interface NewcomerRow {
  same: boolean;
  capacity: number;
  already: boolean;
  held: number;
  taken: string[];
  booked: boolean;
  created_at: number | null;
}

/**
 * A new registration as one statement: it locks the event's row, checks it is as the service
 * decided for (ACTIVE, the same fee and review setting), reads what checksBeforeRegistering reads
 * (with event_registration_checks: a snapshot of its own, taken once the lock is held), counts the
 * places free for the attendees (at most their number: placesFreeFor of the service, the same
 * formula), looks the service's decision up by that number, and, when it goes ahead with the user
 * not registered and no email taken, inserts the registration, its attendees and its emails (in
 * the outbox). What it read comes back either way, for the service's own checks to say why not.
 */
const registerNewcomerStatement = preparedStatement<Record<string, unknown>, NewcomerRow>(
  'register_newcomer',
  sql`with event as (
    select id, capacity,
      status = 'ACTIVE' and registration_fee = ${sql.placeholder('registrationFee')}::integer
        and requires_review = ${sql.placeholder('requiresReview')}::boolean as same
    from main_events where id = ${sql.placeholder('mainEventId')}::uuid for update
  ),
  checked as (
    select e.*, c.registered as already, c.held, c.taken
    from event e cross join lateral event_registration_checks(
      e.id, ${sql.placeholder('userId')}::uuid, ${sql.placeholder('emails')}::text[],
      -- As text: PGlite cannot write a JS array as an array of an enum of ours.
      ${sql.placeholder('holdingStatuses')}::text[]::registration_status[]
    ) c
  ),
  decided as (
    select c.*, c.same and not c.already and cardinality(c.taken) = 0
      and coalesce((${sql.placeholder('goesAhead')}::boolean[])[f.free + 1], false) as booked
    from checked c,
      lateral (select least(
        jsonb_array_length(${sql.placeholder('attendees')}::jsonb),
        greatest(0, c.capacity - c.held)
      )::integer as free) f
  ),
  registration as (
    insert into registrations
      (id, main_event_id, user_id, type, status, delegation_key_id, is_apply_emergency_contact_for_all)
    select ${sql.placeholder('id')}::uuid, d.id, ${sql.placeholder('userId')}::uuid,
      ${sql.placeholder('type')}::registration_type, ${sql.placeholder('status')}::registration_status,
      ${sql.placeholder('delegationKeyId')}::uuid, ${sql.placeholder('isApplyEmergencyContactForAll')}::boolean
    from decided d where d.booked
    returning created_at
  ),
  attendees as (
    insert into registration_attendees
      (id, registration_id, main_event_id, status, is_main_profile, position, first_name, last_name, email, dob,
       phone, address, city, state, country_id, zip_code, language_ids, ethnicity, emergency_name, emergency_phone,
       emergency_email, emergency_relationship, is_payment, is_release_form, signature_url, payment_key)
    select a."id", ${sql.placeholder('id')}::uuid, d.id, ${sql.placeholder('status')}::registration_status,
      a."isMainProfile", a."position", a."firstName", a."lastName", a."email", a."dob", a."phone", a."address",
      a."city", a."state", a."countryId", a."zipCode", a."languageIds", a."ethnicity", a."emergencyName",
      a."emergencyPhone", a."emergencyEmail", a."emergencyRelationship", a."isPayment", a."isReleaseForm",
      a."signatureUrl", a."paymentKey"
    from decided d, jsonb_to_recordset(${sql.placeholder('attendees')}::jsonb) as a(
      "id" uuid, "isMainProfile" boolean, "position" integer, "firstName" text, "lastName" text, "email" text,
      "dob" date, "phone" text, "address" text, "city" text, "state" text, "countryId" text, "zipCode" text,
      "languageIds" text[], "ethnicity" text, "emergencyName" text, "emergencyPhone" text, "emergencyEmail" text,
      "emergencyRelationship" text, "isPayment" boolean, "isReleaseForm" boolean, "signatureUrl" text,
      "paymentKey" uuid
    )
    where d.booked
  ),
  mailed as (${outboxInsertFromJson(
    sql`(select ${sql.placeholder('mails')}::jsonb from decided d where d.booked)`,
    sql`${sql.placeholder('mailDueAt')}::timestamptz`,
  )})
  select d.same, d.capacity, d.already, d.held, d.taken, d.booked,
    (extract(epoch from r.created_at) * 1000)::float8 as created_at
  from decided d left join registration r on true`,
);

/**
 * The only code that touches the registration tables. Functions take a `Db`, which may be a
 * transaction: the service decides what runs together.
 */
export const registrationsRepository = {
  /** Which of these file paths an attendee holds as a signature (the files module sweeps the rest). */
  async signaturesAmong(db: Db, paths: readonly string[]): Promise<Set<string>> {
    if (paths.length === 0) return new Set();
    const rows = await db
      .selectDistinct({ path: registrationAttendees.signatureUrl })
      .from(registrationAttendees)
      .where(inArray(registrationAttendees.signatureUrl, [...paths]));
    return new Set(rows.flatMap((row) => (row.path ? [row.path] : [])));
  },

  /** Attendees holding a place at the event, optionally leaving one registration out. */
  /** How many registrations were made with each of these delegation keys. */
  async countByDelegationKeys(db: Db, keyIds: readonly string[]): Promise<Map<string, number>> {
    if (keyIds.length === 0) return new Map();
    const rows = await db
      .select({ keyId: registrations.delegationKeyId, total: count() })
      .from(registrations)
      .where(inArray(registrations.delegationKeyId, [...keyIds]))
      .groupBy(registrations.delegationKeyId);
    return new Map(rows.map((row) => [row.keyId as string, Number(row.total)]));
  },

  /** The registrations made with the key in this column, as a correlated subquery (for a CSV export). */
  countByDelegationKeySql(keyId: SQL): SQL<number> {
    return sql<number>`(select count(*)::int from ${registrations} where ${registrations.delegationKeyId} = ${keyId})`;
  },

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

  /** The user's registration for the event with its attendees (in `attendeesOf`'s order), in one round trip. */
  async findByUser(db: Db, eventId: string, userId: string): Promise<RegistrationWithAttendees | null> {
    return (await registrationOfUser(db, { eventId, userId })) ?? null;
  },

  /** A registration's attendees: the main profile first, then in the order they were given. */
  attendeesOf(db: Db, registrationId: string): Promise<AttendeeRow[]> {
    return db
      .select()
      .from(registrationAttendees)
      .where(eq(registrationAttendees.registrationId, registrationId))
      .orderBy(
        desc(registrationAttendees.isMainProfile),
        asc(registrationAttendees.position),
        asc(registrationAttendees.id),
      );
  },

  /**
   * The attendees of other users' registrations for the event who have this email (compared
   * lower-cased), each with the email of its registration's main attendee.
   */
  async emailHolders(
    db: Db,
    eventId: string,
    email: string,
    exceptUserId: string,
  ): Promise<{ attendee: AttendeeRow; leadEmail: string | null }[]> {
    const leadEmail = sql<string | null>`(select lead.email from registration_attendees as lead
      where lead.registration_id = ${registrationAttendees.registrationId} and lead.is_main_profile)`;
    return db
      .select({ attendee: registrationAttendees, leadEmail })
      .from(registrationAttendees)
      .innerJoin(registrations, eq(registrations.id, registrationAttendees.registrationId))
      .where(
        and(
          eq(registrationAttendees.mainEventId, eventId),
          sql`lower(${registrationAttendees.email}) = ${email.toLowerCase()}`,
          ne(registrations.userId, exceptUserId),
        ),
      );
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

  /**
   * Moves a registration (and its attendees that shared the status) from `from` to `to`, only if it
   * is still in `from`: two settlements of the same payment move it once. False when it was not.
   */
  async moveStatus(db: Db, id: string, from: RegistrationStatus, to: RegistrationStatus, at: Date): Promise<boolean> {
    const moved = await db
      .update(registrations)
      .set({ status: to, updatedAt: at })
      .where(and(eq(registrations.id, id), eq(registrations.status, from)))
      .returning({ id: registrations.id });
    if (moved.length === 0) return false;
    await db
      .update(registrationAttendees)
      .set({ status: to, updatedAt: at })
      .where(and(eq(registrationAttendees.registrationId, id), eq(registrationAttendees.status, from)));
    return true;
  },

  /** Removes a registration (its attendees go with it) only if it is still in `status`. */
  async deleteIfStatus(db: Db, id: string, status: RegistrationStatus): Promise<boolean> {
    const deleted = await db
      .delete(registrations)
      .where(and(eq(registrations.id, id), eq(registrations.status, status)))
      .returning({ id: registrations.id });
    return deleted.length === 1;
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

  /** Adds attendees with the registration's status (or `status`); returns their ids in the order given. */
  async insertAttendees(
    db: Db,
    registration: RegistrationRow,
    attendees: NewAttendee[],
    status: RegistrationStatus = registration.status,
  ): Promise<string[]> {
    if (attendees.length === 0) return [];
    const rows = await db
      .insert(registrationAttendees)
      .values(
        attendees.map((a) => ({
          ...a,
          registrationId: registration.id,
          mainEventId: registration.mainEventId,
          status,
        })),
      )
      .returning({ id: registrationAttendees.id });
    return rows.map((r) => r.id);
  },

  /** Moves these attendees from `from` to `to`, only those still in `from`; returns how many moved. */
  async moveAttendeesStatus(
    db: Db,
    ids: readonly string[],
    from: RegistrationStatus,
    to: RegistrationStatus,
    at: Date,
  ): Promise<number> {
    if (ids.length === 0) return 0;
    const moved = await db
      .update(registrationAttendees)
      .set({ status: to, updatedAt: at })
      .where(and(inArray(registrationAttendees.id, [...ids]), eq(registrationAttendees.status, from)))
      .returning({ id: registrationAttendees.id });
    return moved.length;
  },

  /** Removes these attendees, only those still in `status`. */
  async deleteAttendeesIfStatus(db: Db, ids: readonly string[], status: RegistrationStatus): Promise<void> {
    if (ids.length)
      await db
        .delete(registrationAttendees)
        .where(and(inArray(registrationAttendees.id, [...ids]), eq(registrationAttendees.status, status)));
  },

  /**
   * What a new registration is checked against under the event's lock, in one round trip: whether
   * the user is registered already, how many attendees hold a place, and which of these
   * (lower-cased) emails another registration of the event holds.
   */
  async checksBeforeRegistering(
    db: Db,
    eventId: string,
    userId: string,
    emails: string[],
    holdingStatuses: readonly RegistrationStatus[],
  ): Promise<{ registered: boolean; holding: number; taken: Set<string> }> {
    const lowered = sql<string>`lower(${registrationAttendees.email})`;
    const registered = db
      .select({ one: sql`1` })
      .from(registrations)
      .where(and(eq(registrations.mainEventId, eventId), eq(registrations.userId, userId)));
    const holding = db
      .select({ n: sql`count(*)::int` })
      .from(registrationAttendees)
      .where(
        and(
          eq(registrationAttendees.mainEventId, eventId),
          inArray(registrationAttendees.status, [...holdingStatuses]),
        ),
      );
    const taken = db
      .select({ email: lowered })
      .from(registrationAttendees)
      .where(and(eq(registrationAttendees.mainEventId, eventId), inArray(lowered, emails)));
    const [row] = await db
      .select({
        registered: sql<boolean>`exists (${registered})`,
        holding: sql<number>`(${holding})`,
        taken: emails.length ? sql<string[]>`array(${taken})` : sql<string[]>`'{}'::text[]`,
      })
      .from(sql`(select 1) as checks`);
    return { registered: Boolean(row.registered), holding: Number(row.holding), taken: new Set(row.taken) };
  },

  /** Registers newcomers in one statement, by the service's decisions (registerNewcomerStatement). */
  async registerNewcomer(db: Db, registration: NewcomerRegistration): Promise<NewcomerOutcome> {
    const [row] = await registerNewcomerStatement(db, {
      ...registration,
      emails: registration.attendees.flatMap((a) => (a.email ? [a.email.toLowerCase()] : [])),
      holdingStatuses: [...registration.holdingStatuses],
      goesAhead: [...registration.goesAhead],
      attendees: JSON.stringify(registration.attendees),
      mails: JSON.stringify(registration.mails),
      mailDueAt: registration.mailDueAt.toISOString(),
    });
    if (!row || !row.same) return { kind: 'changed' };
    return {
      kind: 'checked',
      registered: row.booked,
      alreadyRegistered: row.already,
      capacity: Number(row.capacity),
      holding: Number(row.held),
      taken: new Set(row.taken),
      createdAt: new Date(row.created_at ?? 0),
    };
  },

  async isRegistered(db: Db, eventId: string, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.mainEventId, eventId), eq(registrations.userId, userId)))
      .limit(1);
    return Boolean(row);
  },

  /** These registrations, with their attendees. */
  async findByIds(db: Db, ids: readonly string[]): Promise<RegistrationWithAttendees[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select()
      .from(registrations)
      .where(inArray(registrations.id, [...ids]));
    const attendees = await db
      .select()
      .from(registrationAttendees)
      .where(inArray(registrationAttendees.registrationId, [...ids]))
      .orderBy(
        desc(registrationAttendees.isMainProfile),
        asc(registrationAttendees.position),
        asc(registrationAttendees.id),
      );
    return rows.map((r) => ({ ...r, attendees: attendees.filter((a) => a.registrationId === r.id) }));
  },

  /** Every registration of a user (one per event at most), with its attendees. */
  async findAllByUser(db: Db, userId: string): Promise<RegistrationWithAttendees[]> {
    const rows = await db.select().from(registrations).where(eq(registrations.userId, userId));
    const ids = rows.map((r) => r.id);
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
    return rows.map((r) => ({ ...r, attendees: attendees.filter((a) => a.registrationId === r.id) }));
  },

  /** Wrong keys since `since`, by the account and by the address (one scan, over either index). */
  async countKeyFailuresSince(
    db: Db,
    since: Date,
    who: { userId: string; ip: string },
  ): Promise<{ byUser: number; byAddress: number }> {
    const [row] = await db
      .select({
        byUser: sql<number>`count(*) filter (where ${delegationKeyFailures.userId} = ${who.userId})`,
        byAddress: sql<number>`count(*) filter (where ${delegationKeyFailures.ip} = ${who.ip})`,
      })
      .from(delegationKeyFailures)
      .where(
        and(
          gte(delegationKeyFailures.createdAt, since),
          or(eq(delegationKeyFailures.userId, who.userId), eq(delegationKeyFailures.ip, who.ip)),
        ),
      );
    return { byUser: Number(row.byUser), byAddress: Number(row.byAddress) };
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
