import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { authenticatePlugin, bearerToken, InvalidTokenError, type TokenVerifier } from './authenticate';
import { errorHandlerPlugin } from './error-handler';
import { createRateLimiter } from './rate-limit';
import { redactLogLine } from './logging';
import { cookieDomainFor, siteConfigFor } from './site-config';
import { cacheControlFor, safeRelativePath } from './sites';

describe('bearerToken', () => {
  it.each([
    ['Bearer abc.def', 'abc.def'],
    ['bearer   abc', 'abc'],
    ['Basic abc', null],
    ['Bearer', null],
    ['Bearer a b', null],
    [undefined, null],
  ])('%s → %s', (header, token) => expect(bearerToken(header)).toBe(token));
});

describe('authenticate hook', () => {
  it('rejects everything until a verifier is plugged in, then lets verified callers through', async () => {
    for (const verifier of [undefined, { verify: async (t: string) => ({ sub: t, claims: {} }) }]) {
      const app = Fastify();
      await app.register(errorHandlerPlugin);
      await app.register(authenticatePlugin, { tokenVerifier: verifier });
      app.register(async (scope) => {
        scope.addHook('onRequest', scope.authenticate);
        scope.get('/private', async (request) => ({ sub: request.principal?.sub }));
      });
      const response = await app.inject({ url: '/private', headers: { authorization: 'Bearer kai' } });
      expect(response.statusCode).toBe(verifier ? 200 : 401);
      if (verifier) expect(response.json()).toEqual({ sub: 'kai' });
      else expect(response.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
      await app.close();
    }
  });
});

describe('authenticate hook failures', () => {
  async function answerWith(verify: TokenVerifier['verify']) {
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    await app.register(authenticatePlugin, { tokenVerifier: { verify } });
    app.register(async (scope) => {
      scope.addHook('onRequest', scope.authenticate);
      scope.get('/private', async () => ({ ok: true }));
    });
    const response = await app.inject({ url: '/private', headers: { authorization: 'Bearer kai' } });
    await app.close();
    return { status: response.statusCode, body: response.json() };
  }

  it('answers 401 only to a token the verifier finds invalid', async () => {
    expect(await answerWith(async () => Promise.reject(new InvalidTokenError('expired')))).toEqual({
      status: 401,
      body: { message: 'Unauthorized', code: 'UNAUTHORIZED' },
    });
  });

  it.each([
    [
      'the database is down',
      () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['the key set cannot be fetched', () => new TypeError('fetch failed')],
  ])('answers 503 UNAVAILABLE, not 401, when %s', async (_case, make) => {
    const { status, body } = await answerWith(async () => Promise.reject(make()));
    expect(status).toBe(503);
    expect(body).toEqual({
      message: 'The service is temporarily unavailable. Please try again shortly.',
      code: 'UNAVAILABLE',
    });
  });
});

describe('createRateLimiter', () => {
  it('counts per key within a window and forgets after it', () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 2, windowMs: 10_000, now: () => now });
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('b')]).toEqual([0, 0, 0]);
    expect(limiter.hit('a')).toBe(10);
    now = 4_000;
    expect(limiter.hit('a')).toBe(6);
    now = 10_000;
    expect(limiter.hit('a')).toBe(0);
  });
});

describe('log redaction', () => {
  it('keeps tokens, cookies, passwords and card data out of log lines', () => {
    const lines: string[] = [];
    const logger = pino(
      { hooks: { streamWrite: redactLogLine } },
      new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) }),
    );
    logger.info({
      req: { headers: { authorization: 'Bearer secret-token', cookie: 'session=secret-cookie' }, body: 'secret-body' },
      body: { password: 'secret-password', cardNumber: '4111111111111111', cardCode: '123', code: '654321' },
      payment: { cvv: '999' },
      err: { code: 'EADDRINUSE' },
      // Deeper than any fixed path, and in lists.
      job: { data: { attendees: [{ registration: { delegationKey: 'secret-key' } }] } },
      res: { headers: { 'set-cookie': 'session=secret-set-cookie' } },
    });
    logger.child({ token: 'secret-binding' }).info('bound');
    const line = lines.join('');
    for (const secret of [
      'secret-token',
      'secret-cookie',
      'secret-body',
      'secret-password',
      '4111111111111111',
      '"123"',
      '654321',
      '999',
      'secret-key',
      'secret-set-cookie',
      'secret-binding',
    ])
      expect(line).not.toContain(secret);
    expect(line).toContain('[redacted]');
    expect(line).toContain('EADDRINUSE');
    expect(lines.map((each) => JSON.parse(each).job?.data.attendees[0].registration)[0]).toEqual({
      delegationKey: '[redacted]',
    });
  });

  it('leaves a line naming no secret field as it was written', () => {
    const line =
      '{"level":30,"reqId":"r1","req":{"method":"GET","url":"/api-svc/v1/events/active"},"msg":"incoming request"}\n';
    expect(redactLogLine(line)).toBe(line);
  });
});

describe('cookieDomainFor', () => {
  it.each([
    ['user.festival.example', 'festival.example'],
    ['admin.festival.example:443', 'festival.example'],
    ['identity.portal.festival.org', 'portal.festival.org'],
    ['user.localhost:8080', null],
    ['localhost:8080', null],
    ['127.0.0.1:8080', null],
    ['festival.example', null],
  ])('%s → %s', (host, domain) => expect(cookieDomainFor(host)).toBe(domain));
});

describe('siteConfigFor', () => {
  const settings = {
    environment: 'embedded' as const,
    identity: { userPoolId: 'local_X', clientId: 'c', region: 'local' },
    multiLanguage: false,
    devTools: true,
    festivalName: 'Pacific Arts & Culture Festival',
  };
  it("names the festival once, for the sites and the emails, and the organisers' address when configured", () => {
    const site = siteConfigFor({ protocol: 'http', host: 'user.localhost:8080' }, settings, null);
    expect(site.festivalName).toBe('Pacific Arts & Culture Festival');
    expect(site).not.toHaveProperty('contactEmail');
    const contact = { ...settings, contactEmail: 'help@festival.example' };
    expect(siteConfigFor({ protocol: 'http', host: 'user.localhost:8080' }, contact, null).contactEmail).toBe(
      'help@festival.example',
    );
  });
  it('points the identity endpoint at the embedded idp of the same origin unless one is configured', () => {
    expect(
      siteConfigFor({ protocol: 'https', host: 'identity.festival.example' }, settings, null).identity.endpoint,
    ).toBe('https://identity.festival.example/idp');
    const cognito = {
      ...settings,
      identity: { ...settings.identity, endpoint: 'https://cognito-idp.us-west-2.amazonaws.com/' },
    };
    expect(
      siteConfigFor({ protocol: 'https', host: 'identity.festival.example' }, cognito, null).identity.endpoint,
    ).toBe('https://cognito-idp.us-west-2.amazonaws.com/');
  });
  it('prefers the configured festival site over the active event link', () => {
    expect(
      siteConfigFor({ protocol: 'http', host: 'localhost' }, settings, 'https://event.example/').links.festivalSite,
    ).toBe('https://event.example/');
    expect(
      siteConfigFor(
        { protocol: 'http', host: 'localhost' },
        { ...settings, festivalSiteUrl: 'https://f.example/' },
        'https://event.example/',
      ).links.festivalSite,
    ).toBe('https://f.example/');
  });
});

describe('static file helpers', () => {
  it.each([
    ['/index.html', 'no-cache'],
    ['/sw.js', 'no-cache'],
    ['/assets/index-B3x9kQ2a.js', 'public, max-age=31536000, immutable'],
    ['/logo-a1b2c3d4e5.svg', 'public, max-age=31536000, immutable'],
    ['/robots.txt', 'no-cache'],
  ])('cache-control of %s is %s', (path, value) => expect(cacheControlFor(path)).toBe(value));

  it('keeps request paths inside the site', () => {
    expect(safeRelativePath('/a/../../../etc/passwd?x=1')).toBe('etc/passwd');
    expect(safeRelativePath('/%2e%2e/%2e%2e/secret')).toBe('secret');
    expect(() => safeRelativePath('/%E0%A4%A')).toThrow(/URL encoding/);
    expect(() => safeRelativePath('/a%00b')).toThrow(/not valid/);
  });
});
