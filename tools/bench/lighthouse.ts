/**
 * Lighthouse: the public first pages as a new visitor's phone meets them. Starts the portal the
 * way `npm start` does (tools/scripts/start.mjs: the build, cached by Nx, then the server on the
 * embedded database, here in a fresh data folder and on a free port), runs Lighthouse's mobile
 * preset (its default config: a mid-range phone, simulated slow 4G) against Debian's Chromium
 * `--runs` times per page, and prints the medians of the performance score, FCP, LCP, total
 * blocking time, CLS and the accessibility score, with the targets of issue 14 beside them.
 *
 *   npx tsx --tsconfig tsconfig.base.json tools/bench/lighthouse.ts [--runs 3] [--chrome /usr/bin/chromium] [--json FILE] [--port N]
 *
 * `--port N` measures a portal already running on that port (e.g. `npm start`) instead of starting one;
 * `--page NAME` only that page (e.g. "attendee home").
 * The activity list is a signed-in page: before its runs, a new attendee signs up, signs in through
 * the attendee site's sign-in dialog and emailed code (the dev mailbox), and registers for the
 * festival; each run's fresh Chrome (a cold cache, no service worker) starts with that browser's
 * cookies and local storage, so the page opens as it does for a returning attendee.
 * Not a timed test: the figures move with the machine's load, so they are printed, never asserted.
 * `--json FILE` also writes every run's figures (to compare a before and an after).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '@festival/shared-util-e2e/chromium';
import { numberOption, stringOption } from './bench-process';

/** The targets of issue 14 (medians of 3 mobile runs). */
const TARGETS = { performance: 0.95, lcpMs: 2000, tbtMs: 150, cls: 0.05 };

/** What a signed-in page's runs start with: a browser's cookies and local storage. */
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Target {
  url: string;
  storage?: StorageState;
}

interface Page {
  name: string;
  /** The page on a portal listening on `port`, made ready once before its runs. */
  target: (port: number, chromePath: string) => Promise<Target>;
}

const PAGES: Page[] = [
  { name: 'attendee home', target: async (port) => ({ url: `http://user.localhost:${port}/` }) },
  // The activities of a festival are listed on /my-events/:id, a signed-in page (SPEC.md §2).
  { name: 'attendee activity list', target: signedInAttendee },
  { name: 'admin sign-in', target: async (port) => ({ url: `http://admin.localhost:${port}/sign-in` }) },
  { name: 'identity sign-in', target: async (port) => ({ url: `http://identity.localhost:${port}/` }) },
];

/**
 * A new attendee, signed in on the attendee site the way a person does (the journeys' helpers:
 * the sign-in dialog, the code from the dev mailbox) and registered for the festival: their
 * activity list, and the browser's storage to open it with.
 */
async function signedInAttendee(port: number, chromePath: string): Promise<Target> {
  process.env['E2E_PORTAL_PORT'] = String(port);
  const { festivalId, pageToken, registerThroughApi, signInAttendee, signUpAccount, siteUrl } =
    await import('@festival/shared-util-e2e');
  const account = { email: `lighthouse-${Date.now()}@example.org`, firstName: 'Leilani', lastName: 'Kahale' };
  await signUpAccount(account);
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await signInAttendee(page, account, '/my-events');
    const eventId = await festivalId();
    await registerThroughApi(await pageToken(page), eventId, account, []);
    return { url: siteUrl('attendee', `/my-events/${eventId}`), storage: await page.context().storageState() };
  } finally {
    await browser.close();
  }
}

/**
 * Puts a stored browser state into the Chrome listening on `port`. Local storage is written from a
 * blank page at each origin that this function answers itself: nothing reaches the server, so the
 * run still starts with a cold cache and no connection open.
 */
async function restoreStorage(port: number, storage: StorageState): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (storage.cookies.length > 0) await context.addCookies(storage.cookies);
    const page = await context.newPage();
    await page.route('**/*', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', headers: { 'cache-control': 'no-store' }, body: '' }),
    );
    for (const { origin, localStorage } of storage.origins) {
      await page.goto(`${origin}/`);
      await page.evaluate((items) => {
        for (const { name, value } of items) window.localStorage.setItem(name, value);
      }, localStorage);
    }
    await page.close();
  } finally {
    // Disconnects only: the browser stays for Lighthouse.
    await browser.close();
  }
}

interface Figures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
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

/** One Lighthouse run in a Chrome of its own (as Lighthouse's command line does): a cold cache each time. */
async function auditOnce({ url, storage }: Target, chromePath: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_ARGS });
  try {
    if (storage) await restoreStorage(chrome.port, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The Chrome is new (a cold cache): Lighthouse's reset would also sign the attendee out.
      disableStorageReset: Boolean(storage),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
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
    };
  } finally {
    chrome.kill();
  }
}

/** A run, tried again (twice at most) when Lighthouse could not record it, e.g. NO_NAVSTART on a busy machine. */
async function audit(target: Target, chromePath: string): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(target, chromePath);
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
      const target = await page.target(port, chromePath);
      const results: Figures[] = [];
      for (let run = 0; run < runs; run++) results.push(await audit(target, chromePath));
      all[page.name] = results;
      report(`${page.name}  ${target.url}`, results);
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
