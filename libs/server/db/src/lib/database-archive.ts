import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DatabaseStartError, lockDataDir, type DatabaseConfig } from './database';

/** Which kind of copy a backup holds; a copy is loaded only into the same engine. */
export type DatabaseArchiveKind = 'pglite' | 'pg_dump';

/** A backup or restore that cannot go on; the message is the line the operator needs. */
export class DatabaseArchiveError extends Error {
  override name = 'DatabaseArchiveError';
}

export const archiveKindOf = (config: DatabaseConfig): DatabaseArchiveKind =>
  config.engine === 'pglite' ? 'pglite' : 'pg_dump';

/**
 * Writes a consistent copy of the whole database to `file`. The embedded database is copied by
 * PGlite itself (its data folder as a gzip'd archive) while this process holds the folder's lock,
 * so no server writes meanwhile; PostgreSQL by pg_dump in its custom format, one snapshot of a
 * live database.
 */
export async function dumpDatabase(config: DatabaseConfig, file: string): Promise<void> {
  if (config.engine === 'postgres') {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, config.url]);
    return;
  }
  if (!config.dataDir || !existsSync(config.dataDir))
    throw new DatabaseArchiveError(`There is no embedded database in ${config.dataDir ?? 'memory'} to back up.`);
  const release = lockDataDir(config.dataDir);
  try {
    const client = await PGlite.create(config.dataDir);
    try {
      const archive = await client.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Loads a copy made by dumpDatabase into an empty database: an embedded data folder that does not
 * exist yet (or is empty), or a PostgreSQL database with no tables. It never overwrites data.
 */
export async function loadDatabase(config: DatabaseConfig, file: string): Promise<void> {
  if (config.engine === 'postgres') {
    if (!(await postgresIsEmpty(config.url)))
      throw new DatabaseArchiveError(
        'The database in DATABASE_URL already holds tables: restore into a new, empty database (createdb), then point DATABASE_URL at it.',
      );
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${config.url}`, file]);
    return;
  }
  const { dataDir } = config;
  if (!dataDir) throw new DatabaseArchiveError('Set DATA_DIR to the folder to restore the embedded database into.');
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new DatabaseArchiveError(
      `${dataDir} already holds a database: restore into a new DATA_DIR, or move that folder aside first.`,
    );
  mkdirSync(dirname(dataDir), { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(file)]) });
    await client.close();
  } finally {
    release();
  }
}

async function postgresIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new DatabaseStartError(
      `Cannot connect to the PostgreSQL server in DATABASE_URL (${(error as Error).message}): check the URL and that the server is running.`,
    );
  }
  try {
    const tables = await client.query(
      "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return tables.rows[0].n === 0;
  } finally {
    await client.end();
  }
}

/** Runs PostgreSQL's own client tool; its complaint, if any, becomes the error's message. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let complaint = '';
    child.stderr.on('data', (chunk) => (complaint += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new DatabaseArchiveError(
          error.code === 'ENOENT'
            ? `${command} is not installed: install PostgreSQL's client tools (the postgresql-client package) of the server's version or newer.`
            : `${command} failed to start: ${error.message}`,
        ),
      ),
    );
    child.on('close', (status) =>
      status === 0
        ? resolve()
        : reject(new DatabaseArchiveError(`${command} failed: ${complaint.trim().split('\n').slice(-3).join(' ')}`)),
    );
  });
}
