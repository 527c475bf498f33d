import { type Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { seedDemoData } from '@festival/server-seed';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError } from './config';
import { testConfig } from './test-app';

const engine = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
const TOKEN = 'a-long-random-metrics-token-for-tests';

describe(`metrics for Prometheus (${engine})`, () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoData(database.db);
    app = await buildApp({ config: testConfig({ METRICS_TOKEN: TOKEN }), database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
  });

  const scrape = () => app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

  it('answers only the holder of METRICS_TOKEN', async () => {
    expect((await app.inject('/metrics')).statusCode).toBe(401);
    expect((await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode).toBe(
      401,
    );
    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts answers by route pattern and status, never by raw URL', async () => {
    await app.inject('/api-svc/v1/events/active');
    const eventId = (await app.inject('/api-svc/v1/events/active')).json().data[0].id;
    await app.inject(`/api-svc/v1/events/${eventId}`);
    await app.inject('/api-svc/v1/events/not-a-uuid');
    const text = (await scrape()).body;
    expect(text).toMatch(
      /festival_http_request_duration_seconds_count\{method="GET",route="\/api-svc\/v1\/events\/active",status="200"\} 2/,
    );
    expect(text).toContain('route="/api-svc/v1/events/:id",status="200"');
    expect(text).toContain('route="/api-svc/v1/events/:id",status="400"');
    expect(text).not.toContain(eventId);
  });

  it('reads the outbox, the job queues, the event loop and memory when scraped', async () => {
    const text = (await scrape()).body;
    expect(text).toMatch(/^festival_mail_outbox_waiting \d+$/m);
    expect(text).toMatch(/^festival_mail_outbox_oldest_age_seconds [\d.]+$/m);
    expect(text).toMatch(/^festival_jobs_waiting\{job="reconcile-payments"\} \d+$/m);
    expect(text).toContain('# TYPE festival_activity_records gauge');
    expect(text).toContain('# TYPE festival_payments gauge');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    if (engine === 'PostgreSQL') expect(text).toMatch(/^festival_db_pool_connections\{state="total"\} \d+$/m);
  });

  it('serves no /metrics without a token, and refuses a short one', async () => {
    const plain = await buildApp({ config: testConfig(), database });
    try {
      // No such route: the request falls through to the sites (not built in tests: 503).
      const answer = await plain.inject('/metrics');
      expect(answer.statusCode).not.toBe(200);
      expect(answer.body).not.toContain('festival_http_request_duration_seconds');
    } finally {
      await plain.close();
    }
    expect(() => testConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
  });
});
