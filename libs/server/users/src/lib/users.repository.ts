import { eq, inArray, sql } from 'drizzle-orm';
import { coalescedReads, preparedQuery, type Db } from '@festival/server-db';
import { users } from './users.tables';

export type UserRecord = typeof users.$inferSelect;
export type NewUserRecord = typeof users.$inferInsert;

/**
 * Every authenticated request reads the caller's row: built once, and the reads of requests
 * arriving together go in one query (coalescedReads).
 */
const usersBySub = preparedQuery('users_by_subs', (db) =>
  db
    .select()
    .from(users)
    .where(sql`${users.sub} = any(${sql.placeholder('subs')}::text[])`),
);
const userBySub = coalescedReads(
  async (db: Db, subs: readonly string[]) => new Map((await usersBySub(db, { subs })).map((user) => [user.sub, user])),
  (sub: string) => sub,
);

/**
 * A user's record is made on their first request, and at a registration's opening many first
 * requests arrive together: the records asked meanwhile go in one insert (coalescedReads), each
 * row on its own as before (skipped when its sub exists; a batch the database refuses is asked
 * again row by row, so one bad row fails only its own request).
 */
const insertUserIfAbsent = coalescedReads(
  async (db: Db, records: readonly NewUserRecord[]) => {
    const inserted = await db
      .insert(users)
      .values([...records])
      .onConflictDoNothing({ target: users.sub })
      .returning();
    return new Map(inserted.map((user) => [user.sub, user]));
  },
  (record: NewUserRecord) => record.sub,
);

/**
 * Every emailed code (sign-in, sign-up, password reset) reads its recipient's language when the
 * mail is rendered: the reads of mails sent together go in one query (coalescedReads), each read
 * still made after it was asked, so a language just chosen is the one used. Several profiles may
 * hold one address; one that chose a language wins over one that did not.
 */
const languagesByEmail = preparedQuery('users_languages_by_emails', (db) =>
  db
    .select({ email: sql<string>`lower(${users.email})`, language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = any(${sql.placeholder('emails')}::text[])`),
);
const languageOfEmail = coalescedReads(
  async (db: Db, emails: readonly string[]) => {
    const found = new Map<string, string | null>();
    for (const row of await languagesByEmail(db, { emails }))
      if (!found.get(row.email)) found.set(row.email, row.language);
    return found;
  },
  (email: string) => email,
);

/** The only code that touches the users table. Functions take a `Db`, which may be a transaction. */
export const usersRepository = {
  async findBySub(db: Db, sub: string): Promise<UserRecord | undefined> {
    return userBySub(db, sub);
  },

  async findById(db: Db, id: string): Promise<UserRecord | undefined> {
    return (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];
  },

  /** Inserts unless the sub exists (two first requests may race); returns the stored row. */
  async insertIfAbsent(db: Db, user: NewUserRecord): Promise<UserRecord> {
    const stored = (await insertUserIfAbsent(db, user)) ?? (await usersRepository.findBySub(db, user.sub));
    if (!stored) throw new Error(`user ${user.sub} neither inserted nor found`);
    return stored;
  },

  async update(
    db: Db,
    id: string,
    changes: Partial<Pick<UserRecord, 'email' | 'firstName' | 'lastName' | 'avatarUrl' | 'language'>>,
    now: Date,
  ): Promise<UserRecord> {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: now })
      .where(eq(users.id, id))
      .returning();
    return row;
  },

  /** The language of the user with this email (case-insensitive), if they chose one. */
  async languageOfEmail(db: Db, email: string): Promise<string | null> {
    return (await languageOfEmail(db, email.trim().toLowerCase())) ?? null;
  },

  /** Which of these file paths a profile holds as its avatar. */
  async avatarsAmong(db: Db, paths: readonly string[]): Promise<Set<string>> {
    if (paths.length === 0) return new Set();
    const rows = await db
      .select({ path: users.avatarUrl })
      .from(users)
      .where(inArray(users.avatarUrl, [...paths]));
    return new Set(rows.flatMap((row) => (row.path ? [row.path] : [])));
  },
};
