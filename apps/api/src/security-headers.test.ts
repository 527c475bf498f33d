import { type Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { browserOrigins } from './browser-origins';
import { loadConfig } from './config';
import { makeSitesDir, testConfig } from './test-app';

const HTML = { accept: 'text/html', host: 'user.localhost:8080' };

describe('security headers', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({
      config: testConfig({ SITES_DIR: makeSitesDir(['attendee', 'admin', 'identity']), TRUST_PROXY: 'true' }),
      database,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('sends a Content-Security-Policy the apps run under, with no framing, sniffing or referrer leaks', async () => {
    const page = await app.inject({ url: '/', headers: HTML });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // HSTS only over HTTPS (here: said by the proxy in front).
    expect(page.headers['strict-transport-security']).toBeUndefined();
    const overHttps = await app.inject({ url: '/', headers: { ...HTML, 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('keeps answers to a signed-in caller out of every cache; public reads keep their caching', async () => {
    const personal = await app.inject({ url: '/api-svc/v1/me', headers: { authorization: 'Bearer not-a-token' } });
    expect(personal.statusCode).toBe(401);
    expect(personal.headers['cache-control']).toBe('no-store');
    const anonymous = await app.inject({ url: '/api-svc/v1/me' });
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const asset = await app.inject({ url: '/assets/index-B3x9kQ2a.js', headers: { host: 'user.localhost:8080' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('lets the apps reach a Cognito pool and an S3 bucket when those are configured', () => {
    const config = loadConfig({
      COGNITO_USER_POOL_ID: 'us-west-2_AbC123',
      COGNITO_CLIENT_ID: 'client',
      S3_BUCKET: 'festival-files',
      S3_REGION: 'us-west-2',
    });
    expect(browserOrigins(config)).toEqual({
      connectSources: [
        'https://cognito-idp.us-west-2.amazonaws.com',
        'https://festival-files.s3.us-west-2.amazonaws.com',
        'https://s3.us-west-2.amazonaws.com',
      ],
      imageSources: ['https://festival-files.s3.us-west-2.amazonaws.com', 'https://s3.us-west-2.amazonaws.com'],
    });
    expect(browserOrigins(testConfig())).toEqual({ connectSources: [], imageSources: [] });
  });
});
