import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { auditTrailOf } from '@festival/server-audit';
import { type Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { seedDemoData } from '@festival/server-seed';
import { bundledQuoteProvider, httpQuoteProvider } from '@festival/server-translations';
import { buildApp } from './app';
import { seedAdminHook } from './seed-admin';
import { testConfig } from './test-app';
import { testIdpClient, type TestIdpClient } from './test-idp-client';

const engine = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
const API = '/api-svc/v1';
const COLLECT = '/translation-svc/v1/translations';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe(`languages: locales, translation files, key collection and the editor (${engine})`, () => {
  let database: Database;
  let app: FastifyInstance;
  let idp: TestIdpClient;
  let admin: { sub: string; idToken: string };
  let kai: { sub: string; idToken: string };
  const config = testConfig({ TRANSLATION_COLLECTION: 'true', TRANSLATION_API_KEY: 'test-collection-key' });

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoData(database.db, { seedAdmin: seedAdminHook(config) });
    app = await buildApp({ config, database });
    await app.listen({ host: '127.0.0.1', port: 0 });
    idp = testIdpClient(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, database.db, config.identity);
    admin = await idp.signIn(config.admin.email, config.admin.password);
    kai = await idp.newSignedInUser({ givenName: 'Kai', familyName: 'Akana' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
  });

  it('lists the seeded locales and a locale language', async () => {
    const locales = await app.inject({ method: 'GET', url: `${API}/locales` });
    expect(locales.statusCode).toBe(200);
    const codes = locales.json().data.map((locale: { code: string }) => locale.code);
    expect(codes).toEqual(expect.arrayContaining(['en', 'fr', 'sm', 'haw', 'mi']));
    expect(codes[0]).toBe('en');
    // Languages with English texts left are marked, so the language menu can say so.
    const partial = Object.fromEntries(
      locales.json().data.map((locale: { code: string; partial?: boolean }) => [locale.code, locale.partial]),
    );
    expect(partial).toMatchObject({ en: false, fr: false, sm: true, haw: true, mi: true });

    const french = await app.inject({ method: 'GET', url: `${API}/locales/fr` });
    expect(french.json().data).toMatchObject({ code: 'fr', name: 'Français' });
    expect(french.json().data.translated).toBeGreaterThan(50);
    expect(french.json().data.translated).toBeLessThanOrEqual(french.json().data.total);
    expect((await app.inject({ method: 'GET', url: `${API}/locales/xx` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `${API}/locales/NOT A CODE` })).statusCode).toBe(400);
  });

  it('serves translation files from the database with an ETag, revalidation and compression', async () => {
    const source = await app.inject({ method: 'GET', url: '/translation/translate.json' });
    expect(source.statusCode).toBe(200);
    expect(source.json().attendee.nav.home).toBe('Home');

    const french = await app.inject({ method: 'GET', url: '/translation/fr.json' });
    expect(french.statusCode).toBe(200);
    expect(french.headers['content-type']).toMatch(/application\/json/);
    expect(french.headers['cache-control']).toMatch(/public/);
    expect(french.json().attendee.nav.home).toBe('Accueil');
    expect(french.json().common.errors.translation).toContain('{{code}}');
    const etag = String(french.headers['etag']);
    expect(etag).toMatch(/^".+"$/);

    const again = await app.inject({ method: 'GET', url: '/translation/fr.json', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const gzip = await app.inject({
      method: 'GET',
      url: '/translation/fr.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    for (const url of ['/translation/xx.json', '/translation/fr.txt', '/translation/..%2Fpackage.json']) {
      const missing = await app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json().message).toBeTruthy();
    }
  });

  it('stores collected keys once, only with the api key, and shows them in the editor; a saved translation is served next', async () => {
    const key = 'attendee:home.brandNewKey';
    const noKey = await app.inject({ method: 'POST', url: COLLECT, payload: { keys: [key] } });
    expect(noKey.statusCode).toBe(401);
    const wrongKey = await app.inject({
      method: 'POST',
      url: COLLECT,
      headers: { 'api-key': 'nope' },
      payload: { keys: [key] },
    });
    expect(wrongKey.statusCode).toBe(401);
    const bad = await app.inject({
      method: 'POST',
      url: COLLECT,
      headers: { 'api-key': 'test-collection-key' },
      payload: { keys: ['<script>'] },
    });
    expect(bad.statusCode).toBe(400);

    const first = await app.inject({
      method: 'POST',
      url: COLLECT,
      headers: { 'api-key': 'test-collection-key' },
      payload: { keys: [key, key, 'common:close'] },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.stored).toBe(2);
    const second = await app.inject({
      method: 'POST',
      url: COLLECT,
      headers: { 'api-key': 'test-collection-key' },
      payload: { keys: [key] },
    });
    expect(second.json().data.stored).toBe(0);

    expect(
      (await app.inject({ method: 'GET', url: `${API}/translations?search=brandNewKey`, headers: bearer(kai.idToken) }))
        .statusCode,
    ).toBe(403);
    const table = await app.inject({
      method: 'GET',
      url: `${API}/translations?search=brandNewKey&missing=fr`,
      headers: bearer(admin.idToken),
    });
    expect(table.statusCode).toBe(200);
    expect(table.json()).toMatchObject({ totalRecords: 1, data: [{ key, english: null, values: {} }] });

    const before = await app.inject({ method: 'GET', url: '/translation/fr.json' });
    const denied = await app.inject({
      method: 'PUT',
      url: `${API}/translations/fr`,
      headers: bearer(kai.idToken),
      payload: { key, value: 'Nouvelle clé' },
    });
    expect(denied.statusCode).toBe(403);
    const saved = await app.inject({
      method: 'PUT',
      url: `${API}/translations/fr`,
      headers: bearer(admin.idToken),
      payload: { key, value: 'Nouvelle clé' },
    });
    expect(saved.statusCode).toBe(200);
    const after = await app.inject({
      method: 'GET',
      url: '/translation/fr.json',
      headers: { 'if-none-match': String(before.headers['etag']) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().attendee.home.brandNewKey).toBe('Nouvelle clé');
    const trail = await auditTrailOf(database.db, `translation:fr:${key}`);
    expect(trail).toMatchObject([
      { actorSub: admin.sub, action: 'translation.save', before: null, after: { value: 'Nouvelle clé' } },
    ]);

    const english = await app.inject({
      method: 'PUT',
      url: `${API}/translations/en`,
      headers: bearer(admin.idToken),
      payload: { key, value: 'x' },
    });
    expect(english.statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'PUT',
      url: `${API}/translations/xx`,
      headers: bearer(admin.idToken),
      payload: { key, value: 'x' },
    });
    expect(unknown.statusCode).toBe(404);

    const removed = await app.inject({
      method: 'PUT',
      url: `${API}/translations/fr`,
      headers: bearer(admin.idToken),
      payload: { key, value: ' ' },
    });
    expect(removed.json().data.value).toBeNull();
    expect(
      (await app.inject({ method: 'GET', url: '/translation/fr.json' })).json().attendee.home.brandNewKey,
    ).toBeUndefined();
  });

  it('exposes the collection settings in /config.json only when collection is on', async () => {
    const on = await app.inject({ method: 'GET', url: '/config.json', headers: { host: 'user.localhost' } });
    expect(on.json().translationCollection).toEqual({ url: COLLECT, apiKey: 'test-collection-key' });

    const offDb = await openTestDatabase();
    const off = await buildApp({ config: testConfig(), database: offDb });
    try {
      const config = await off.inject({ method: 'GET', url: '/config.json', headers: { host: 'user.localhost' } });
      expect(config.json().translationCollection).toBeUndefined();
      const post = await off.inject({
        method: 'POST',
        url: COLLECT,
        headers: { 'api-key': 'x' },
        payload: { keys: [] },
      });
      expect(post.statusCode).toBe(404);
    } finally {
      await off.close();
      await offDb.close().catch(() => undefined);
    }
  });

  it('answers a random quote, its meaning in the asked language', async () => {
    const french = await app.inject({ method: 'GET', url: `${API}/quotes/random?language=fr` });
    expect(french.statusCode).toBe(200);
    expect(french.json().data).toMatchObject({ text: expect.any(String), source: expect.any(String) });
    const quote = french.json().data;
    if (quote.language !== 'en') expect(quote.meaning).not.toBe(quote.text);
    expect((await app.inject({ method: 'GET', url: `${API}/quotes/random?language=<x>` })).statusCode).toBe(400);
  });
});

describe('the HTTP quote provider', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url?.startsWith('/slow')) return void setTimeout(() => response.end('{}'), 2000);
      if (request.url?.startsWith('/broken')) return void response.writeHead(500).end();
      const language = new URL(request.url ?? '/', 'http://x').searchParams.get('language');
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ data: { text: 'Malo le tauta', author: 'Service', language } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const fallback = bundledQuoteProvider(() => 0);

  it('reads the service, passing the language', async () => {
    const provider = httpQuoteProvider({ url: `${base}/quote`, timeoutMs: 500, fallback });
    expect(await provider.random('sm')).toEqual({
      text: 'Malo le tauta',
      meaning: 'Malo le tauta',
      source: 'Service',
      language: 'sm',
    });
  });

  it('falls back to the bundled set on a timeout or a failure', async () => {
    const errors: unknown[] = [];
    for (const path of ['/slow', '/broken']) {
      const provider = httpQuoteProvider({
        url: `${base}${path}`,
        timeoutMs: 200,
        fallback,
        onError: (e) => errors.push(e),
      });
      const started = Date.now();
      const quote = await provider.random('fr');
      expect(Date.now() - started).toBeLessThan(1500);
      expect(quote.meaning).toMatch(/les gens/);
    }
    expect(errors).toHaveLength(2);
  });
});
