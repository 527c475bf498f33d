/**
 * The production set, started as an organiser starts it: a fresh copy of the tracked tree plus the
 * built dist/ in a temporary folder, only `dependencies` installed (`npm ci --omit=dev`), the demo
 * festival seeded with `npm run seed -- --demo`, then `npm start` with NODE_ENV=production on a
 * fresh PostgreSQL database, mail over SMTP. It must answer /readyz and serve one sign-up → sign-in
 * → registration through the HTTP API (the client runs from this checkout). Everything it made
 * (processes, folder, database) is removed at the end, also on failure.
 *
 *   npx nx run-many -t build && npx tsx --tsconfig tsconfig.base.json tools/smoke/production-smoke.ts
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort, harness } from './harness';
import { signUpAndRegister, startMailCatcher, waitForReady } from './journey';

const smoke = harness('production-smoke');
const { log } = smoke;

function run(command: string, args: string[], cwd: string, env = process.env): boolean {
  return spawnSync(command, args, { cwd, env, stdio: 'inherit' }).status === 0;
}

/** The tracked tree as it is in the working copy (deleted files skipped), plus dist/. */
function copyTree(to: string): number {
  const listed = spawnSync('git', ['ls-files', '-z'], { encoding: 'utf8' });
  if (listed.status !== 0) throw new Error('git ls-files failed: run this from the repository');
  const files = listed.stdout.split('\0').filter((file) => file && existsSync(file));
  for (const file of files) {
    mkdirSync(join(to, dirname(file)), { recursive: true });
    cpSync(file, join(to, file), { verbatimSymlinks: true });
  }
  cpSync('dist', join(to, 'dist'), { recursive: true });
  return files.length;
}

/**
 * `npm ci --omit=dev`: the lockfile exactly, without devDependencies. Should npm ci refuse (its
 * check of other platforms' optional builds, which bites the full install), `npm install
 * --omit=dev` on the same lockfile.
 */
function installProduction(cwd: string): string {
  const flags = ['--omit=dev', '--no-audit', '--no-fund'];
  if (run('npm', ['ci', ...flags], cwd)) return 'npm ci --omit=dev';
  log('npm ci --omit=dev failed; trying npm install --omit=dev with the lockfile');
  if (run('npm', ['install', ...flags], cwd)) return 'npm install --omit=dev';
  throw new Error('installing the production dependencies failed');
}

/** Whether any process of the group `pgid` is still running. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * `npm start` in its own process group, so that stopping it stops npm, start.mjs and the server;
 * the stop waits for the whole group (npm exits before the server has closed its connections).
 */
function startServer(cwd: string, env: NodeJS.ProcessEnv) {
  const server = spawn('npm', ['start'], { cwd, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  const pgid = server.pid as number;
  smoke.onCleanUp('stop the server', async () => {
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(-pgid, name);
      } catch {
        // already gone
      }
    };
    signal('SIGTERM');
    const deadline = Date.now() + 15_000;
    while (groupAlive(pgid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    if (groupAlive(pgid)) signal('SIGKILL');
  });
  return server;
}

smoke.run(async () => {
  if (!existsSync('dist/apps/api/main.mjs') || !existsSync('dist/apps/attendee/index.html')) {
    throw new Error('no build in dist/: run `npx nx run-many -t build` first');
  }
  const folder = mkdtempSync(join(tmpdir(), 'festival-production-'));
  smoke.onCleanUp(`remove ${folder}`, () => rmSync(folder, { recursive: true, force: true }));
  log(`copied ${copyTree(folder)} tracked files and dist/ into ${folder}`);

  const how = installProduction(folder);
  const installed = spawnSync('npm', ['ls', '--omit=dev', '--depth=0', '--parseable'], {
    cwd: folder,
    encoding: 'utf8',
  });
  log(`${how}: ${installed.stdout.trim().split('\n').length - 1} top-level packages`);
  if (existsSync(join(folder, 'node_modules/tsx')) || existsSync(join(folder, 'node_modules/vitest')))
    throw new Error('devDependencies were installed in the production set');

  const databaseUrl = await smoke.freshDatabase();
  const mail = await startMailCatcher();
  smoke.onCleanUp('stop the SMTP server', () => mail.close());
  log(`database ${new URL(databaseUrl).pathname.slice(1)} created; SMTP on 127.0.0.1:${mail.port}`);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Production's minimum: PUBLIC_BASE_URL and SMTP_URL are refused when missing; the rest defaults.
  // PUBLIC_BASE_URL is a host name, not 127.0.0.1: the sites' origins put their label in front of
  // its host (user.localhost, admin.localhost), which an IP address cannot take.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env['PATH'],
    HOME: process.env['HOME'],
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(folder, 'data'),
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_BASE_URL: `http://localhost:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    LOG_LEVEL: 'warn',
  };
  if (!run('npm', ['run', 'seed', '--', '--demo'], folder, env)) throw new Error('npm run seed -- --demo failed');
  log('npm run seed -- --demo: the demo festival is in');

  const server = startServer(folder, env);
  await waitForReady(baseUrl, 60_000, () => server.exitCode === null && server.signalCode === null);
  log(`npm start (NODE_ENV=production): /readyz answers 200 on ${baseUrl}`);
  await signUpAndRegister(baseUrl, mail, log);
});
