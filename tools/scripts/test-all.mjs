#!/usr/bin/env node
// `npm test`: everything CI checks, in the order that fails fastest.
// Lint and types, unit and API tests (PGlite, then PostgreSQL when DATABASE_URL is set),
// builds, end-to-end journeys in Chromium, and Storybook.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { projectRoots } from './projects.mjs';

process.env.NX_NO_CLOUD = 'true';
process.env.NX_DAEMON = 'false';
process.env.NX_TUI = 'false';
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

const databaseUrl = process.env.DATABASE_URL;
const results = [];

// CI keeps only the tail of what a run prints, so a failed step's own failure lines are printed
// again under the summary: the test that failed and why, not only which step.
const FAILURE_LINE =
  /✘|×|\bFAIL\b|Error|Expected|Received|Timeout|timed out|\d+\) \[chromium\]|failed|›.*:\d+:\d+|^\s+at .*\.(spec|test)\.tsx?:\d+|^\s*> \d+ \|/;

function failureLines(output) {
  const lines = stripVTControlCharacters(output)
    .split('\n')
    .filter((line) => FAILURE_LINE.test(line) && !/✓|nx\.dev|Recommendations/.test(line));
  return [...new Set(lines.map((line) => line.trimEnd()))].slice(-80);
}

async function step(name, command, args, env = {}) {
  console.log(`\n== ${name}`);
  const started = Date.now();
  let output = '';
  const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  child.stdout.on('data', (chunk) => (process.stdout.write(chunk), (output += chunk)));
  child.stderr.on('data', (chunk) => (process.stderr.write(chunk), (output += chunk)));
  const status = await new Promise((resolve) => child.on('close', resolve));
  const ok = status === 0;
  results.push({
    name,
    ok,
    seconds: Math.round((Date.now() - started) / 1000),
    failures: ok ? [] : failureLines(output),
  });
  return ok;
}

const serverProjects = readdirSync('libs/server')
  .map((name) => `--project=server-${name}`)
  .concat(existsSync('apps/api/vitest.config.ts') ? ['--project=api'] : []);
// Lint runs once over every project's folder; with config lookup from the file, each file still gets
// its own project's eslint.config.mjs (server modules add rules), as `nx lint <project>` does.
// Nx infers a lint target for every project (the root config covers those without their own).
const lintedProjects = projectRoots();
const e2eProjects = (existsSync('apps') ? readdirSync('apps') : []).filter(
  (name) => name.endsWith('-e2e') && existsSync(`apps/${name}/playwright.config.ts`),
);

const run = async () =>
  (await step('format (prettier --check)', 'npx', ['prettier', '--check', '.', '--log-level=warn'])) &&
  // The module-boundary rule reads Nx's cached project graph: on a clean clone (no daemon) there is
  // none until an nx command runs, and the rule then skips itself with a warning. Build it first.
  (await step('project graph (for the module boundaries)', 'npx', ['nx', 'show', 'projects'])) &&
  // One process each rather than one per project (docs/architecture.md, "How the test run is organised").
  (await step('lint (eslint)', 'npx', ['eslint', '--flag', 'v10_config_lookup_from_file', ...lintedProjects])) &&
  (await step('types (tsc)', 'node', ['tools/scripts/typecheck-all.mjs'])) &&
  (await step('unit and API tests (PGlite)', 'npx', ['vitest', 'run'], { DATABASE_URL: '' })) &&
  (!databaseUrl ||
    (await step('API tests (PostgreSQL)', 'npx', ['vitest', 'run', ...serverProjects], {
      DATABASE_URL: databaseUrl,
    }))) &&
  (await step('build', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'])) &&
  (await step('first-load budget (gzip bytes, a ratchet)', 'npx', [
    'tsx',
    '--tsconfig',
    'tsconfig.base.json',
    'tools/bench/first-load.ts',
    '--check',
  ])) &&
  (e2eProjects.length === 0 ||
    (await step('end-to-end (Chromium)', 'npx', [
      'nx',
      'run-many',
      '-t',
      'e2e',
      '--parallel=1',
      '--outputStyle=static',
      `--projects=${e2eProjects.join(',')}`,
    ]))) &&
  (!existsSync('.storybook/main.ts') || (await step('storybook', 'npm', ['run', 'test:storybook'])));
await run();

console.log('\n== summary');
for (const r of results) {
  if (r.failures.length) console.log(`\n-- what failed in ${r.name}:\n${r.failures.join('\n')}\n`);
}
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
