import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { defaultMigrationsFolder } from '@festival/server-db';

/**
 * Three processes migrating one empty PostgreSQL database at once, as replicas that start together
 * (or an organiser's `npm run migrate` racing a start): each migration runs exactly once and every
 * process ends well. PostgreSQL only: on the embedded PGlite one process owns the database.
 */
const url = process.env['DATABASE_URL'] || undefined;
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function onServer(statement: string, database?: string): Promise<pg.QueryResult> {
  const target = new URL(url ?? '');
  if (database) target.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: target.toString() });
  return client.connect().then(() => client.query(statement).finally(() => client.end()));
}

function migrate(databaseUrl: string): Promise<{ status: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/migrate-cli.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((done) => child.on('close', (status) => done({ status, output })));
}

describe.skipIf(!url)('migrations with several processes starting at once (PostgreSQL)', () => {
  const name = `test_migrate_${Date.now().toString(36)}`;
  afterAll(() => onServer(`drop database if exists ${name} with (force)`));

  it('applies each migration once while three processes race, and all three end well', async () => {
    await onServer(`create database ${name}`);
    const target = new URL(url ?? '');
    target.pathname = `/${name}`;

    const runs = await Promise.all([1, 2, 3].map(() => migrate(target.toString())));

    const journal = JSON.parse(readFileSync(`${defaultMigrationsFolder()}/meta/_journal.json`, 'utf8')) as {
      entries: unknown[];
    };
    for (const run of runs) {
      expect(run.status, run.output).toBe(0);
      expect(run.output).toContain(`${journal.entries.length} migrations applied in all`);
    }
    const applied = await onServer(
      'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
      name,
    );
    expect(applied.rows).toHaveLength(journal.entries.length);
    expect(applied.rows.every((row) => row.n === 1)).toBe(true);
  }, 120_000);
});
