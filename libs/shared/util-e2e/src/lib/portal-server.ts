import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type SiteName = 'attendee' | 'admin' | 'identity';
const HOST_LABEL: Record<SiteName, string> = { attendee: 'user', admin: 'admin', identity: 'identity' };

/** The port of the portal under test, handed from the global setup to the tests through env. */
export function portalPort(): number {
  const port = Number(process.env['E2E_PORTAL_PORT']);
  if (!port) throw new Error('E2E_PORTAL_PORT is not set: run the journeys through their Playwright config.');
  return port;
}

/** The portal's DATA_DIR (database and stored files), for journeys that check what was stored. */
export function portalDataDir(): string {
  const dir = process.env['E2E_PORTAL_DATA_DIR'];
  if (!dir) throw new Error('E2E_PORTAL_DATA_DIR is not set: run the journeys through their Playwright config.');
  return dir;
}

/** `http://user.localhost:PORT/path`: Chromium resolves *.localhost to loopback. */
export function siteUrl(site: SiteName, path = '/', port = portalPort()): string {
  return `http://${HOST_LABEL[site]}.localhost:${port}${path}`;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(
  port: number,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The portal exited with code ${child.exitCode} during start-up:\n${output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The portal did not become ready within ${timeoutMs} ms:\n${output()}`);
}

export interface LaunchedPortal {
  port: number;
  dataDir: string;
  /** Stops the portal and removes its data. */
  stop(): Promise<void>;
}

/**
 * Starts the BUILT portal (dist/apps/api/main.mjs serving dist/apps/*) on a free port with a
 * fresh embedded database, as a newcomer's `npm start` would. `settings` are environment
 * variables on top of the journeys' own, e.g. `{ MULTI_LANGUAGE: 'true' }` for a spec that needs a
 * setting the server itself reads (a route on /config.json only reaches the browser).
 */
export async function launchPortal(settings: Record<string, string> = {}): Promise<LaunchedPortal> {
  const bundle = join(process.cwd(), 'dist/apps/api/main.mjs');
  if (!existsSync(bundle)) throw new Error('dist/apps/api/main.mjs is missing: run `npx nx run-many -t build` first.');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'festival-e2e-'));
  let log = '';
  const child = spawn(process.execPath, [bundle], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      DATABASE_URL: '',
      // Key collection on (no visible effect); the languages journeys read the key from /config.json.
      TRANSLATION_COLLECTION: 'true',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  try {
    await waitForHealth(port, child, () => log);
  } catch (error) {
    // A portal that never became ready must not outlive the run (it holds its port and memory).
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    port,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The journeys' global setup: one portal for the run, its port and data handed to the tests through env. */
export async function startPortal(): Promise<() => Promise<void>> {
  const portal = await launchPortal();
  process.env['E2E_PORTAL_PORT'] = String(portal.port);
  process.env['E2E_PORTAL_DATA_DIR'] = portal.dataDir;
  return () => portal.stop();
}

/**
 * For requests made from Node (Playwright's `request`), which cannot resolve *.localhost:
 * the loopback URL plus the Host header that picks the site.
 */
export function siteRequest(site: SiteName, path: string): [string, { headers: Record<string, string> }] {
  const port = portalPort();
  return [`http://127.0.0.1:${port}${path}`, { headers: { host: `${HOST_LABEL[site]}.localhost:${port}` } }];
}
