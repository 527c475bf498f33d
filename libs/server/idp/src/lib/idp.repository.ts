import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import { likeContaining, likeStartingWith, type Db } from '@festival/server-db';
import { idpAuthSessions, idpCodes, idpRefreshTokens, idpUsers } from './idp.tables';

export type IdpUser = typeof idpUsers.$inferSelect;
export type NewIdpUser = typeof idpUsers.$inferInsert;
export type CodePurpose = 'SIGN_UP' | 'FORGOT_PASSWORD';

/** Secrets at rest (codes, session tokens, refresh tokens) are kept as SHA-256 digests. */
export const digest = (value: string) => createHash('sha256').update(value).digest('hex');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Username may be the email or the sub (the client switches to the sub after SRP). */
export async function findUserByUsername(db: Db, username: string): Promise<IdpUser | undefined> {
  const trimmed = username.trim();
  const condition = UUID.test(trimmed)
    ? or(eq(idpUsers.sub, trimmed.toLowerCase()), eq(idpUsers.emailNormalized, trimmed.toLowerCase()))
    : eq(idpUsers.emailNormalized, trimmed.toLowerCase());
  const [user] = await db.select().from(idpUsers).where(condition).limit(1);
  return user;
}

export async function findUserBySub(db: Db, sub: string): Promise<IdpUser | undefined> {
  if (!UUID.test(sub)) return undefined;
  const [user] = await db.select().from(idpUsers).where(eq(idpUsers.sub, sub)).limit(1);
  return user;
}

/** Inserts the user; false when the email is taken (unique index), whatever the race. */
export async function insertUser(db: Db, user: NewIdpUser): Promise<boolean> {
  const inserted = await db.insert(idpUsers).values(user).onConflictDoNothing().returning({ sub: idpUsers.sub });
  return inserted.length === 1;
}

export async function deleteUser(db: Db, sub: string): Promise<void> {
  await db.delete(idpUsers).where(eq(idpUsers.sub, sub));
}

export async function updateUser(db: Db, sub: string, changes: Partial<NewIdpUser>): Promise<void> {
  await db.update(idpUsers).set(changes).where(eq(idpUsers.sub, sub));
}

export async function listUsers(
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
  if (options.emailExact !== undefined) conditions.push(eq(idpUsers.emailNormalized, options.emailExact.toLowerCase()));
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
}

/** One page of accounts by offset, newest first unless `order` is asc, with the total for the list envelope. */
export async function listUsersPage(
  db: Db,
  options: { take: number; skip: number; emailContains?: string; order: 'asc' | 'desc' },
): Promise<{ rows: IdpUser[]; total: number }> {
  const where =
    options.emailContains !== undefined
      ? ilike(idpUsers.emailNormalized, likeContaining(options.emailContains.toLowerCase()))
      : undefined;
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
}

export async function saveCode(
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
}

export async function findCode(db: Db, sub: string, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(idpCodes)
    .where(and(eq(idpCodes.sub, sub), eq(idpCodes.purpose, purpose)));
  return row;
}

/** Removes the code if it still has this hash: of two concurrent correct answers, one wins. */
export async function consumeCode(db: Db, sub: string, purpose: CodePurpose, codeHash: string): Promise<boolean> {
  const deleted = await db
    .delete(idpCodes)
    .where(and(eq(idpCodes.sub, sub), eq(idpCodes.purpose, purpose), eq(idpCodes.codeHash, codeHash)))
    .returning({ sub: idpCodes.sub });
  return deleted.length === 1;
}

export async function insertAuthSession(
  db: Db,
  tokenHash: string,
  sub: string,
  state: unknown,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.insert(idpAuthSessions).values({ tokenHash, sub, state, expiresAt, createdAt: now });
}

/** Marks the session used and returns it, only if it was unused: sessions are single-use. */
export async function consumeAuthSession(db: Db, tokenHash: string, now: Date) {
  // Old sessions are cleared on the way, so the table stays small without a separate job.
  await db.delete(idpAuthSessions).where(lt(idpAuthSessions.expiresAt, new Date(now.getTime() - 60 * 60_000)));
  const [row] = await db
    .update(idpAuthSessions)
    .set({ usedAt: now })
    .where(and(eq(idpAuthSessions.tokenHash, tokenHash), isNull(idpAuthSessions.usedAt)))
    .returning();
  return row;
}

export async function insertRefreshToken(db: Db, row: typeof idpRefreshTokens.$inferInsert): Promise<void> {
  await db.insert(idpRefreshTokens).values(row);
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db.select().from(idpRefreshTokens).where(eq(idpRefreshTokens.tokenHash, tokenHash));
  return row;
}

export async function findRefreshTokenByOrigin(db: Db, originJti: string) {
  if (!UUID.test(originJti)) return undefined;
  const [row] = await db.select().from(idpRefreshTokens).where(eq(idpRefreshTokens.originJti, originJti));
  return row;
}

export async function revokeRefreshToken(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(idpRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(idpRefreshTokens.tokenHash, tokenHash), isNull(idpRefreshTokens.revokedAt)));
}

export async function revokeAllRefreshTokens(db: Db, sub: string, now: Date): Promise<void> {
  await db
    .update(idpRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(idpRefreshTokens.sub, sub), isNull(idpRefreshTokens.revokedAt)));
  // Expired rows are of no further use.
  await db.delete(idpRefreshTokens).where(and(eq(idpRefreshTokens.sub, sub), lt(idpRefreshTokens.expiresAt, now)));
}

export const countUsers = async (db: Db) => (await db.select({ n: sql<number>`count(*)::int` }).from(idpUsers))[0].n;
