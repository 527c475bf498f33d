import { existsSync, mkdirSync, accessSync, constants, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
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
  /** The PostgreSQL server's URL (null for PGlite), for clients that open their own pool (pg-boss). */
  connectionString: string | null;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's connection pool: connections open, idle, and queries waiting for one (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export type DatabaseConfig =
  | {
      engine: 'pglite';
      dataDir?: string;
      /** A PGlite `dumpDataDir` archive to start an in-memory database from (tests: an already migrated one). */
      loadDataDir?: Blob;
    }
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

export async function openDatabase(
  config: DatabaseConfig,
  migrationsFolder = defaultMigrationsFolder(),
): Promise<Database> {
  const database =
    config.engine === 'pglite'
      ? await openPglite(config.dataDir, config.loadDataDir)
      : await openPostgres(config.url, config.poolSize);
  try {
    await database.migrate(migrationsFolder);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}

/** Lock files this process holds, so a pid equal to ours in an old lock file is known to be stale. */
const heldLocks = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite, unlike a PostgreSQL server, has no lock between processes: two servers on the same
 * folder would corrupt it. So the folder gets a lock file `<dataDir>.lock` holding the owner's
 * pid; a lock whose process is gone is stale and taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      heldLocks.add(path);
      return () => {
        if (!heldLocks.delete(path)) return;
        try {
          if (readFileSync(path, 'utf8').trim() === String(process.pid)) unlinkSync(path);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new DatabaseStartError(
          `Cannot create the lock file ${path} (${(error as NodeJS.ErrnoException).code}): make the data folder writable, or set DATA_DIR to another folder.`,
        );
      }
    }
    let owner = NaN;
    try {
      owner = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    } catch {
      // Unreadable or removed meanwhile: treat as stale.
    }
    const ours = owner === process.pid && heldLocks.has(path);
    if (Number.isInteger(owner) && owner > 0 && (ours || (owner !== process.pid && isAlive(owner)))) {
      throw new DatabaseStartError(
        `The embedded database in ${dataDir} is in use by another server (process ${owner}): stop that server first, or set DATA_DIR to another folder.`,
      );
    }
    try {
      unlinkSync(path);
    } catch {
      // Another starting server removed it first; the next attempt decides.
    }
  }
  throw new DatabaseStartError(
    `The embedded database in ${dataDir} is being opened by another server: stop that server first, or set DATA_DIR to another folder.`,
  );
}

async function openPglite(
  dataDir?: string,
  loadDataDir?: Blob,
): Promise<Database & { migrate(folder: string): Promise<void> }> {
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
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  let client: PGlite;
  try {
    client = dataDir ? await PGlite.create(dataDir) : await PGlite.create(loadDataDir ? { loadDataDir } : {});
  } catch (error) {
    release();
    throw new DatabaseStartError(
      `Cannot open the embedded database in ${dataDir ?? 'memory'} (${(error as Error).message}): move the folder aside or set DATA_DIR to an empty folder.`,
    );
  }
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    connectionString: null,
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
    migrate: (migrationsFolder) => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
  };
}

async function openPostgres(
  url: string,
  poolSize = 10,
): Promise<Database & { migrate(folder: string): Promise<void> }> {
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
    connectionString: url,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
