/**
 * What each site's first page makes the browser download: every script and stylesheet named in
 * index.html (the entry and what it preloads, named by the inline loader of tools/vite/paint-first),
 * raw and gzip bytes, and the files that come later, when a page that needs them is first opened. Reads the builds in dist/apps.
 *
 *   npx nx run-many -t build && npx tsx --tsconfig tsconfig.base.json tools/bench/first-load.ts
 *
 * Each site's first-page gzip bytes are held against two figures in first-load-budget.json:
 * the target of issue 14, and the recorded figure, a ratchet that only moves down. With
 * `--check` (CI, after the build) a site whose first page grew past its recorded figure fails
 * the run; `--record` writes the figures of this build where they are lower. Bytes are
 * deterministic, so unlike a timing this is a fair check.
 *
 * The static count misses what a page fetches as it starts (lazy chunks its first render asks for,
 * a translation, a file prefetched after the first render). With `--browser --port N` (a portal
 * already running, e.g. `PORT=N npm start`) each site's first page is also opened in Chromium as a
 * new visitor's phone would open it, and every script and stylesheet it fetched until the network
 * went quiet is counted the same way (gzip of the built file), split into the static part and what
 * came later.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '@festival/shared-util-e2e/chromium';
import { numberOption } from './bench-process';

const SITES = ['attendee', 'admin', 'identity'];
/** Each site's first page, as issue 14 names them, on a portal listening on `port`. */
const FIRST_PAGES: Record<string, (port: number) => string> = {
  attendee: (port) => `http://user.localhost:${port}/`,
  admin: (port) => `http://admin.localhost:${port}/sign-in`,
  identity: (port) => `http://identity.localhost:${port}/`,
};
const root = join(import.meta.dirname, '../../dist/apps');
const budgetFile = join(import.meta.dirname, 'first-load-budget.json');
type Budget = Record<string, { targetGzipBytes: number; recordedGzipBytes: number }>;
const budget = JSON.parse(readFileSync(budgetFile, 'utf8')) as Budget;
const check = process.argv.includes('--check');
const record = process.argv.includes('--record');
const browser = process.argv.includes('--browser');
const grew: string[] = [];
/** Room for a different checkout path or zlib build; a real addition is larger than this. */
const SLACK_BYTES = 512;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0).padStart(5)} kB`;

function sizes(file: string) {
  const body = readFileSync(file);
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

let missing = false;
for (const site of SITES) {
  const dir = join(root, site);
  if (!existsSync(join(dir, 'index.html'))) {
    console.log(`${site}: not built (run npx nx run-many -t build)`);
    missing = true;
    continue;
  }
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const first = new Set([...html.matchAll(/"\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]));
  const assets = readdirSync(join(dir, 'assets'))
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => `assets/${name}`);
  const later = assets.filter((asset) => !first.has(asset));
  const total = (list: Iterable<string>) =>
    [...list]
      .map((asset) => sizes(join(dir, asset)))
      .reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });
  const firstSize = total(first);
  const laterSize = total(later);
  console.log(
    `${site.padEnd(9)} first page: ${kb(firstSize.raw)} (${kb(firstSize.gzip)} gzip) in ${first.size} files;  later, on demand: ${kb(laterSize.raw)} (${kb(laterSize.gzip)} gzip) in ${later.length} files`,
  );
  const figures = budget[site];
  console.log(
    `          gzip first page ${firstSize.gzip} bytes; recorded ${figures.recordedGzipBytes}, target ${figures.targetGzipBytes}${firstSize.gzip <= figures.targetGzipBytes ? ' (met)' : ''}`,
  );
  if (firstSize.gzip > figures.recordedGzipBytes + SLACK_BYTES)
    grew.push(`${site}: ${firstSize.gzip} > ${figures.recordedGzipBytes}`);
  if (record && firstSize.gzip < figures.recordedGzipBytes) figures.recordedGzipBytes = firstSize.gzip;
}
if (browser) await fetchedInBrowser(numberOption('port', 0, 0));
if (record) writeFileSync(budgetFile, `${JSON.stringify(budget, null, 2)}\n`);
if (check && grew.length > 0) {
  console.log(
    `\nThe first page grew past its recorded figure (${grew.join('; ')}).\n` +
      'Load the new code on demand (a lazy route or a dynamic import), or, if the growth is worth it, raise the figure in tools/bench/first-load-budget.json and say why in the commit.',
  );
  process.exitCode = 1;
}
if (missing) process.exitCode = 1;

/** The scripts and stylesheets each first page fetched in Chromium, beside its static figure. */
async function fetchedInBrowser(port: number): Promise<void> {
  if (!port) throw new Error('--browser needs --port N: a portal already running (PORT=N npm start)');
  const chrome = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
  });
  try {
    console.log('\nIn Chromium (a new visitor at 412 px, until the network is quiet):');
    for (const site of SITES) {
      const page = await chrome.newPage({ viewport: { width: 412, height: 823 } });
      const fetched = new Set<string>();
      page.on('request', (request) => {
        const asset = /\/(assets\/[^?#]+\.(?:js|css))$/.exec(request.url())?.[1];
        if (asset) fetched.add(asset);
      });
      await page.goto(FIRST_PAGES[site](port), { waitUntil: 'networkidle' });
      await page.waitForTimeout(2000);
      await page.close();
      const dir = join(root, site);
      const html = readFileSync(join(dir, 'index.html'), 'utf8');
      let staticBytes = 0;
      const later: { asset: string; gzip: number }[] = [];
      for (const asset of fetched) {
        const { gzip } = sizes(join(dir, asset));
        if (html.includes(`/${asset}"`)) staticBytes += gzip;
        else later.push({ asset, gzip });
      }
      const laterBytes = later.reduce((sum, file) => sum + file.gzip, 0);
      console.log(
        `${site.padEnd(9)} fetched ${staticBytes + laterBytes} bytes gzip: ${staticBytes} named in the page, ${laterBytes} fetched as it started`,
      );
      for (const file of later.sort((a, b) => b.gzip - a.gzip))
        console.log(`          ${String(file.gzip).padStart(7)}  ${file.asset}`);
    }
  } finally {
    await chrome.close();
  }
}
