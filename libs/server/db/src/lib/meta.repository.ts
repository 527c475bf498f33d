import { eq, sql } from 'drizzle-orm';
import type { Db } from './database';
import { appMeta } from './meta.tables';

/** Facts about the installation itself (e.g. when it was seeded), kept in `app_meta`. */
export const metaRepository = {
  /** Runs `work` in one transaction holding the advisory lock `lock`: replicas doing the same work queue up. */
  async withAdvisoryLock<T>(db: Db, lock: number, work: (tx: Db) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${lock})`);
      return work(tx);
    });
  },

  async get(db: Db, key: string): Promise<string | null> {
    const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key));
    return row?.value ?? null;
  },

  async insert(db: Db, key: string, value: string): Promise<void> {
    await db.insert(appMeta).values({ key, value });
  },

  /** Writes the value, replacing any there was. */
  async set(db: Db, key: string, value: string): Promise<void> {
    await db.insert(appMeta).values({ key, value }).onConflictDoUpdate({ target: appMeta.key, set: { value } });
  },
};
