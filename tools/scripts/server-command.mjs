#!/usr/bin/env node
// `npm run seed`, `migrate`, `backup` and `restore`: the server's commands on the configured
// database (DATA_DIR or DATABASE_URL). From the source with tsx; in the production set
// (`npm ci --omit=dev`, no tsx) from the built dist/apps/api/<name>.mjs.
// Usage: node tools/scripts/server-command.mjs <seed|migrate|backup> [arguments]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const COMMANDS = ['seed', 'migrate', 'backup'];

function tsxInstalled() {
  try {
    createRequire(import.meta.url).resolve('tsx/package.json');
    return true;
  } catch {
    return false;
  }
}

const [name, ...args] = process.argv.slice(2);
if (!COMMANDS.includes(name)) {
  console.error(`Usage: server-command.mjs <${COMMANDS.join('|')}> [arguments]`);
  process.exit(2);
}
let command;
if (tsxInstalled()) command = ['npx', ['tsx', `apps/api/src/${name}-cli.ts`, ...args]];
else if (existsSync(`dist/apps/api/${name}.mjs`))
  command = [process.execPath, ['--enable-source-maps', `dist/apps/api/${name}.mjs`, ...args]];
else {
  console.error(`Cannot ${name}: neither tsx (devDependencies) nor a built dist/apps/api/${name}.mjs is here.`);
  process.exit(1);
}
const run = spawnSync(command[0], command[1], { stdio: 'inherit', env: process.env });
process.exit(run.status ?? 1);
