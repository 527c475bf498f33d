import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@festival/server-db';
import { users } from './users.tables';

export type UserRecord = typeof users.$inferSelect;
export type NewUserRecord = typeof users.$inferInsert;

export interface UsersRepository {
  findBySub(sub: string): Promise<UserRecord | undefined>;
  findById(id: string): Promise<UserRecord | undefined>;
  /** Inserts unless the sub exists (two first requests may race); returns the stored row. */
  insertIfAbsent(user: NewUserRecord): Promise<UserRecord>;
  update(
    id: string,
    changes: Partial<Pick<UserRecord, 'email' | 'firstName' | 'lastName' | 'avatarUrl'>>,
    now: Date,
  ): Promise<UserRecord>;
  /** Which of these file paths a profile holds as its avatar (the files module sweeps the rest). */
  avatarsAmong(paths: readonly string[]): Promise<Set<string>>;
}

export function usersRepository(db: Db): UsersRepository {
  const findBySub = async (sub: string) => (await db.select().from(users).where(eq(users.sub, sub)).limit(1))[0];
  return {
    findBySub,
    findById: async (id) => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0],
    async insertIfAbsent(user) {
      const [inserted] = await db.insert(users).values(user).onConflictDoNothing({ target: users.sub }).returning();
      const stored = inserted ?? (await findBySub(user.sub));
      if (!stored) throw new Error(`user ${user.sub} neither inserted nor found`);
      return stored;
    },
    async update(id, changes, now) {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    async avatarsAmong(paths) {
      if (paths.length === 0) return new Set();
      const rows = await db
        .select({ path: users.avatarUrl })
        .from(users)
        .where(inArray(users.avatarUrl, [...paths]));
      return new Set(rows.flatMap((row) => (row.path ? [row.path] : [])));
    },
  };
}
