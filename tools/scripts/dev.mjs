#!/usr/bin/env node
// `npm run dev`: the API with reload on 8080 (tsx watch) plus a Vite dev server with hot reload
// for each front-end app that exists. Their Vite configs proxy /api-svc, /idp, /config.json,
// /dev and /media to the API. Ctrl+C stops them all.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  PORT: process.env.PORT ?? '8080',
};
const children = [];

function run(name, command, args) {
  // Each child leads its own process group, so stopping it also stops what npx started under it.
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = (stream, target) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) target.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.log(`[${name}] exited${code === null ? '' : ` with code ${code}`}`);
    if (!stopping) stop(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('api', 'npx', ['tsx', 'watch', '--clear-screen=false', 'apps/api/src/main.ts']);
for (const app of ['attendee', 'admin', 'identity']) {
  const config = ['ts', 'mts', 'js', 'mjs']
    .map((ext) => `apps/${app}/vite.config.${ext}`)
    .find((path) => existsSync(path));
  if (config) run(app, 'npx', ['vite', '--config', config]);
  else console.log(`[${app}] not created yet: skipped`);
}
