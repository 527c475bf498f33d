import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What an organiser watches an opening surge by, in Prometheus's format (prom-client, the
 * field's standard). Counters are per process: sum them over the replicas (docs/operations.md).
 */
export interface Metrics {
  registry: Registry;
  /** Every answer: its route's pattern (never the raw URL, which would make a series per id), method and status. */
  httpRequests: Histogram<'method' | 'route' | 'status'>;
  /** Background job runs by name and outcome (ok, failed); sweeps included. */
  jobRuns: Counter<'job' | 'outcome'>;
  jobDuration: Histogram<'job'>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Event-loop lag, heap and resident memory, CPU, handles, GC: prom-client's process metrics.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Histogram({
      name: 'festival_http_request_duration_seconds',
      help: 'HTTP answers by route pattern, method and status, and how long they took',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    jobRuns: new Counter({
      name: 'festival_job_runs_total',
      help: 'Background job runs by job name and outcome (ok, failed)',
      labelNames: ['job', 'outcome'],
      registers,
    }),
    jobDuration: new Histogram({
      name: 'festival_job_duration_seconds',
      help: 'How long background job runs took, by job name',
      labelNames: ['job'],
      buckets: [0.01, 0.05, 0.25, 1, 5, 30, 120],
      registers,
    }),
  };
}

/** A value read when Prometheus scrapes (a query, a pool's counters), never on the request path. */
export interface ScrapedGauge {
  name: string;
  help: string;
  labelNames?: string[];
  read(): Promise<Array<{ labels?: Record<string, string>; value: number }>>;
}

export interface MetricsPluginOptions {
  metrics: Metrics;
  /** `/metrics` answers only with `Authorization: Bearer <token>`; null: no `/metrics` at all. */
  token: string | null;
  scraped?: ScrapedGauge[];
}

/** Compares without telling, by its timing, how much of a guess was right. */
function sameToken(given: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export const metricsPlugin = fp<MetricsPluginOptions>(
  async (app: FastifyInstance, { metrics, token, scraped = [] }) => {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.httpRequests.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
    for (const gauge of scraped) {
      new Gauge({
        name: gauge.name,
        help: gauge.help,
        labelNames: gauge.labelNames ?? [],
        registers: [metrics.registry],
        async collect() {
          this.reset();
          for (const { labels, value } of await gauge.read()) this.set(labels ?? {}, value);
        },
      });
    }
    if (token === null) return;
    app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
      if (!sameToken(request.headers.authorization, token))
        return reply.status(401).send({ message: 'A metrics token is required', code: 'UNAUTHORIZED' });
      return reply
        .header('content-type', metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.registry.metrics());
    });
  },
  { name: 'metrics' },
);
