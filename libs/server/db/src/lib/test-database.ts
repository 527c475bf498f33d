import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { defaultMigrationsFolder, openDatabase, type Database } from './database';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * throw-away database on the PostgreSQL server in DATABASE_URL (dropped again on close).
 * Both start from a copy of an empty database the migrations ran on once per migration set
 * (PGlite: an archive; PostgreSQL: a template database); openDatabase still runs the migrator,
 * which finds nothing left to do.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env['DATABASE_URL'];
  if (!url) return openDatabase({ engine: 'pglite', loadDataDir: await migratedPgliteTemplate() });

  const template = await migratedPostgresTemplate(url);
  const name = `${TEST_DATABASE_PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onServer(url, `create database ${name} template ${template}`);
  const database = await openDatabase({ engine: 'postgres', url: databaseUrl(url, name), poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await onServer(url, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Test databases are named `test_<creation time in base 36>_<random>`; a run that was killed leaves its own behind. */
const TEST_DATABASE_PREFIX = 'test_';
const TEMPLATE_PREFIX = 'festival_template_';
/** Left-behind test databases and templates of other migration sets older than this are dropped. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** What the copies depend on: every migration file (and, for PGlite, its engine build). */
function migrationsHash(folder: string, extra = ''): string {
  const hash = createHash('sha256').update(extra);
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    if (/\.(sql|json)$/.test(file)) hash.update(file).update(readFileSync(join(folder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** One statement on the server's own connection (CREATE/DROP DATABASE cannot run in a pool's transaction). */
async function onServer(url: string, statement: string): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Running the migrations on a new PostgreSQL database costs seconds per test file; copying a
 * database is a file copy on the server. So the migrations run once, on a database named after
 * the migration set, which every test database is then created from (CREATE DATABASE … TEMPLATE).
 * Workers that start together may each build one: the first rename wins, the others drop theirs.
 * Nothing ever connects to the finished template (a copy needs it unused).
 */
async function migratedPostgresTemplate(url: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${migrationsHash(defaultMigrationsFolder())}`;
  const found = await onServer(url, `select 1 from pg_database where datname = '${name}'`);
  if (found.rowCount) return name;
  await dropStaleDatabases(url, Date.now());
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await onServer(url, `create database ${building}`);
  // The template's age, for dropStaleDatabases once a later migration set replaces it.
  await onServer(url, `comment on database ${building} is '${new Date().toISOString()}'`);
  try {
    const database = await openDatabase({ engine: 'postgres', url: databaseUrl(url, building), poolSize: 1 });
    await database.close();
    await onServer(url, `alter database ${building} rename to ${name}`);
  } catch (error) {
    await onServer(url, `drop database if exists ${building} with (force)`);
    // 42P04 duplicate_database: another worker finished the template first.
    if ((error as { code?: string }).code !== '42P04') throw error;
  }
  return name;
}

/**
 * Each migration set leaves its template behind, and a test run that was killed leaves its test
 * databases. When a new template is built (a migration changed), those older than a day go: a
 * template by the time in its comment, a test database by the time in its name. A day, so that a
 * run of an older checkout on the same server (another branch's tests) keeps its own. Dropped
 * without force: one still in use stays, for a later run.
 */
export async function dropStaleDatabases(url: string, now: number): Promise<string[]> {
  const { rows } = await onServer(
    url,
    `select datname, shobj_description(oid, 'pg_database') as note from pg_database
     where datname like '${TEST_DATABASE_PREFIX}%' or datname like '${TEMPLATE_PREFIX}%'`,
  );
  const stale = (rows as { datname: string; note: string | null }[])
    .filter(({ datname, note }) => {
      if (datname.startsWith(TEST_DATABASE_PREFIX)) {
        const created = parseInt(datname.slice(TEST_DATABASE_PREFIX.length).split('_')[0], 36);
        return Number.isFinite(created) && now - created > STALE_AFTER_MS;
      }
      // A finished template built before templates carried their time has none: stale too.
      if (note === null) return /^festival_template_[0-9a-f]{16}$/.test(datname);
      return now - Date.parse(note) > STALE_AFTER_MS;
    })
    .map(({ datname }) => datname);
  const dropped: string[] = [];
  for (const datname of stale) {
    try {
      await onServer(url, `drop database if exists "${datname}"`);
      dropped.push(datname);
    } catch {
      // 55006 object_in_use: another run still has it open; a later run drops it.
    }
  }
  return dropped;
}

/**
 * A new PGlite runs initdb (seconds of CPU), so test files start from one archive of an empty,
 * migrated database instead, written once per set of migrations and PGlite version and shared by
 * every test worker.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const folder = defaultMigrationsFolder();
  const engine = createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm');
  const build = `${engine} ${statSync(engine).size} ${statSync(engine).mtimeMs}`;
  const path = join(tmpdir(), `festival-test-db-${migrationsHash(folder, build)}.tar`);
  try {
    return new Blob([readFileSync(path)]);
  } catch {
    // Not written yet: make it (two workers may both do so; the rename keeps the file whole).
  }
  const client = await PGlite.create();
  try {
    await migrate(drizzle({ client }), { migrationsFolder: folder });
    const archive = await client.dumpDataDir('none');
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await archive.arrayBuffer()));
    renameSync(partial, path);
    return archive;
  } finally {
    await client.close();
  }
}
