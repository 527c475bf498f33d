import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { CSP_NONCE_PLACEHOLDER } from '@festival/shared-util-site';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { browserOrigins } from './browser-origins';
import { loadConfig } from './config';
import { makeSitesDir, testConfig } from './test-app';

const HTML = { accept: 'text/html', host: 'user.localhost:8080' };

/** A policy's sources for style elements. */
const styleElementSources = (csp: unknown) => /(?:^|;)\s*style-src-elem ([^;]*)/.exec(String(csp))?.[1];
/** The nonce a policy allows style elements with. */
const policyNonce = (csp: unknown) => /'nonce-([^']*)'/.exec(styleElementSources(csp) ?? '')?.[1];
/** The nonce a page hands its scripts (Vite's meta, which the apps read). */
const pageNonce = (html: string) => /<meta property="csp-nonce" nonce="([^"]*)">/.exec(html)?.[1];

describe('security headers', () => {
  let database: Database;
  let app: FastifyInstance;
  let sitesDir: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    sitesDir = makeSitesDir(['attendee', 'admin', 'identity']);
    app = await buildApp({
      config: testConfig({ SITES_DIR: sitesDir, TRUST_PROXY: 'true' }),
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

  it('gives each page a fresh nonce for its style elements, the same in the page and in its policy', async () => {
    for (const host of ['user.localhost:8080', 'admin.localhost:8080', 'identity.localhost:8080']) {
      const first = await app.inject({ url: '/', headers: { ...HTML, host } });
      const second = await app.inject({ url: '/some/page', headers: { ...HTML, host } });
      for (const page of [first, second]) {
        expect(page.statusCode).toBe(200);
        const csp = page.headers['content-security-policy'];
        expect(styleElementSources(csp)).toMatch(/^'self' 'nonce-[A-Za-z0-9_-]{22}'$/);
        expect(String(csp)).toContain("style-src-attr 'unsafe-inline'");
        expect(String(csp)).not.toMatch(/style-src [^;]*unsafe-inline/);
        expect(pageNonce(page.body)).toBe(policyNonce(csp));
        expect(page.body).not.toContain(CSP_NONCE_PLACEHOLDER);
        // Another visitor must not get this page (and its nonce) from a shared cache.
        expect(page.headers['cache-control']).toBe('private, no-cache');
      }
      expect(policyNonce(second.headers['content-security-policy'])).not.toBe(
        policyNonce(first.headers['content-security-policy']),
      );
    }
    // The page under its own name too.
    const named = await app.inject({ url: '/index.html', headers: { host: HTML.host } });
    expect(pageNonce(named.body)).toBe(policyNonce(named.headers['content-security-policy']));
    // Answers that are not pages allow no style element but the sites' files.
    const json = await app.inject({ url: '/config.json', headers: { host: HTML.host } });
    expect(styleElementSources(json.headers['content-security-policy'])).toBe("'self'");
  });

  it('revalidates a kept page with the nonce it was sent with (304), and sends a changed page afresh', async () => {
    const first = await app.inject({ url: '/', headers: HTML });
    const etag = String(first.headers.etag);
    const kept = await app.inject({ url: '/faq', headers: { ...HTML, 'if-none-match': etag } });
    expect(kept.statusCode).toBe(304);
    expect(kept.headers.etag).toBe(etag);
    // The browser stores the 304's headers with its copy: the policy must name the copy's nonce.
    expect(policyNonce(kept.headers['content-security-policy'])).toBe(pageNonce(first.body));
    expect(kept.headers['cache-control']).toBe('private, no-cache');

    // A client's tag with something else than a nonce in it gets the page, and the policy stays ours.
    const forged = etag.replace(/\.[^"]*"$/, `.x' 'unsafe-inline"`);
    const refused = await app.inject({ url: '/', headers: { ...HTML, 'if-none-match': forged } });
    expect(refused.statusCode).toBe(200);
    expect(styleElementSources(refused.headers['content-security-policy'])).toBe(
      `'self' 'nonce-${pageNonce(refused.body)}'`,
    );

    const index = join(sitesDir, 'attendee', 'index.html');
    const before = readFileSync(index, 'utf8');
    writeFileSync(index, before.replace('attendee app', 'attendee app, rebuilt'));
    try {
      // (Not the home, which is kept with the public reads for their few seconds.)
      const rebuilt = await app.inject({ url: '/faq', headers: { ...HTML, 'if-none-match': etag } });
      expect(rebuilt.statusCode).toBe(200);
      expect(rebuilt.body).toContain('attendee app, rebuilt');
      expect(pageNonce(rebuilt.body)).not.toBe(pageNonce(first.body));
    } finally {
      writeFileSync(index, before);
    }
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
