import { type Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { seedDemoData } from '@festival/server-seed';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { makeSitesDir, testConfig } from './test-app';

const HTML = { accept: 'text/html,application/xhtml+xml' };

describe('sites by host', () => {
  let database: Database;
  let app: FastifyInstance;
  let halfBuilt: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoData(database.db);
    app = await buildApp({
      config: testConfig({ SITES_DIR: makeSitesDir(['attendee', 'admin', 'identity']) }),
      database,
    });
    halfBuilt = await buildApp({
      config: testConfig({
        SITES_DIR: makeSitesDir(['admin']),
        NODE_ENV: 'production',
        ALLOW_MAILBOX_IN_PRODUCTION: 'true',
        PUBLIC_BASE_URL: 'https://festival.example',
        MULTI_LANGUAGE: 'true',
        FESTIVAL_SITE_URL: 'https://www.festival.example/',
      }),
      database,
    });
  });
  afterAll(async () => {
    await app?.close();
    await halfBuilt?.close();
    await database?.close();
  });

  it.each([
    ['user.localhost:8080', 'attendee'],
    ['www.festival.example', 'attendee'],
    ['admin.localhost:8080', 'admin'],
    ['identity.localhost:8080', 'identity'],
    ['localhost:8080', 'admin'],
    ['127.0.0.1:8080', 'admin'],
  ])('%s gets the %s app', async (host, site) => {
    const response = await app.inject({ url: '/', headers: { host, ...HTML } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`${site} app`);
    // A page carries its own nonce: no shared cache may keep it (security-headers.test.ts).
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('falls back to index.html for page navigations (GET and HEAD) on any app path', async () => {
    const page = await app.inject({
      url: '/my-events/42?tab=activities',
      headers: { host: 'user.localhost', ...HTML },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('attendee app');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const head = await app.inject({
      method: 'HEAD',
      url: '/preview-event/1',
      headers: { host: 'user.localhost', ...HTML },
    });
    expect(head.statusCode).toBe(200);
  });

  it('serves files, caching hashed assets for a year and the service worker never', async () => {
    const asset = await app.inject({ url: '/assets/index-B3x9kQ2a.js', headers: { host: 'admin.localhost' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain("console.log('admin')");
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await app.inject({ url: '/sw.js', headers: { host: 'user.localhost' } });
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/robots.txt', headers: { host: 'identity.localhost' } })).body).toBe(
      'User-agent: *',
    );
  });

  it('answers 404 for missing files, non-page requests, dotfiles and paths outside the site', async () => {
    for (const [url, headers] of [
      ['/assets/missing-Abcdefgh.js', HTML],
      ['/some/page', { accept: 'application/json' }],
      ['/.env', HTML],
      ['/..%2f..%2fpackage.json', {}],
      ['/%2e%2e/admin/index.html', {}],
    ] as const) {
      const response = await app.inject({ url, headers: { host: 'user.localhost', ...headers } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await app.inject({ url: '/%E0%A4%A', headers: { host: 'user.localhost', ...HTML } })).statusCode).toBe(400);
  });

  it('says clearly when a site is not built yet', async () => {
    const page = await halfBuilt.inject({ url: '/', headers: { host: 'user.localhost', ...HTML } });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('The attendee site is not built yet');
    const json = await halfBuilt.inject({
      url: '/',
      headers: { host: 'identity.localhost', accept: 'application/json' },
    });
    expect(json.json()).toMatchObject({ code: 'SITE_NOT_BUILT' });
    expect((await halfBuilt.inject({ url: '/', headers: { host: 'admin.localhost', ...HTML } })).statusCode).toBe(200);
  });

  describe('GET /config.json', () => {
    it('gives each site its runtime settings on the embedded default', async () => {
      const response = await app.inject({ url: '/config.json', headers: { host: 'user.localhost:8080' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toEqual({
        site: 'attendee',
        environment: 'embedded',
        apiBaseUrl: '/api-svc/v1',
        translationBaseUrl: '/translation',
        identity: {
          endpoint: 'http://user.localhost:8080/idp',
          userPoolId: 'local_Festival01',
          clientId: 'festivalportallocal',
          region: 'local',
          cookieDomain: null,
        },
        captchaChallengeUrl: '/idp/captcha/challenge',
        festivalName: 'Pacific Arts & Culture Festival',
        features: { multiLanguage: false, devTools: true },
        links: {
          festivalSite: 'https://festival.example/',
          attendeeSite: 'http://user.localhost:8080',
          adminSite: 'http://admin.localhost:8080',
          identitySite: 'http://identity.localhost:8080',
        },
      });
      expect(
        (await app.inject({ url: '/config.json', headers: { host: 'identity.localhost:8080' } })).json().site,
      ).toBe('identity');
    });

    it('follows the environment: production, multi-language, festival site, a shared cookie domain', async () => {
      const config = (
        await halfBuilt.inject({ url: '/config.json', headers: { host: 'admin.festival.example' } })
      ).json();
      expect(config).toMatchObject({
        site: 'admin',
        environment: 'production',
        identity: { endpoint: 'https://admin.festival.example/idp', cookieDomain: 'festival.example' },
        features: { multiLanguage: true, devTools: false },
        links: { festivalSite: 'https://www.festival.example/', attendeeSite: 'https://user.festival.example' },
      });
    });

    it('builds every link from PUBLIC_BASE_URL in production: a forged Host header only picks the site', async () => {
      const config = (
        await halfBuilt.inject({ url: '/config.json', headers: { host: 'admin.evil.example:666' } })
      ).json();
      expect(config).toMatchObject({
        site: 'admin',
        identity: { endpoint: 'https://admin.festival.example/idp', cookieDomain: 'festival.example' },
        links: { attendeeSite: 'https://user.festival.example', identitySite: 'https://identity.festival.example' },
      });
      expect(JSON.stringify(config)).not.toContain('evil');
    });

    it('serves no API docs in production unless API_DOCS=true', async () => {
      expect((await halfBuilt.inject({ url: '/api-svc/v1/docs' })).statusCode).toBe(404);
      expect((await halfBuilt.inject({ url: '/api-svc/v1/openapi.json' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/api-svc/v1/openapi.json' })).statusCode).toBe(200);
    });
  });

  it("leaves /media and the pages below it to the attendee site: only /media/demo is the server's", async () => {
    for (const url of ['/media', '/media/registration', '/media/update']) {
      const response = await app.inject({ url, headers: { host: 'user.localhost', ...HTML } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('attendee app');
    }
  });

  it('serves the demo festival images at a stable URL', async () => {
    for (const name of ['banner.svg', 'logo.svg']) {
      const response = await app.inject({ url: `/media/demo/${name}`, headers: { host: 'user.localhost' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/image\/svg\+xml/);
      expect(response.body).toContain('<svg');
    }
    expect(
      (await app.inject({ url: '/media/demo/nope.svg', headers: { host: 'user.localhost', ...HTML } })).json(),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });
});
