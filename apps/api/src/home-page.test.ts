import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { type Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { EVENTS_TAG, mainEvents } from '@festival/server-events';
import { seedDemoData } from '@festival/server-seed';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { testConfig } from './test-app';

const HTML = { accept: 'text/html,application/xhtml+xml', host: 'user.localhost:8080' };
/** What Vite writes: an empty #root, the entry script in the head. */
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Festival</title>' +
  '<script type="module" crossorigin src="/assets/index-B3x9kQ2a.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const HOSTILE_NAME = 'Fest <script>alert(1)</script> & "Co" </script><img src=x onerror=alert(2)>';

function sitesDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'festival-home-'));
  for (const site of ['attendee', 'admin']) {
    mkdirSync(join(dir, site), { recursive: true });
    writeFileSync(join(dir, site, 'index.html'), TEMPLATE);
  }
  return dir;
}

/** The JSON data block the app seeds its queries from. */
function dataBlock(html: string): unknown {
  const match = /<script type="application\/json" id="prerendered-data">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('no data block');
  return JSON.parse(match[1]);
}

describe('the attendee home, filled on the server (issue 14 point 3)', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoData(database.db);
    app = await buildApp({ config: testConfig({ SITES_DIR: sitesDir() }), database });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('arrives with the festival name, its dates in Honolulu, the banner preloaded and the call to action', async () => {
    const response = await app.inject({ url: '/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<div id="root" data-prerendered="home">');
    expect(html).toContain('<h1 id="festival-name">Pacific Arts &amp; Culture Festival 2027</h1>');
    // Ends at 21:00 in Honolulu, which is already the 16th in UTC.
    expect(html).toContain('<dd>06/06/2027 – 06/15/2027</dd>');
    expect(html).toContain('Times in Hawaii time (Pacific/Honolulu)');
    expect(html).toMatch(/<link rel="preload" as="image" href="\/media\/demo\/banner[^"]*" [^>]*fetchpriority="high">/);
    expect(html).toMatch(/<img src="\/media\/demo\/banner[^"]*"[^>]* alt="Banner of Pacific Arts &amp; Culture/);
    expect(html).toMatch(/<a class="pr-cta" href="\/register-event\?eventId=[0-9a-f-]{36}">Register now<\/a>/);
    // The app's query gets the same answer as GET /events/active.
    const active = await app.inject({ url: '/api-svc/v1/events/active', headers: { host: HTML.host } });
    expect(dataBlock(html)).toEqual({ queries: [{ queryKey: ['events', 'active'], data: active.json() }] });
    // The Content-Security-Policy is the sites' own: no inline script was needed.
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="module" crossorigin src="/assets/index-B3x9kQ2a.js">',
      '<script type="application/json" id="prerendered-data">',
    ]);
  });

  it('escapes every text from the database, in the page and in the data block', async () => {
    const [event] = await database.db.select().from(mainEvents).where(eq(mainEvents.status, 'ACTIVE')).limit(1);
    await database.db
      .update(mainEvents)
      .set({ name: HOSTILE_NAME, location: '<b>Honolulu</b>' })
      .where(eq(mainEvents.id, event.id));
    app.publicReads.invalidate(EVENTS_TAG);
    try {
      const html = (await app.inject({ url: '/', headers: HTML })).body;
      expect(html).toContain(
        '<h1 id="festival-name">Fest &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot; &lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;</h1>',
      );
      expect(html).toContain('<dd>&lt;b&gt;Honolulu&lt;/b&gt;</dd>');
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('alt="Banner of Fest &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
      // Only the two scripts of the page: the name's </script> did not close the data block.
      expect(html.match(/<\/script>/g)).toHaveLength(2);
      const data = dataBlock(html) as { queries: { data: { data: { name: string }[] } }[] };
      expect(data.queries[0].data.data[0].name).toBe(HOSTILE_NAME);
    } finally {
      await database.db
        .update(mainEvents)
        .set({ name: event.name, location: event.location })
        .where(eq(mainEvents.id, event.id));
      app.publicReads.invalidate(EVENTS_TAG);
    }
  });

  it('is kept with the public reads: the same page (304 on its ETag) until staff change the events', async () => {
    const first = await app.inject({ url: '/', headers: HTML });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({ url: '/?redirect=%2Fdashboard', headers: { ...HTML, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const [event] = await database.db.select().from(mainEvents).where(eq(mainEvents.status, 'ACTIVE')).limit(1);
    await database.db.update(mainEvents).set({ name: 'Renamed Festival' }).where(eq(mainEvents.id, event.id));
    app.publicReads.invalidate(EVENTS_TAG);
    try {
      const renamed = await app.inject({ url: '/', headers: { ...HTML, 'if-none-match': etag } });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.body).toContain('<h1 id="festival-name">Renamed Festival</h1>');
    } finally {
      await database.db.update(mainEvents).set({ name: event.name }).where(eq(mainEvents.id, event.id));
      app.publicReads.invalidate(EVENTS_TAG);
    }
  });

  it('fills only the attendee home: other pages and sites get the plain shell', async () => {
    for (const request of [
      { url: '/faq', headers: HTML },
      { url: '/', headers: { ...HTML, host: 'admin.localhost:8080' } },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(TEMPLATE);
    }
  });

  it('sends the plain shell when no festival is active', async () => {
    await database.db.update(mainEvents).set({ status: 'INACTIVE' }).where(eq(mainEvents.status, 'ACTIVE'));
    app.publicReads.invalidate(EVENTS_TAG);
    const response = await app.inject({ url: '/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(TEMPLATE);
  });
});
