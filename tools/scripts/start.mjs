#!/usr/bin/env node
// `npm start`: builds what changed (Nx caches the rest), then runs the one server in this
// terminal. Ctrl+C / SIGTERM reach the server, which closes its database before exiting.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
// The front-end apps may not exist yet in a young checkout; build those that do.
const projects = ['api', 'attendee', 'admin', 'identity'].filter((name) => existsSync(`apps/${name}/project.json`));

console.log(`Building ${projects.join(', ')} (cached when nothing changed)...`);
const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', ...projects, '--outputStyle=static'], { stdio: ['ignore', 'pipe', 'pipe'], env, encoding: 'utf8' });
if (build.status !== 0) {
  process.stdout.write(build.stdout ?? '');
  process.stderr.write(build.stderr ?? '');
  console.error('Cannot start: the build failed (see above). Fix the error, or run `npx nx run-many -t build` to see it again.');
  process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/apps/api/main.mjs'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
