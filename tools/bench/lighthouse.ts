/**
 * Lighthouse: the public first pages as a new visitor's phone meets them. Starts the portal the
 * way `npm start` does (tools/scripts/start.mjs: the build, cached by Nx, then the server on the
 * embedded database, here in a fresh data folder and on a free port), runs Lighthouse's mobile
 * preset (its default config: a mid-range phone, simulated slow 4G) against Debian's Chromium
 * `--runs` times per page, and prints the medians of the performance score, FCP, LCP, total
 * blocking time, CLS and the accessibility score, with the targets of issue 14 beside them, and
 * Lighthouse's benchmark index of the machine for each run (its simulated phone is the machine slowed
 * down 4x, so a busier or slower machine reads slower).
 *
 *   npx tsx --tsconfig tsconfig.base.json tools/bench/lighthouse.ts [--runs 3] [--chrome /usr/bin/chromium] [--json FILE] [--port N]
 *
 * `--port N` measures a portal already running on that port (e.g. `npm start`) instead of starting one;
 * `--page NAME` only that page (e.g. "attendee home").
 *
 * The activity list (/my-events/:id) is a signed-in page: the bench makes an attendee (sign-up through
 * the idp protocol, a registration through the API), signs it in on the attendee site in Chromium
 * through the sign-in dialog and the emailed code (the real path), empties that browser's HTTP cache
 * and keeps its profile. Each Lighthouse run of that page starts a Chrome on a copy of the profile with
 * Lighthouse's storage reset off, so the page opens signed in and still downloads everything cold.
 * Not a timed test: the figures move with the machine's load, so they are printed, never asserted.
 * `--json FILE` also writes every run's figures (to compare a before and an after); `--screenshots DIR`
 * keeps each run's final screenshot and Lighthouse's whole report (to see what was measured, e.g. that the
 * signed-in page was signed in, and which elements shifted or blocked).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '@festival/shared-util-e2e/chromium';
import {
  E2E_PASSWORD,
  festivalId,
  registerThroughApi,
  signInAttendee,
  signUpAccount,
  staffToken,
} from '@festival/shared-util-e2e';
import { numberOption, stringOption } from './bench-process';

/** The targets of issue 14 (medians of 3 mobile runs). */
const TARGETS = { performance: 0.95, lcpMs: 2000, tbtMs: 150, cls: 0.05 };

/** A Chrome profile with an attendee signed in, and the page it opens. */
interface SignedIn {
  profileDir: string;
  path: string;
}

interface Page {
  name: string;
  /** The page's address on a portal listening on `port`; with `signedIn`, opened in the attendee's profile. */
  url: (port: number) => Promise<{ url: string; signedIn?: SignedIn }>;
}

const PAGES: Page[] = [
  { name: 'attendee home', url: async (port) => ({ url: `http://user.localhost:${port}/` }) },
  {
    name: 'attendee activity list',
    // The activities of a festival are listed on /my-events/:id, a signed-in page (SPEC.md §2).
    url: async (port) => {
      const signedIn = await signedInAttendee(port);
      return { url: `http://user.localhost:${port}${signedIn.path}`, signedIn };
    },
  },
  { name: 'admin sign-in', url: async (port) => ({ url: `http://admin.localhost:${port}/sign-in` }) },
  { name: 'identity sign-in', url: async (port) => ({ url: `http://identity.localhost:${port}/` }) },
];

/**
 * A registered attendee signed in on the attendee site through the real path, in a Chrome profile
 * whose HTTP cache is emptied afterwards (the session stays in its localStorage).
 */
async function signedInAttendee(port: number): Promise<SignedIn> {
  // The journeys' helpers find the portal through this variable (libs/shared/util-e2e).
  process.env['E2E_PORTAL_PORT'] = String(port);
  const account = { email: `lighthouse-${Date.now()}@example.test`, firstName: 'Malia', lastName: 'Kahale' };
  await signUpAccount(account);
  const eventId = await festivalId();
  await registerThroughApi(await staffToken({ email: account.email, password: E2E_PASSWORD }), eventId, account, []);
  const path = `/my-events/${eventId}`;
  const profileDir = mkdtempSync(join(tmpdir(), 'festival-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInAttendee(page, account, path);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await context.close();
  }
  return { profileDir, path };
}

interface Figures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  /** Lighthouse's measure of this machine's speed at the time (higher is faster; its simulated phone does not adjust for it). */
  benchmarkIndex: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host: 'localhost' }, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `npm start` in a fresh data folder; resolves once the server says it is running. */
function startPortal(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['tools/scripts/start.mjs'], {
    cwd: join(import.meta.dirname, '../..'),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Festival portal is running')) resolve(child);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => reject(new Error(`the portal did not start (exit ${code}):\n${output}`)));
  });
}

function stopPortal(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * One Lighthouse run in a Chrome of its own (as Lighthouse's command line does): a cold cache each
 * time. A signed-in page runs on a fresh copy of the attendee's profile, its storage kept.
 */
async function auditOnce(url: string, chromePath: string, signedIn?: SignedIn): Promise<Figures> {
  const userDataDir = signedIn ? mkdtempSync(join(tmpdir(), 'festival-lighthouse-run-')) : undefined;
  if (signedIn && userDataDir) cpSync(signedIn.profileDir, userDataDir, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_ARGS, userDataDir });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: signedIn !== undefined,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    const screenshots = stringOption('screenshots');
    const finalShot = (lhr.audits['final-screenshot']?.details as { data?: string } | undefined)?.data;
    if (screenshots && finalShot) {
      mkdirSync(screenshots, { recursive: true });
      const file = `${new URL(url).host.split('.')[0]}${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.jpg`;
      writeFileSync(join(screenshots, file), Buffer.from(finalShot.replace(/^data:image\/\w+;base64,/, ''), 'base64'));
      writeFileSync(join(screenshots, file.replace(/\.jpg$/, '.json')), JSON.stringify(lhr));
    }
    const value = (id: string) => {
      const figure = lhr.audits[id]?.numericValue;
      if (figure === undefined) throw new Error(`Lighthouse measured no ${id} on ${url}`);
      return figure;
    };
    return {
      performance: lhr.categories.performance?.score ?? 0,
      accessibility: lhr.categories.accessibility?.score ?? 0,
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** A run, tried again (twice at most) when Lighthouse could not record it, e.g. NO_NAVSTART on a busy machine. */
async function audit(url: string, chromePath: string, signedIn?: SignedIn): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, chromePath, signedIn);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  (run not recorded, trying again: ${error instanceof Error ? error.message : error})`);
    }
  }
}

const mark = (met: boolean) => (met ? 'met' : 'NOT met');

function report(name: string, runs: Figures[]): void {
  const m = (key: keyof Figures) => median(runs.map((run) => run[key]));
  const performance = m('performance');
  const lcpMs = m('lcpMs');
  const tbtMs = m('tbtMs');
  const cls = m('cls');
  console.log(`${name} (median of ${runs.length})`);
  console.log(
    `  performance   ${performance.toFixed(2).padStart(8)}   target >= ${TARGETS.performance}  ${mark(performance >= TARGETS.performance)}   (runs: ${runs.map((run) => run.performance.toFixed(2)).join(', ')})`,
  );
  console.log(`  FCP           ${(m('fcpMs') / 1000).toFixed(2).padStart(6)} s`);
  console.log(
    `  LCP           ${(lcpMs / 1000).toFixed(2).padStart(6)} s   target <= ${TARGETS.lcpMs / 1000} s   ${mark(lcpMs <= TARGETS.lcpMs)}`,
  );
  console.log(
    `  TBT           ${tbtMs.toFixed(0).padStart(5)} ms   target <= ${TARGETS.tbtMs} ms  ${mark(tbtMs <= TARGETS.tbtMs)}`,
  );
  console.log(`  CLS           ${cls.toFixed(3).padStart(8)}   target <= ${TARGETS.cls}  ${mark(cls <= TARGETS.cls)}`);
  console.log(`  accessibility ${m('accessibility').toFixed(2).padStart(8)}`);
  console.log(
    `  machine        benchmark index ${runs.map((run) => run.benchmarkIndex.toFixed(0)).join(', ')} (Lighthouse's; higher is faster)`,
  );
}

async function main(): Promise<void> {
  const runs = numberOption('runs', 3);
  const chromePath = stringOption('chrome') ?? '/usr/bin/chromium';
  const jsonFile = stringOption('json');
  const given = stringOption('port');
  const port = given ? numberOption('port', 8080) : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'festival-lighthouse-'));
  if (given) console.log(`Measuring the portal already running on port ${port}.`);
  else console.log(`Starting the portal as npm start does (build, then the server on port ${port})...`);
  const portal = given ? null : await startPortal(port, dataDir);
  const all: Record<string, Figures[]> = {};
  try {
    console.log(`Lighthouse mobile preset, ${runs} runs per page, ${chromePath}\n`);
    const only = stringOption('page');
    for (const page of PAGES.filter((candidate) => !only || candidate.name === only)) {
      const { url, signedIn } = await page.url(port);
      const results: Figures[] = [];
      try {
        for (let run = 0; run < runs; run++) results.push(await audit(url, chromePath, signedIn));
      } finally {
        if (signedIn) rmSync(signedIn.profileDir, { recursive: true, force: true });
      }
      all[page.name] = results;
      report(`${page.name}${signedIn ? ' (signed in)' : ''}  ${url}`, results);
    }
    if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(all, null, 2)}\n`);
  } finally {
    if (portal) await stopPortal(portal);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
