import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './database';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * throw-away database on the PostgreSQL server in DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env['DATABASE_URL'];
  if (!url) return openDatabase({ engine: 'pglite' });

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
