// `npm run migrate` (from a checkout) or `node dist/apps/api/migrate.mjs` (the built server, the
// container): applies the database migrations and exits, for organisers who migrate before they
// roll out new code. Every server start migrates too; either way PostgreSQL's advisory lock lets
// one process migrate while the others wait (libs/server/db database.ts).
import { openDatabase, sql, type Database } from '@festival/server-db';
import { runCommand } from './command-line';
import { databaseConfig, loadConfig } from './config';

async function appliedCount(database: Database): Promise<number> {
  // Both drivers answer `execute` with `{ rows }`; the shared query type leaves it unknown.
  const result = (await database.db.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: Array<{ count: number }> };
  return Number(result.rows[0]?.count ?? 0);
}

await runCommand('migrate', async () => {
  const database = await openDatabase(databaseConfig(loadConfig()));
  try {
    console.log(`Database migrated: ${await appliedCount(database)} migrations applied in all.`);
  } finally {
    await database.close();
  }
});
