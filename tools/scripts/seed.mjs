#!/usr/bin/env node
// `npm run seed`: applies the migrations and seeds the demo data into the configured database
// (DATA_DIR or DATABASE_URL), exactly as the first `npm start` does. Safe to run again.
// From the source with tsx; in the production set (`npm ci --omit=dev`, no tsx) from the built
// dist/apps/api/seed.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

function tsxInstalled() {
  try {
    createRequire(import.meta.url).resolve('tsx/package.json');
    return true;
  } catch {
    return false;
  }
}

const args = process.argv.slice(2);
let command;
if (tsxInstalled()) command = ['npx', ['tsx', 'apps/api/src/seed-cli.ts', ...args]];
else if (existsSync('dist/apps/api/seed.mjs'))
  command = [process.execPath, ['--enable-source-maps', 'dist/apps/api/seed.mjs', ...args]];
else {
  console.error('Cannot seed: neither tsx (devDependencies) nor a built dist/apps/api/seed.mjs is here.');
  process.exit(1);
}
const run = spawnSync(command[0], command[1], { stdio: 'inherit', env: process.env });
process.exit(run.status ?? 1);
