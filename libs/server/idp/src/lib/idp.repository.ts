import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, ilike, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  coalescedReads,
  likeContaining,
  likeStartingWith,
  placeholders,
  preparedQuery,
  preparedStatement,
  type Db,
} from '@festival/server-db';
import {
  idpCaptchaUsed,
  idpCodes,
  idpRateCounters,
  idpRefreshTokens,
  idpSecrets,
  idpSigningKeys,
  idpSpentSessions,
  idpUsers,
} from './idp.tables';

export type IdpUser = typeof idpUsers.$inferSelect;
export type NewIdpUser = typeof idpUsers.$inferInsert;
export type CodePurpose = 'SIGN_UP' | 'FORGOT_PASSWORD';
/** A new sign-in's refresh token as stored (not revoked). */
export type NewRefreshToken = Omit<typeof idpRefreshTokens.$inferInsert, 'revokedAt'>;
/** One event to count under `key`, in a fixed window of `windowSeconds`. */
export interface RateEvent {
  key: string;
  windowSeconds: number;
}

/** Secrets at rest (codes, session tokens, refresh tokens) are kept as SHA-256 digests. */
export const digest = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Expired rows are cleared on the way (no separate job), but at most once a minute per table and
 * process: a delete per sign-in step was a round trip each, for rows that expire in minutes.
 */
const SWEEP_EVERY_MS = 60_000;
const lastSweeps = new WeakMap<Db, Map<string, number>>();
function sweepDue(db: Db, table: string, now: Date): boolean {
  const sweeps = lastSweeps.get(db) ?? new Map<string, number>();
  lastSweeps.set(db, sweeps);
  const last = sweeps.get(table);
  if (last !== undefined && Math.abs(now.getTime() - last) < SWEEP_EVERY_MS) return false;
  sweeps.set(table, now.getTime());
  return true;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The only code that touches the idp tables. Functions take a `Db`, which may be a transaction. */
/** Part of the email, the given or family name, or the full name. */
function usersSearch(search: string | undefined) {
  if (search === undefined) return undefined;
  const pattern = likeContaining(search);
  return or(
    ilike(idpUsers.emailNormalized, pattern.toLowerCase()),
    ilike(idpUsers.givenName, pattern),
    ilike(idpUsers.familyName, pattern),
    ilike(sql`concat_ws(' ', ${idpUsers.givenName}, ${idpUsers.familyName})`, pattern),
  );
}

interface SessionStatusRow {
  sub: string;
  asked_jti: string | null;
  enabled: boolean;
  origin_jti: string | null;
  revoked_at: number | null;
}

/**
 * Asked on every api request that is not in the brief status cache: built once, and the requests
 * arriving together asked in one query (coalescedReads). Per asked (sub, origin jti): the account,
 * and one row of that sign-in's refresh tokens if any is stored.
 */
const sessionStatusesStatement = preparedStatement<{ subs: string[]; originJtis: (string | null)[] }, SessionStatusRow>(
  'idp_session_statuses',
  sql`select distinct on (asked.sub, asked.jti) asked.sub::text as sub, asked.jti::text as asked_jti, u.enabled,
      t.origin_jti::text as origin_jti, (extract(epoch from t.revoked_at) * 1000)::float8 as revoked_at
    from unnest(${sql.placeholder('subs')}::uuid[], ${sql.placeholder('originJtis')}::uuid[]) as asked(sub, jti)
    join idp_users u on u.sub = asked.sub
    left join idp_refresh_tokens t on t.origin_jti = asked.jti`,
);
const sessionKey = (sub: string, originJti: string | null) => `${sub.toLowerCase()} ${originJti?.toLowerCase() ?? ''}`;
const sessionStatus = coalescedReads(
  async (db: Db, asked: readonly { sub: string; originJti: string | null }[]) => {
    const rows = await sessionStatusesStatement(db, {
      subs: asked.map((a) => a.sub),
      originJtis: asked.map((a) => a.originJti),
    });
    return new Map(rows.map((row) => [sessionKey(row.sub, row.asked_jti), row]));
  },
  (asked) => sessionKey(asked.sub, asked.originJti),
);

const userBySub = preparedQuery('idp_user_by_sub', (db) =>
  db
    .select()
    .from(idpUsers)
    .where(eq(idpUsers.sub, sql.placeholder('sub')))
    .limit(1),
);

const userByEmail = preparedQuery('idp_user_by_email', (db) =>
  db
    .select()
    .from(idpUsers)
    .where(eq(idpUsers.emailNormalized, sql.placeholder('email')))
    .limit(1),
);

/*
 * The statements of a sign-in, prepared once per database (`preparedQuery`): drizzle builds
 * each of them once instead of on every step, and PostgreSQL parses each once per connection.
 */
const insertRefreshTokenQuery = preparedQuery('idp_insert_refresh_token', (db) =>
  db.insert(idpRefreshTokens).values({
    ...placeholders('tokenHash', 'originJti', 'sub', 'clientId', 'authTime', 'expiresAt', 'createdAt'),
  }),
);

/**
 * The rate counters' upsert for `keyCount` keys (`key0`, `key1`, …, each with the start of its own
 * window, `windowStart0`, …), returning each key's count; a statement of its own or a step (CTE)
 * of a larger one, where `onlyIf` may make the counting depend on an earlier step.
 */
function rateCountInsert(db: Db, keyCount: number, onlyIf?: SQL) {
  const keys = Array.from({ length: keyCount }, (_, i) => i);
  const windowStart = sql`case excluded.key ${sql.join(
    keys.map((i) => sql`when ${sql.placeholder(`key${i}`)} then ${sql.placeholder(`windowStart${i}`)}::timestamptz`),
    sql` `,
  )} end`;
  const now = sql`${sql.placeholder('nowText')}::timestamptz`;
  const expired = sql`${idpRateCounters.windowStart} <= ${windowStart}`;
  const insert = db.insert(idpRateCounters);
  const rows = onlyIf
    ? insert.select(
        sql`select k.key, ${now}, 1 from (values ${sql.join(
          keys.map((i) => sql`(${sql.placeholder(`key${i}`)}::text)`),
          sql`, `,
        )}) as k (key) where ${onlyIf}`,
      )
    : insert.values(
        keys.map((i) => ({ key: sql.placeholder(`key${i}`), windowStart: sql.placeholder('now'), count: 1 })),
      );
  return rows
    .onConflictDoUpdate({
      target: idpRateCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${idpRateCounters.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${now} else ${idpRateCounters.windowStart} end`,
      },
    })
    .returning({ key: idpRateCounters.key, count: idpRateCounters.count });
}

/** The values of `rateCountInsert` for these events (one per key: a key twice would be a conflict within the statement). */
function rateCountValues(events: readonly RateEvent[], now: Date) {
  const values: Record<string, unknown> = { now, nowText: now.toISOString() };
  events.forEach(({ key, windowSeconds }, i) => {
    values[`key${i}`] = key;
    values[`windowStart${i}`] = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  });
  return values;
}

const uniqueEvents = (events: readonly RateEvent[]) => [...new Map(events.map((event) => [event.key, event])).values()];

/** One prepared statement per number of keys, made when first needed. */
function perKeyCount<T>(make: (keyCount: number) => T): (keyCount: number) => T {
  const made = new Map<number, T>();
  return (keyCount) => {
    let statement = made.get(keyCount);
    if (!statement) {
      statement = make(keyCount);
      made.set(keyCount, statement);
    }
    return statement;
  };
}

const rateCountStatement = perKeyCount((keyCount) =>
  preparedQuery(`idp_count_rate_events_${keyCount}`, (db) => rateCountInsert(db, keyCount)),
);

/** A sign-in's first statement: the sender's attempt counted, and the account read (by email, or by sub when it is one). */
const countAndFindUserQuery = preparedQuery('idp_count_and_find_user', (db) => {
  const counted = db.$with('counted').as(rateCountInsert(db, 1));
  return db
    .with(counted)
    .select({ count: counted.count, user: idpUsers })
    .from(counted)
    .leftJoin(
      idpUsers,
      or(eq(idpUsers.emailNormalized, sql.placeholder('email')), eq(idpUsers.sub, sql.placeholder('sub'))),
    )
    .limit(1);
});

/** A statement's rate events counted (`counted`), and the counts they came to by key (`counts`). */
function countedWith(db: Db, keyCount: number, onlyIf?: SQL) {
  const counted = db.$with('counted').as(rateCountInsert(db, keyCount, onlyIf));
  const counts = sql<Record<
    string,
    number
  > | null>`(select json_object_agg(${counted.key}, ${counted.count}) from ${counted})`;
  return { counted, counts };
}

/** What a statement with no rate keys answers for its counts. */
const NO_COUNTS = sql<Record<string, number> | null>`null`;

/** How a sign-in step's statement is made (spendSessionStatement). */
interface SpendSessionShape {
  /** The rate events counted. */
  keyCount: number;
  /** Counted only if the session is spent now and its account signs in with the salt `countIfSalt`. */
  countIfPasswordStands: boolean;
  /** A new sign-in's refresh token stored, if the session is spent now and its account is enabled. */
  withSignIn: boolean;
}

/**
 * A sign-in step's statement: the session spent (its id stored; no row when it was spent before),
 * its account read, and the step's rate events counted; a new sign-in stored too (SpendSessionShape).
 * One prepared statement per shape, made when first needed.
 */
const spendSessionStatements = new Map<string, ReturnType<typeof spendSessionQueryOf>>();
function spendSessionStatement(shape: SpendSessionShape) {
  const name = `idp_spend_session_with_user_${shape.keyCount}${shape.countIfPasswordStands ? '_if_password' : ''}${shape.withSignIn ? '_sign_in' : ''}`;
  let statement = spendSessionStatements.get(name);
  if (!statement) {
    statement = spendSessionQueryOf(name, shape);
    spendSessionStatements.set(name, statement);
  }
  return statement;
}

function spendSessionQueryOf(name: string, { keyCount, countIfPasswordStands, withSignIn }: SpendSessionShape) {
  return preparedQuery(name, (db) => {
    const spent = db
      .$with('spent')
      .as(
        db
          .insert(idpSpentSessions)
          .values(placeholders('id', 'expiresAt'))
          .onConflictDoNothing()
          .returning({ id: idpSpentSessions.id }),
      );
    // The columns in the table's order (drizzle inserts a select into every column).
    const stored = db.$with('stored').as(
      db
        .insert(idpRefreshTokens)
        .select(
          sql`select ${sql.placeholder('tokenHash')}::text, ${sql.placeholder('originJti')}::uuid, u.sub,
              ${sql.placeholder('clientId')}::text, ${sql.placeholder('authTime')}::timestamptz,
              ${sql.placeholder('refreshExpiresAt')}::timestamptz, null::timestamptz, ${sql.placeholder('createdAt')}::timestamptz
            from spent join ${idpUsers} u on u.sub = ${sql.placeholder('sub')} and u.enabled`,
        )
        .returning({ originJti: idpRefreshTokens.originJti }),
    );
    const signInStored = withSignIn ? sql<boolean>`exists (select 1 from ${stored})` : sql<boolean>`false`;
    const passwordStands = sql`exists (select 1 from spent) and exists (select 1 from ${idpUsers} u
      where u.sub = ${sql.placeholder('sub')} and u.enabled and u.status = 'CONFIRMED' and u.srp_salt = ${sql.placeholder('countIfSalt')}::text)`;
    const { counted, counts } =
      keyCount === 0
        ? { counted: undefined, counts: NO_COUNTS }
        : countedWith(db, keyCount, countIfPasswordStands ? passwordStands : undefined);
    const steps = [spent, ...(counted ? [counted] : []), ...(withSignIn ? [stored] : [])];
    return db
      .with(...steps)
      .select({ id: spent.id, user: idpUsers, counts, signInStored })
      .from(spent)
      .leftJoin(idpUsers, eq(idpUsers.sub, sql.placeholder('sub')));
  });
}

/**
 * A captcha's spending (its id stored; no row when it was spent before), and the rate events
 * (`keyCount` keys) counted in the same statement only if it was spent now.
 */
const spendCaptchaStatement = perKeyCount((keyCount) =>
  preparedQuery(`idp_spend_captcha_${keyCount}`, (db) => {
    const spent = db
      .$with('spent')
      .as(
        db
          .insert(idpCaptchaUsed)
          .values(placeholders('id', 'expiresAt'))
          .onConflictDoNothing()
          .returning({ id: idpCaptchaUsed.id }),
      );
    if (keyCount === 0) return db.with(spent).select({ id: spent.id, counts: NO_COUNTS }).from(spent);
    const { counted, counts } = countedWith(db, keyCount, sql`exists (select 1 from spent)`);
    return db
      .with(spent, counted)
      .select({
        id: spent.id,
        counts,
      })
      .from(spent);
  }),
);

const spendSessionQuery = preparedQuery('idp_spend_session', (db) =>
  db
    .insert(idpSpentSessions)
    .values(placeholders('id', 'expiresAt'))
    .onConflictDoNothing()
    .returning({ id: idpSpentSessions.id }),
);

function sweepSpentSessions(db: Db, now: Date) {
  // Old ids are cleared on the way (once a minute): past its expiry a session is refused anyway.
  return sweepDue(db, 'spent-sessions', now)
    ? db.delete(idpSpentSessions).where(lt(idpSpentSessions.expiresAt, now))
    : undefined;
}

export const idpRepository = {
  /** Username may be the email or the sub (the client switches to the sub after SRP). */
  async findUserByUsername(db: Db, username: string): Promise<IdpUser | undefined> {
    const trimmed = username.trim();
    if (!UUID.test(trimmed)) return (await userByEmail(db, { email: trimmed.toLowerCase() }))[0];
    const condition = or(eq(idpUsers.sub, trimmed.toLowerCase()), eq(idpUsers.emailNormalized, trimmed.toLowerCase()));
    const [user] = await db.select().from(idpUsers).where(condition).limit(1);
    return user;
  },

  async findUserBySub(db: Db, sub: string): Promise<IdpUser | undefined> {
    if (!UUID.test(sub)) return undefined;
    const [user] = await userBySub(db, { sub });
    return user;
  },

  /**
   * The account behind a token and the sign-in it came from, in one round trip: undefined when
   * the account is gone; `origin` undefined when that sign-in's refresh token is not (or no longer) stored.
   */
  async sessionOf(
    db: Db,
    sub: string,
    originJti: string | undefined,
  ): Promise<{ enabled: boolean; origin?: { revokedAt: Date | null } } | undefined> {
    if (!UUID.test(sub)) return undefined;
    const row = await sessionStatus(db, { sub, originJti: originJti && UUID.test(originJti) ? originJti : null });
    if (!row) return undefined;
    const revokedAt = row.revoked_at === null ? null : new Date(row.revoked_at);
    return { enabled: row.enabled, ...(row.origin_jti ? { origin: { revokedAt } } : {}) };
  },

  /** Inserts the user; false when the email is taken (unique index), whatever the race. */
  async insertUser(db: Db, user: NewIdpUser): Promise<boolean> {
    const inserted = await db.insert(idpUsers).values(user).onConflictDoNothing().returning({ sub: idpUsers.sub });
    return inserted.length === 1;
  },

  async deleteUser(db: Db, sub: string): Promise<void> {
    await db.delete(idpUsers).where(eq(idpUsers.sub, sub));
  },

  async updateUser(db: Db, sub: string, changes: Partial<NewIdpUser>): Promise<void> {
    await db.update(idpUsers).set(changes).where(eq(idpUsers.sub, sub));
  },

  async listUsers(
    db: Db,
    options: {
      limit: number;
      afterCreatedAt?: Date;
      afterSub?: string;
      emailPrefix?: string;
      emailExact?: string;
      status?: string;
    },
  ): Promise<IdpUser[]> {
    const conditions = [];
    if (options.emailPrefix !== undefined) {
      conditions.push(ilike(idpUsers.emailNormalized, likeStartingWith(options.emailPrefix.toLowerCase())));
    }
    if (options.emailExact !== undefined)
      conditions.push(eq(idpUsers.emailNormalized, options.emailExact.toLowerCase()));
    if (options.status) conditions.push(eq(idpUsers.status, options.status as IdpUser['status']));
    if (options.afterCreatedAt && options.afterSub) {
      conditions.push(
        or(
          gt(idpUsers.createdAt, options.afterCreatedAt),
          and(eq(idpUsers.createdAt, options.afterCreatedAt), gt(idpUsers.sub, options.afterSub)),
        ),
      );
    }
    return db
      .select()
      .from(idpUsers)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(asc(idpUsers.createdAt), asc(idpUsers.sub))
      .limit(options.limit);
  },

  /** One page of accounts by offset, newest first unless `order` is asc, with the total for the list envelope. */
  async listUsersPage(
    db: Db,
    options: { take: number; skip: number; search?: string; order: 'asc' | 'desc' },
  ): Promise<{ rows: IdpUser[]; total: number }> {
    const where = usersSearch(options.search);
    const direction = options.order === 'asc' ? asc : desc;
    const rows = await db
      .select()
      .from(idpUsers)
      .where(where)
      .orderBy(direction(idpUsers.createdAt), direction(idpUsers.sub))
      .limit(options.take)
      .offset(options.skip);
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(idpUsers)
      .where(where);
    return { rows, total: n };
  },

  /**
   * The same list as `listUsersPage`, unpaged and not run, for a CSV export's cursor; the columns
   * are named as the admin user view names them.
   */
  usersListQuery(db: Db, options: { search?: string; order: 'asc' | 'desc' }) {
    const direction = options.order === 'asc' ? asc : desc;
    return db
      .select({
        sub: sql<string>`${idpUsers.sub}`.as('sub'),
        email: sql<string>`${idpUsers.email}`.as('email'),
        firstName: sql<string>`coalesce(${idpUsers.givenName}, '')`.as('firstName'),
        lastName: sql<string>`coalesce(${idpUsers.familyName}, '')`.as('lastName'),
        status: sql<string>`${idpUsers.status}`.as('status'),
        enabled: sql<boolean>`${idpUsers.enabled}`.as('enabled'),
        createdAt: sql<Date>`${idpUsers.createdAt}`.as('createdAt'),
      })
      .from(idpUsers)
      .where(usersSearch(options.search))
      .orderBy(direction(idpUsers.createdAt), direction(idpUsers.sub));
  },

  async saveCode(
    db: Db,
    sub: string,
    purpose: CodePurpose,
    codeHash: string,
    now: Date,
    expiresAt: Date,
  ): Promise<void> {
    await db
      .insert(idpCodes)
      .values({ sub, purpose, codeHash, expiresAt, createdAt: now })
      .onConflictDoUpdate({ target: [idpCodes.sub, idpCodes.purpose], set: { codeHash, expiresAt, createdAt: now } });
  },

  async findCode(db: Db, sub: string, purpose: CodePurpose) {
    const [row] = await db
      .select()
      .from(idpCodes)
      .where(and(eq(idpCodes.sub, sub), eq(idpCodes.purpose, purpose)));
    return row;
  },

  /** Removes the code if it still has this hash: of two concurrent correct answers, one wins. */
  async consumeCode(db: Db, sub: string, purpose: CodePurpose, codeHash: string): Promise<boolean> {
    const deleted = await db
      .delete(idpCodes)
      .where(and(eq(idpCodes.sub, sub), eq(idpCodes.purpose, purpose), eq(idpCodes.codeHash, codeHash)))
      .returning({ sub: idpCodes.sub });
    return deleted.length === 1;
  },

  /**
   * Counts the sender's sign-in attempt under `event` and reads the account named `username` (the
   * email, or the sub the client switches to after SRP), in one statement.
   */
  async countAndFindUser(
    db: Db,
    username: string,
    event: RateEvent,
    now: Date,
  ): Promise<{ count: number; user: IdpUser | undefined }> {
    const trimmed = username.trim().toLowerCase();
    const [row] = await countAndFindUserQuery(db, {
      ...rateCountValues([event], now),
      email: trimmed,
      sub: UUID.test(trimmed) ? trimmed : null,
    });
    return { count: row.count, user: row.user ?? undefined };
  },

  /** Spends a session (stores its id until it expires): false when it was spent before. */
  async spendSession(db: Db, id: string, expiresAt: Date, now: Date): Promise<boolean> {
    await sweepSpentSessions(db, now);
    return (await spendSessionQuery(db, { id, expiresAt })).length === 1;
  },

  /**
   * `spendSession`, the session's account and the step's rate events, in one statement:
   * undefined when the session was spent before; `user` undefined when there is no such account.
   * With `countIfPasswordStands` (a salt), the events count only if the session is spent now and
   * the account, enabled and confirmed, still has that salt. With `signIn`, that new sign-in's
   * refresh token is stored too when the session is spent now and the account is enabled
   * (`signInStored`).
   */
  async spendSessionWithUser(
    db: Db,
    session: { id: string; expiresAt: Date; sub: string },
    now: Date,
    step: { events: readonly RateEvent[]; countIfPasswordStands?: string; signIn?: NewRefreshToken },
  ): Promise<{ user: IdpUser | undefined; counts: Map<string, number>; signInStored: boolean } | undefined> {
    await sweepSpentSessions(db, now);
    const { signIn, countIfPasswordStands } = step;
    const unique = uniqueEvents(step.events);
    const statement = spendSessionStatement({
      keyCount: unique.length,
      countIfPasswordStands: countIfPasswordStands !== undefined && unique.length > 0,
      withSignIn: !!signIn,
    });
    const [row] = await statement(db, {
      ...rateCountValues(unique, now),
      id: session.id,
      expiresAt: session.expiresAt,
      sub: UUID.test(session.sub) ? session.sub : null,
      ...(countIfPasswordStands !== undefined ? { countIfSalt: countIfPasswordStands } : {}),
      ...(signIn
        ? {
            tokenHash: signIn.tokenHash,
            originJti: signIn.originJti,
            clientId: signIn.clientId,
            authTime: signIn.authTime.toISOString(),
            refreshExpiresAt: signIn.expiresAt.toISOString(),
            createdAt: signIn.createdAt.toISOString(),
          }
        : {}),
    });
    if (!row) return undefined;
    return {
      user: row.user ?? undefined,
      counts: new Map(Object.entries(row.counts ?? {})),
      signInStored: row.signInStored === true,
    };
  },

  /** A new sign-in's refresh token (not revoked). */
  async insertRefreshToken(db: Db, row: NewRefreshToken): Promise<void> {
    await insertRefreshTokenQuery(db, row);
  },

  /** Forgets a refresh token that was stored but never handed out. */
  async deleteRefreshToken(db: Db, tokenHash: string): Promise<void> {
    await db.delete(idpRefreshTokens).where(eq(idpRefreshTokens.tokenHash, tokenHash));
  },

  async findRefreshToken(db: Db, tokenHash: string) {
    const [row] = await db.select().from(idpRefreshTokens).where(eq(idpRefreshTokens.tokenHash, tokenHash));
    return row;
  },

  async findRefreshTokenByOrigin(db: Db, originJti: string) {
    if (!UUID.test(originJti)) return undefined;
    const [row] = await db.select().from(idpRefreshTokens).where(eq(idpRefreshTokens.originJti, originJti));
    return row;
  },

  async revokeRefreshToken(db: Db, tokenHash: string, now: Date): Promise<void> {
    await db
      .update(idpRefreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(idpRefreshTokens.tokenHash, tokenHash), isNull(idpRefreshTokens.revokedAt)));
  },

  async revokeAllRefreshTokens(db: Db, sub: string, now: Date): Promise<void> {
    await db
      .update(idpRefreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(idpRefreshTokens.sub, sub), isNull(idpRefreshTokens.revokedAt)));
    // Expired rows are of no further use.
    await db.delete(idpRefreshTokens).where(and(eq(idpRefreshTokens.sub, sub), lt(idpRefreshTokens.expiresAt, now)));
  },

  /** Ends every sign-in of the user but `keep` (the one that changed the password). */
  async revokeOtherRefreshTokens(db: Db, sub: string, keepOriginJti: string, now: Date): Promise<void> {
    await db
      .update(idpRefreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(idpRefreshTokens.sub, sub),
          isNull(idpRefreshTokens.revokedAt),
          ne(idpRefreshTokens.originJti, keepOriginJti),
        ),
      );
  },

  /** The installation's secret of this name, stored as `value` unless some replica stored one first. */
  async secretOrInsert(db: Db, name: string, value: string, now: Date): Promise<string> {
    await db.insert(idpSecrets).values({ name, value, createdAt: now }).onConflictDoNothing();
    const [row] = await db.select().from(idpSecrets).where(eq(idpSecrets.name, name));
    return row.value;
  },

  /**
   * Remembers a spent captcha until it expires, and counts `events` in the same statement if it
   * was not spent before: undefined when it was. Expired ones are cleared on the way.
   */
  async spendCaptcha(
    db: Db,
    id: string,
    expiresAt: Date,
    now: Date,
    events: readonly RateEvent[] = [],
  ): Promise<{ counts: Map<string, number> } | undefined> {
    if (sweepDue(db, 'captcha-used', now)) await db.delete(idpCaptchaUsed).where(lt(idpCaptchaUsed.expiresAt, now));
    const unique = uniqueEvents(events);
    const [row] = await spendCaptchaStatement(unique.length)(db, { ...rateCountValues(unique, now), id, expiresAt });
    return row ? { counts: new Map(Object.entries(row.counts ?? {})) } : undefined;
  },

  /** The oldest signing key (two replicas racing on an empty table both use it). */
  async oldestSigningKey(db: Db) {
    const [row] = await db
      .select()
      .from(idpSigningKeys)
      .orderBy(asc(idpSigningKeys.createdAt), asc(idpSigningKeys.kid))
      .limit(1);
    return row;
  },

  async insertSigningKey(db: Db, row: typeof idpSigningKeys.$inferInsert): Promise<void> {
    await db.insert(idpSigningKeys).values(row).onConflictDoNothing();
  },

  async publicSigningKeys(db: Db): Promise<unknown[]> {
    const rows = await db.select({ publicJwk: idpSigningKeys.publicJwk }).from(idpSigningKeys);
    return rows.map((row) => row.publicJwk);
  },

  /**
   * Counts each event under its key (in its own window) and returns each key's count so far, in one
   * statement. The count and the window live in one row per key updated atomically, so replicas
   * share the same budget.
   */
  async countRateEvents(db: Db, events: readonly RateEvent[], now: Date): Promise<Map<string, number>> {
    if (events.length === 0) return new Map();
    const unique = uniqueEvents(events);
    const rows = await rateCountStatement(unique.length)(db, rateCountValues(unique, now));
    return new Map(rows.map((row) => [row.key, row.count]));
  },

  /** Forgets counters whose window began before `before` (ended, so they count nothing any more). */
  async deleteRateCountersBefore(db: Db, before: Date): Promise<number> {
    const gone = await db
      .delete(idpRateCounters)
      .where(lt(idpRateCounters.windowStart, before))
      .returning({ key: idpRateCounters.key });
    return gone.length;
  },
};

export type IdpRepository = typeof idpRepository;
