#!/usr/bin/env node
// `npm run seed`: applies the migrations and seeds the demo data into the configured database
// (DATA_DIR or DATABASE_URL), exactly as the first `npm start` does. Safe to run again.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npx', ['tsx', 'apps/api/src/seed-cli.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(run.status ?? 1);
