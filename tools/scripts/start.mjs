#!/usr/bin/env node
// `npm start`: builds what changed (Nx caches the rest), then runs the one server in this
// terminal. Ctrl+C / SIGTERM reach the server, which closes its database before exiting; the
// script always exits with it, and never leaves a build or a server behind. Where only the
// production set is installed (`npm ci --omit=dev`), it runs the dist/ that came with it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
// The front-end apps may not exist yet in a young checkout; build those that do.
const projects = ['api', 'attendee', 'admin', 'identity'].filter((name) => existsSync(`apps/${name}/project.json`));
// The server stops itself within 10 s (main.ts); past this, it is stuck and gets killed.
const STOP_GRACE_MS = 15_000;

/** What runs now: the build (its own process group, so all of Nx's workers stop with it) or the server. */
let child = null;
let stopping = null;

function stop(signal) {
  if (stopping) return;
  stopping = signal;
  if (!child || child.exitCode !== null || child.signalCode !== null) process.exit(1);
  if (child.isBuild) {
    // Nx starts workers of its own: signal the whole group. SIGINT, since on SIGTERM Nx exits
    // without stopping its plugin workers (they run in groups of their own and were left behind).
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      child.kill('SIGTERM');
    }
    return;
  }
  child.kill(signal);
  setTimeout(() => {
    console.error(`The server did not stop within ${STOP_GRACE_MS / 1000} s after ${signal}: killing it.`);
    child.kill('SIGKILL');
  }, STOP_GRACE_MS).unref();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));

function startServer() {
  const server = spawn(process.execPath, ['--enable-source-maps', 'dist/apps/api/main.mjs'], {
    stdio: 'inherit',
    env: process.env,
  });
  child = server;
  server.on('exit', (exitCode, signal) => process.exit(exitCode ?? (signal ? 1 : 0)));
}

/** The production set (`npm ci --omit=dev`) has no build tools: it runs the dist/ that came with it. */
function buildToolsInstalled() {
  try {
    createRequire(import.meta.url).resolve('nx/package.json');
    return true;
  } catch {
    return false;
  }
}

if (!buildToolsInstalled()) {
  if (!existsSync('dist/apps/api/main.mjs')) {
    console.error(
      'Cannot start: no build in dist/ and no build tools (devDependencies) installed. Run `npm install` and `npm start`, or copy a built dist/ here.',
    );
    process.exit(1);
  }
  startServer();
} else {
  buildThenStart();
}

function buildThenStart() {
  console.log(`Building ${projects.join(', ')} (cached when nothing changed)...`);
  const build = spawn('npx', ['nx', 'run-many', '-t', 'build', '-p', ...projects, '--outputStyle=static'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
    detached: true,
  });
  build.isBuild = true;
  child = build;
  let output = '';
  build.stdout.on('data', (chunk) => (output += chunk));
  build.stderr.on('data', (chunk) => (output += chunk));
  build.on('exit', (code) => {
    if (stopping) process.exit(1);
    if (code !== 0) {
      process.stdout.write(output);
      console.error(
        'Cannot start: the build failed (see above). Fix the error, or run `npx nx run-many -t build` to see it again.',
      );
      process.exit(1);
    }
    startServer();
  });
}
