#!/usr/bin/env node
// Opens every story of the built Storybook (dist/storybook) once in headless Chromium and fails
// on any page error or console error. Usage: node tools/scripts/storybook-smoke.mjs [dir]
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { chromium } from 'playwright-core';

const root = resolve(process.argv[2] ?? 'dist/storybook');
if (!existsSync(join(root, 'index.json'))) {
  console.error(`No Storybook build in ${root}; run "npm run build-storybook" first.`);
  process.exit(1);
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  const file = normalize(join(root, path === '/' ? 'index.html' : path));
  if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end('not found');
    return;
  }
  res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${server.address().port}`;

const index = JSON.parse(readFileSync(join(root, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
});

const failures = [];
try {
  const page = await browser.newPage();
  let problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // The browser asks for /favicon.ico by itself; Storybook has none, which is not a story fault.
    if (message.type() === 'error' && !/\/favicon\.ico$/.test(message.location().url ?? ''))
      problems.push(`console error: ${message.text()} ${message.location().url ?? ''}`);
  });
  for (const story of stories) {
    problems = [];
    await page.goto(`${base}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`, { waitUntil: 'load' });
    // Storybook marks the body once the story has rendered (or failed to).
    await page
      .waitForFunction(
        () =>
          document.body.classList.contains('sb-show-main') || document.body.classList.contains('sb-show-errordisplay'),
        null,
        { timeout: 15_000 },
      )
      .catch(() => problems.push('story did not render within 15 s'));
    await page.waitForTimeout(150);
    if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay')))
      problems.push('Storybook shows its error display');
    const line = `${story.title} › ${story.name}`;
    if (problems.length) {
      failures.push({ line, problems });
      console.log(`FAIL ${line}\n  ${problems.join('\n  ')}`);
    } else {
      console.log(`ok   ${line}`);
    }
  }
} finally {
  await browser.close();
  server.close();
}

console.log(`\n${stories.length - failures.length} of ${stories.length} stories opened without errors`);
process.exit(failures.length ? 1 : 0);
