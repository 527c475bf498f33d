import { existsSync, mkdirSync, accessSync, constants } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';

/** The one query interface every repository uses, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  /** 'pglite' for the embedded default, 'postgres' for a server given by DATABASE_URL. */
  engine: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseConfig =
  | { engine: 'pglite'; dataDir?: string }
  | { engine: 'postgres'; url: string; poolSize?: number };

/** A start-up failure with one line that tells the operator what to do. */
export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

export function defaultMigrationsFolder(): string {
  // Beside the bundle (dist/apps/api/migrations) or in the source tree (libs/server/db/migrations).
  const candidates = [new URL('./migrations', import.meta.url), new URL('../../migrations', import.meta.url)];
  const found = candidates.map((url) => fileURLToPath(url)).find((path) => existsSync(`${path}/meta/_journal.json`));
  if (!found) throw new DatabaseStartError('Database migrations are missing: rebuild with `npm run build`.');
  return found;
}

export async function openDatabase(config: DatabaseConfig, migrationsFolder = defaultMigrationsFolder()): Promise<Database> {
  const database = config.engine === 'pglite' ? await openPglite(config.dataDir) : await openPostgres(config.url, config.poolSize);
  try {
    await database.migrate(migrationsFolder);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}

async function openPglite(dataDir?: string): Promise<Database & { migrate(folder: string): Promise<void> }> {
  if (dataDir) {
    try {
      mkdirSync(dataDir, { recursive: true });
      accessSync(dataDir, constants.R_OK | constants.W_OK);
    } catch (error) {
      throw new DatabaseStartError(
        `Cannot use the data folder ${dataDir} (${(error as NodeJS.ErrnoException).code ?? 'unreadable'}): make it readable and writable, or set DATA_DIR to another folder.`,
      );
    }
  }
  let client: PGlite;
  try {
    client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  } catch (error) {
    throw new DatabaseStartError(
      `Cannot open the embedded database in ${dataDir ?? 'memory'} (${(error as Error).message}): move the folder aside or set DATA_DIR to an empty folder.`,
    );
  }
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    migrate: (migrationsFolder) => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
  };
}

async function openPostgres(url: string, poolSize = 10): Promise<Database & { migrate(folder: string): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseStartError(
      `Cannot connect to the PostgreSQL server in DATABASE_URL (${(error as Error).message}): check the URL and that the server is running, or unset DATABASE_URL to use the embedded database.`,
    );
  }
  const db = drizzlePg({ client: pool }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    migrate: async (migrationsFolder) => {
      // Several replicas may start at once: one migrates, the others wait for it.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(727001)');
        await migratePg(drizzlePg({ client }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock(727001)').catch(() => undefined);
        client.release();
      }
    },
  };
}

export { sql };
