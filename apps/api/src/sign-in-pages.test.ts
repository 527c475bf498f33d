import { CSP_NONCE_PLACEHOLDER, lastAuthUserKey } from '@festival/shared-util-site';
import type { FastifyInstance } from 'fastify';
import { startFilledPagesApp } from './filled-pages-testing';
import { testConfig } from './test-app';

const HTML = { accept: 'text/html,application/xhtml+xml' };
const ADMIN = { ...HTML, host: 'admin.localhost:8080' };
const IDENTITY = { ...HTML, host: 'identity.localhost:8080' };
/** The nonce a page's policy allows scripts with. */
const scriptNonce = (csp: unknown) => /script-src 'self' 'nonce-([^']*)'/.exec(String(csp))?.[1];

describe('the sign-in pages, filled on the server (issue 14 point 4)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startFilledPagesApp());
  });
  afterAll(async () => {
    await close?.();
  });

  it("arrives on the admin site's /sign-in with the heading, the form and the identity site's forgot-password link", async () => {
    const response = await app.inject({ url: '/sign-in', headers: ADMIN });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const html = response.body;
    expect(html).toContain('<div id="root" data-prerendered="sign-in">');
    expect(html).toContain('<h1>Sign in to festival administration</h1>');
    expect(html).toContain('<label for="si-email">Email</label>');
    expect(html).toContain('<a class="si-link" href="http://identity.localhost:8080/forgot-password">');
    // The signed-in check runs with the page's nonce, the one its policy allows scripts with; it reads
    // the key the sites keep the session under.
    const nonce = scriptNonce(response.headers['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain(JSON.stringify(lastAuthUserKey(testConfig().identity.clientId)));
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
  });

  it("arrives on the identity site's / with its own heading and the sign-up link", async () => {
    const response = await app.inject({ url: '/', headers: IDENTITY });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Sign in to your festival account</h1>');
    expect(response.body).toContain('<a href="/sign-up">Create an account</a>');
    expect(response.body).toContain('<a class="si-link" href="http://identity.localhost:8080/forgot-password">');
  });

  it("is written in the visitor's language, one cached page per language", async () => {
    const french = await app.inject({ url: '/', headers: { ...IDENTITY, cookie: 'festival_locale=fr' } });
    expect(french.body).toMatch(/<html lang="fr">/);
    expect(french.body).toContain('<h1>Connectez-vous à votre compte du festival</h1>');
    expect(french.body).toContain('<label for="si-email">E-mail</label>');
    expect(french.headers.vary).toMatch(/cookie/i);
    const english = await app.inject({ url: '/', headers: IDENTITY });
    expect(english.body).toMatch(/<html lang="en">/);
    expect(english.headers.etag).not.toBe(french.headers.etag);
  });

  it('fills no other page: the admin home and the identity sign-up get the plain shell', async () => {
    for (const request of [
      { url: '/', headers: ADMIN },
      { url: '/sign-up', headers: IDENTITY },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('<script nonce=');
    }
  });
});
