import { brotliDecompressSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { type Database } from '@festival/server-db';
import { EVENTS_TAG, mainEvents } from '@festival/server-events';
import { translations, TRANSLATIONS_TAG } from '@festival/server-translations';
import { CSP_NONCE_PLACEHOLDER } from '@festival/shared-util-site';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { prerenderedDataOf, SITE_TEMPLATE, startFilledPagesApp, templateSitesDir } from './filled-pages-testing';
import { testConfig } from './test-app';

const HTML = { accept: 'text/html,application/xhtml+xml', host: 'user.localhost:8080' };
/** The nonce a policy allows style elements with. */
const policyNonce = (csp: unknown) => /style-src-elem 'self' 'nonce-([^']*)'/.exec(String(csp))?.[1];
/** The template as sent with a policy's nonce. */
const sentTemplate = (csp: unknown) => SITE_TEMPLATE.replaceAll(CSP_NONCE_PLACEHOLDER, String(policyNonce(csp)));
const HOSTILE_NAME = 'Fest <script>alert(1)</script> & "Co" </script><img src=x onerror=alert(2)>';

describe('the attendee home, filled on the server (issue 14 point 3)', () => {
  let database: Database;
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ database, app, close } = await startFilledPagesApp());
  });
  afterAll(async () => {
    await close?.();
  });

  it('arrives with the festival name, its dates in Honolulu, the banner preloaded and the call to action', async () => {
    const response = await app.inject({ url: '/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
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
    expect(prerenderedDataOf(html)).toEqual({ queries: [{ queryKey: ['events', 'active'], data: active.json() }] });
    // The Content-Security-Policy is the sites' own: no inline script was needed.
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const nonce = policyNonce(response.headers['content-security-policy']);
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      `<script type="module" crossorigin src="/assets/index-B3x9kQ2a.js" nonce="${nonce}">`,
      '<script type="application/json" id="prerendered-data">',
    ]);
  });

  it('carries the nonce of its policy on its style element, compressed or not, and another on the next visit', async () => {
    const plain = await app.inject({ url: '/', headers: HTML });
    const nonce = policyNonce(plain.headers['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(plain.body.match(/<style\b[^>]*>/g)).toEqual([`<style nonce="${nonce}">`]);
    expect(plain.body).not.toContain(CSP_NONCE_PLACEHOLDER);

    const br = await app.inject({ url: '/', headers: { ...HTML, 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const brNonce = policyNonce(br.headers['content-security-policy']);
    expect(brNonce).not.toBe(nonce);
    const html = brotliDecompressSync(br.rawPayload).toString();
    expect(html.match(/<style\b[^>]*>/g)).toEqual([`<style nonce="${brNonce}">`]);
    expect(html.replaceAll(String(brNonce), 'N')).toBe(plain.body.replaceAll(String(nonce), 'N'));
    expect(br.headers.etag).toMatch(new RegExp(`^"[A-Za-z0-9_-]{27}-br\\.${brNonce}"$`));
    const kept = await app.inject({
      url: '/',
      headers: { ...HTML, 'accept-encoding': 'gzip, br', 'if-none-match': String(br.headers.etag) },
    });
    expect(kept.statusCode).toBe(304);
    expect(policyNonce(kept.headers['content-security-policy'])).toBe(brNonce);
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
      const data = prerenderedDataOf(html) as { queries: { data: { data: { name: string }[] } }[] };
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

  it('is written in the language the visitor chose (the locale cookie), one cached page per language', async () => {
    const french = await app.inject({ url: '/', headers: { ...HTML, cookie: 'a=1; festival_locale=fr' } });
    expect(french.statusCode).toBe(200);
    const html = french.body;
    expect(html).toMatch(/^<!doctype html><html lang="fr">/);
    expect(html).toContain('<dt>Lieu</dt>');
    expect(html).toContain('Heures à l’heure d’Hawaï (Pacific/Honolulu)');
    // The dates the French way, still in Honolulu.
    expect(html).toContain('<dd>06/06/2027 – 15/06/2027</dd>');
    expect(html).toMatch(/alt="Bannière de Pacific Arts &amp; Culture/);
    expect(html).toMatch(/<a class="pr-cta" href="\/register-event\?eventId=[0-9a-f-]{36}">S’inscrire maintenant<\/a>/);
    expect(french.headers.vary).toMatch(/cookie/i);
    expect(french.headers.vary).toMatch(/accept-language/i);

    // Each language has its own validator: an English ETag does not answer a French visit with 304.
    const english = await app.inject({ url: '/', headers: HTML });
    expect(english.body).toMatch(/<html lang="en">/);
    expect(english.headers.etag).not.toBe(french.headers.etag);
    const frenchAgain = await app.inject({
      url: '/',
      headers: { ...HTML, cookie: 'festival_locale=fr', 'if-none-match': english.headers.etag as string },
    });
    expect(frenchAgain.statusCode).toBe(200);
    const revalidated = await app.inject({
      url: '/',
      headers: { ...HTML, cookie: 'festival_locale=fr', 'if-none-match': french.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('falls back to English for a language not offered, and follows Accept-Language only when the site offers a choice', async () => {
    const unknown = await app.inject({ url: '/', headers: { ...HTML, cookie: 'festival_locale=de' } });
    expect(unknown.body).toMatch(/<html lang="en">/);
    // MULTI_LANGUAGE is off here: the browser's language does not choose.
    const browser = await app.inject({ url: '/', headers: { ...HTML, 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' } });
    expect(browser.body).toMatch(/<html lang="en">/);

    const multi = await buildApp({
      config: testConfig({ SITES_DIR: templateSitesDir(), MULTI_LANGUAGE: 'true' }),
      database,
    });
    try {
      const negotiated = await multi.inject({ url: '/', headers: { ...HTML, 'accept-language': 'de, fr-CA;q=0.8' } });
      expect(negotiated.body).toMatch(/<html lang="fr">/);
      expect(negotiated.body).toContain('<dt>Lieu</dt>');
      // A choice beats the browser.
      const chosen = await multi.inject({
        url: '/',
        headers: { ...HTML, 'accept-language': 'fr', cookie: 'festival_locale=en' },
      });
      expect(chosen.body).toMatch(/<html lang="en">/);
      // Samoan lacks most strings: English fills them in, as in the app.
      const samoan = await multi.inject({ url: '/', headers: { ...HTML, cookie: 'festival_locale=sm' } });
      expect(samoan.body).toMatch(/<html lang="sm">/);
      expect(samoan.body).toContain('<dt>Nofoaga</dt>');
      expect(samoan.body).toContain('Times in Hawaii time (Pacific/Honolulu)');
    } finally {
      await multi.close();
    }
  });

  it('shows a translation staff saved on the next visit', async () => {
    const before = await app.inject({ url: '/', headers: { ...HTML, cookie: 'festival_locale=fr' } });
    expect(before.body).toContain('<dt>Lieu</dt>');
    await database.db
      .update(translations)
      .set({ value: 'Endroit' })
      .where(and(eq(translations.localeCode, 'fr'), eq(translations.key, 'attendee:home.locationLabel')));
    try {
      // Saving through the editor invalidates the tag (translations.routes.ts); a direct write does not.
      expect((await app.inject({ url: '/', headers: { ...HTML, cookie: 'festival_locale=fr' } })).body).toContain(
        '<dt>Lieu</dt>',
      );
      app.publicReads.invalidate(TRANSLATIONS_TAG);
      expect((await app.inject({ url: '/', headers: { ...HTML, cookie: 'festival_locale=fr' } })).body).toContain(
        '<dt>Endroit</dt>',
      );
    } finally {
      await database.db
        .update(translations)
        .set({ value: 'Lieu' })
        .where(and(eq(translations.localeCode, 'fr'), eq(translations.key, 'attendee:home.locationLabel')));
      app.publicReads.invalidate(TRANSLATIONS_TAG);
    }
  });

  it('fills only the attendee home: other pages and sites get the plain shell', async () => {
    for (const request of [
      { url: '/faq', headers: HTML },
      { url: '/', headers: { ...HTML, host: 'admin.localhost:8080' } },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(sentTemplate(response.headers['content-security-policy']));
    }
  });

  it('sends the plain shell when no festival is active', async () => {
    await database.db.update(mainEvents).set({ status: 'INACTIVE' }).where(eq(mainEvents.status, 'ACTIVE'));
    app.publicReads.invalidate(EVENTS_TAG);
    const response = await app.inject({ url: '/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(sentTemplate(response.headers['content-security-policy']));
  });
});
