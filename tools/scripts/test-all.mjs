#!/usr/bin/env node
// `npm test`: everything CI checks, in the order that fails fastest.
// Lint and types, unit and API tests (PGlite, then PostgreSQL when DATABASE_URL is set),
// builds, end-to-end journeys in Chromium, and Storybook.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

process.env.NX_NO_CLOUD = 'true';
process.env.NX_DAEMON = 'false';
process.env.NX_TUI = 'false';
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

const databaseUrl = process.env.DATABASE_URL;
const results = [];

function step(name, command, args, env = {}) {
  console.log(`\n== ${name}`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = run.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

const serverProjects = readdirSync('libs/server').map((name) => `--project=server-${name}`).concat(existsSync('apps/api/vitest.config.ts') ? ['--project=api'] : []);
const e2eProjects = (existsSync('apps') ? readdirSync('apps') : []).filter((name) => name.endsWith('-e2e') && existsSync(`apps/${name}/playwright.config.ts`));

step('lint and types', 'npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', '--outputStyle=static']) &&
  step('unit and API tests (PGlite)', 'npx', ['vitest', 'run'], { DATABASE_URL: '' }) &&
  (!databaseUrl || step('API tests (PostgreSQL)', 'npx', ['vitest', 'run', ...serverProjects], { DATABASE_URL: databaseUrl })) &&
  step('build', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static']) &&
  (e2eProjects.length === 0 || step('end-to-end (Chromium)', 'npx', ['nx', 'run-many', '-t', 'e2e', '--parallel=1', '--outputStyle=static', `--projects=${e2eProjects.join(',')}`])) &&
  (!existsSync('.storybook/main.ts') || step('storybook', 'npm', ['run', 'test:storybook']));

console.log('\n== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
