import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { JobHandler, JobQueue } from './jobs.types';
import { JOB_ATTEMPTS, type JobLogger } from './job-logger';

export interface PgBossQueueOptions {
  connectionString: string;
  logger: JobLogger;
  /** How often a worker asks for jobs (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  retryDelaySeconds?: number;
}

interface Registration {
  handler: JobHandler<object>;
  everyMs?: number;
}

/**
 * The queue on PostgreSQL: pg-boss (its own `pgboss` schema, its own small pool). Every queue is
 * created with the `short` policy, whose unique index lets only one job per singleton key wait;
 * a job sent without a key gets a random one, so it never absorbs another. Sweeps (`everyMs`) are
 * sent by a timer in every replica under one key, so replicas together queue one sweep at a time.
 */
export function createPgBossQueue({
  connectionString,
  logger,
  pollingIntervalSeconds = 2,
  retryDelaySeconds = 5,
}: PgBossQueueOptions): JobQueue {
  const boss = new PgBoss({ connectionString, max: 3, supervise: true, schedule: false });
  boss.on('error', (error) => logger.error({ reason: error.message }, 'job queue error'));
  const registrations = new Map<string, Registration>();
  const timers = new Set<ReturnType<typeof setInterval>>();
  /** This process's worker of each job name, woken when it sends that job itself. */
  const workers = new Map<string, string>();
  let started = false;
  // A job may be sent before start() (during start-up): the connection and queue are made on first use.
  let opened: Promise<unknown> | null = null;
  const open = () => (opened ??= boss.start());
  const queues = new Map<string, Promise<void>>();
  function queue(name: string): Promise<void> {
    let made = queues.get(name);
    if (!made) {
      made = open().then(() =>
        boss.createQueue(name, {
          name,
          policy: 'short',
          retryLimit: JOB_ATTEMPTS - 1,
          retryDelay: retryDelaySeconds,
          retryBackoff: true,
        }),
      );
      queues.set(name, made);
    }
    return made;
  }

  async function listen(name: string, { handler, everyMs }: Registration): Promise<void> {
    await queue(name);
    const workerId = await boss.work<object>(name, { pollingIntervalSeconds }, async ([job]) => {
      try {
        await handler(job.data);
      } catch (error) {
        logger.warn({ job: name, jobId: job.id, reason: (error as Error).message }, 'job failed');
        throw error;
      }
    });
    workers.set(name, workerId);
    if (everyMs) {
      const timer = setInterval(() => {
        boss
          .send(name, {}, { singletonKey: '__sweep' })
          .catch((error: Error) => logger.error({ job: name, reason: error.message }, 'sweep not queued'));
      }, everyMs);
      timer.unref?.();
      timers.add(timer);
    }
  }

  return {
    work(name, handler, options) {
      if (registrations.has(name)) throw new Error(`Job "${name}" already has a handler`);
      const registration = { handler: handler as JobHandler<object>, everyMs: options?.everyMs };
      registrations.set(name, registration);
      if (started)
        listen(name, registration).catch((error: Error) =>
          logger.error({ job: name, reason: error.message }, 'job worker not started'),
        );
    },
    async send(name, data, options) {
      if (!registrations.has(name)) throw new Error(`No handler for job "${name}": register it with work() first`);
      await queue(name);
      await boss.send(name, data, { singletonKey: options?.singletonKey ?? randomUUID() });
      // Rather than after up to a polling interval (e.g. an export the browser is waiting for); a busy
      // worker takes it when done, and another replica's worker may still take it first.
      const workerId = workers.get(name);
      if (workerId) boss.notifyWorker(workerId);
    },
    async waiting() {
      if (!started) return {};
      const names = [...registrations.keys()];
      const sizes = await Promise.all(names.map((name) => boss.getQueueSize(name)));
      return Object.fromEntries(names.map((name, i) => [name, sizes[i]]));
    },
    async start() {
      if (started) return;
      await open();
      started = true;
      for (const [name, registration] of registrations) await listen(name, registration);
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      if (!opened) return;
      await opened.catch(() => undefined);
      started = false;
      opened = null;
      queues.clear();
      workers.clear();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
