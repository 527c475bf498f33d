import { type Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { InvalidTokenError } from '@festival/server-platform';
import { seedDemoData } from '@festival/server-seed';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { testConfig } from './test-app';

const engine = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe(`API /api-svc/v1 (${engine})`, () => {
  let database: Database;
  let app: FastifyInstance;
  let eventId: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoData(database.db);
    app = await buildApp({ config: testConfig(), database });
    eventId = (await app.inject('/api-svc/v1/events/active')).json().data[0].id;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
  });

  describe('GET /contents', () => {
    it('lists every ISO 3166-1 country and ISO 639-1 language, sorted by English name', async () => {
      const response = await app.inject('/api-svc/v1/contents');
      expect(response.statusCode).toBe(200);
      const { countries, languages } = response.json().data;
      expect(countries.length).toBeGreaterThanOrEqual(249);
      expect(languages.length).toBeGreaterThanOrEqual(7000);
      expect(countries).toContainEqual({ id: 'FJ', name: 'Fiji' });
      expect(countries).toContainEqual({ id: 'US', name: 'United States of America' });
      expect(languages).toContainEqual({ id: 'sm', name: 'Samoan (Gagana Sāmoa)' });
      expect(languages).toContainEqual({ id: 'haw', name: 'Hawaiian (ʻŌlelo Hawaiʻi)' });
      const names = countries.map((c: { name: string }) => c.name);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
      expect(names[0]).toBe('Afghanistan');
    });
  });

  describe('GET /events/active', () => {
    it('lists the ACTIVE festival in a list envelope', async () => {
      const response = await app.inject('/api-svc/v1/events/active');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ hasNext: false, payloadSize: 1, totalRecords: 1 });
      expect(body.data[0]).toMatchObject({
        name: 'Pacific Arts & Culture Festival 2027',
        status: 'ACTIVE',
        timezone: 'Pacific/Honolulu',
        bannerImage: '/media/demo/banner.svg',
        logoImage: '/media/demo/logo.svg',
        // 09:00 in Honolulu is 19:00 UTC (UTC−10).
        startDate: '2027-06-06T19:00:00.000Z',
      });
    });

    it('pages and searches', async () => {
      expect((await app.inject('/api-svc/v1/events/active?take=1&skip=1')).json()).toEqual({
        data: [],
        hasNext: false,
        payloadSize: 0,
        totalRecords: 1,
      });
      expect(
        (await app.inject('/api-svc/v1/events/active?search=pacific&sort=name&order=desc')).json().totalRecords,
      ).toBe(1);
      expect((await app.inject('/api-svc/v1/events/active?search=%25%25')).json().totalRecords).toBe(0);
    });

    it.each([
      ['an unknown query parameter', 'limit=5', 'query.limit'],
      ['a wrong type', 'take=ten', 'query.take'],
      ['a number out of range', 'take=0', 'query.take'],
      ['an unknown sort field', 'sort=password', 'query.sort'],
      ['an unknown order', 'order=sideways', 'query.order'],
    ])('answers 400 with field errors for %s', async (_case, query, field) => {
      const response = await app.inject(`/api-svc/v1/events/active?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Invalid input',
        errors: [expect.objectContaining({ field })],
      });
    });
  });

  describe('GET /events/{id}', () => {
    it('shows the festival with only its ACTIVE sub-events', async () => {
      const response = await app.inject(`/api-svc/v1/events/${eventId}`);
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.id).toBe(eventId);
      expect(data.subEvents).toHaveLength(11);
      expect(data.subEvents.every((s: { status: string }) => s.status === 'ACTIVE')).toBe(true);
      const names = data.subEvents.map((s: { name: string }) => s.name);
      expect(names).not.toContain('Lauhala Weaving Circle');
      expect(names).not.toContain('Sunrise Paddle at Ala Moana');
      expect(data.subEvents.find((s: { name: string }) => s.name === 'Voyaging Canoe Sail')).toMatchObject({
        capacity: 2,
        isAllowWaitList: true,
        activityRegistrationFee: 7500,
        numRegistration: 0,
        startDate: '2027-06-08T17:00:00.000Z',
      });
    });

    it('answers 404 JSON for an unknown id and 400 for one that is not a uuid', async () => {
      const missing = await app.inject(`/api-svc/v1/events/${UNKNOWN_ID}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Event not found', code: 'NOT_FOUND' });
      const invalid = await app.inject('/api-svc/v1/events/42');
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors).toEqual([{ field: 'params.id', message: 'must match format "uuid"' }]);
    });
  });

  describe('protected routes', () => {
    it('answer 401 without a token, and with a token no verifier accepts', async () => {
      for (const headers of [{}, { authorization: 'Bearer abc.def.ghi' }, { authorization: 'Basic dXNlcjpwYXNz' }]) {
        const response = await app.inject({ url: '/api-svc/v1/me', headers });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
      }
    });

    it('let a caller through whose token the plugged-in verifier accepts', async () => {
      const withIdentity = await buildApp({
        config: testConfig(),
        database,
        tokenVerifier: {
          verify: async (token) => {
            if (token !== 'good-token') throw new InvalidTokenError('bad signature');
            return { sub: 'user-1', email: 'kai@festival.example', claims: {} };
          },
        },
      });
      try {
        const ok = await withIdentity.inject({
          url: '/api-svc/v1/me',
          headers: { authorization: 'Bearer good-token' },
        });
        expect(ok.statusCode).toBe(200);
        expect(ok.json().data).toMatchObject({ email: 'kai@festival.example' });
        expect(
          (await withIdentity.inject({ url: '/api-svc/v1/me', headers: { authorization: 'Bearer forged' } }))
            .statusCode,
        ).toBe(401);
      } finally {
        await withIdentity.close();
      }
    });
  });

  describe('errors', () => {
    it('answers 404 JSON for unknown API paths and methods, whatever the host', async () => {
      for (const [method, url, host] of [
        ['GET', '/api-svc/v1/nothing-here', 'user.localhost'],
        ['POST', '/api-svc/v1/events/active', 'admin.localhost'],
        ['DELETE', '/api-svc/v1/contents', 'identity.localhost'],
        ['GET', '/api-svc/v2/contents', 'localhost'],
      ] as const) {
        const response = await app.inject({ method, url, headers: { host, accept: 'text/html' } });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    });

    it('limits requests per client address with 429, one budget across replicas of one database', async () => {
      const limited = await buildApp({ config: testConfig({ RATE_LIMIT_PER_MINUTE: '3' }), database });
      // A second replica: its own process memory, the same database.
      const replica = await buildApp({ config: testConfig({ RATE_LIMIT_PER_MINUTE: '3' }), database });
      try {
        const codes = [];
        for (const server of [limited, replica, limited, replica])
          codes.push((await server.inject('/api-svc/v1/events/active')).statusCode);
        expect(codes).toEqual([200, 200, 200, 429]);
        const refused = await limited.inject('/api-svc/v1/contents');
        expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
        // Another address has its own budget.
        expect((await replica.inject({ url: '/api-svc/v1/contents', remoteAddress: '10.0.0.9' })).statusCode).toBe(200);
        // Health checks and the sites are not API calls.
        expect((await limited.inject('/healthz')).statusCode).toBe(200);
      } finally {
        await limited.close();
        await replica.close();
      }
    });

    it('echoes a sane x-request-id and makes one up otherwise', async () => {
      const given = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'trace-123' } });
      expect(given.headers['x-request-id']).toBe('trace-123');
      const made = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id with spaces' } });
      expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('OpenAPI', () => {
    it('publishes a document generated from the route schemas, and a docs page', async () => {
      const document = (await app.inject('/api-svc/v1/openapi.json')).json();
      expect(document.openapi).toMatch(/^3\./);
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining([
          '/api-svc/v1/contents',
          '/api-svc/v1/events/active',
          '/api-svc/v1/events/{id}',
          '/api-svc/v1/me',
          '/healthz',
          '/readyz',
        ]),
      );
      expect(document.paths['/api-svc/v1/events/active'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
        expect.arrayContaining(['take', 'skip', 'sort', 'order', 'search']),
      );
      const docs = await app.inject('/api-svc/v1/docs/');
      expect(docs.statusCode).toBe(200);
      expect(docs.headers['content-type']).toMatch(/text\/html/);
    });
  });

  describe('health', () => {
    it('is alive and ready', async () => {
      expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
      expect((await app.inject('/readyz')).json()).toEqual({ status: 'ok' });
    });

    // Last in this file: it closes the shared database.
    it('is not ready once the database is gone, while still alive', async () => {
      await database.close();
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: 'The database is not reachable', code: 'NOT_READY' });
      expect((await app.inject('/healthz')).statusCode).toBe(200);
    });
  });
});
