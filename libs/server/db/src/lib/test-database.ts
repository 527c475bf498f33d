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
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env['DATABASE_URL'];
  if (!url) return openDatabase({ engine: 'pglite', loadDataDir: await migratedPgliteTemplate() });

  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ engine: 'postgres', url: testUrl.toString(), poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A new PGlite runs initdb (seconds of CPU), so test files start from one archive of an empty,
 * migrated database instead, written once per set of migrations and PGlite version and shared by
 * every test worker. openDatabase still runs the migrator on it, which finds nothing left to do.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const folder = defaultMigrationsFolder();
  const hash = createHash('sha256');
  const engine = createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm');
  hash.update(`${engine} ${statSync(engine).size} ${statSync(engine).mtimeMs}`);
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    if (/\.(sql|json)$/.test(file)) hash.update(file).update(readFileSync(join(folder, file)));
  }
  const path = join(tmpdir(), `festival-test-db-${hash.digest('hex').slice(0, 16)}.tar`);
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
