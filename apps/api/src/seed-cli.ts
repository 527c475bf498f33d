import { openDatabase } from '@festival/server-db';
import { DEMO_DELEGATION_KEY, seedDemoData } from '@festival/server-seed';
import { runCommand } from './command-line';
import { databaseConfig, loadConfig } from './config';
import { adminAccountLines, seedAdminHook } from './seed-admin';

await runCommand('seed', async () => {
  const config = loadConfig();
  const database = await openDatabase(databaseConfig(config));
  try {
    const result = await seedDemoData(database.db, {
      seedAdmin: seedAdminHook(config),
      paidEvent: config.seedPaidEvent,
      reviewRequired: config.seedReviewRequired,
      // Production gets the demo festival only when asked: `npm run seed -- --demo`.
      demo: !config.production || process.argv.includes('--demo'),
    });
    console.log(
      result.seeded
        ? `Seeded${config.production && !process.argv.includes('--demo') ? ' (no demo festival: add it with --demo)' : ` (demo delegation key ${DEMO_DELEGATION_KEY})`}.`
        : `Demo data was already seeded at ${result.seededAt}; reference lists refreshed.`,
    );
    if (result.seeded) console.log(adminAccountLines(config, result.admin !== undefined, config.dataDir).join('\n'));
  } finally {
    await database.close();
  }
});
