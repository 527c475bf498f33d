import { openTestDatabase } from '@festival/server-db/testing';
import type { Database } from '@festival/server-db';
import { createInProcessQueue } from './in-process-queue';
import type { JobLogger } from './job-logger';
import type { JobQueue } from './jobs.types';
import { createPgBossQueue } from './pg-boss-queue';
import { createJobQueue } from './create-job-queue';

function recordingLogger() {
  const lines: { level: string; details: Record<string, unknown>; message: string }[] = [];
  const logger: JobLogger = {
    error: (details, message) => lines.push({ level: 'error', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
  };
  return { logger, lines };
}

async function until(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The behaviour both queues promise (JobQueue in jobs.types.ts). */
function queueContract(label: string, open: (logger: JobLogger) => Promise<JobQueue>) {
  describe(label, () => {
    let queue: JobQueue;
    let log: ReturnType<typeof recordingLogger>;

    beforeEach(async () => {
      log = recordingLogger();
      queue = await open(log.logger);
    });
    afterEach(async () => {
      await queue.stop();
    });

    it('runs each job sent with its data', async () => {
      const seen: number[] = [];
      queue.work<{ n: number }>('count', async ({ n }) => {
        seen.push(n);
      });
      await queue.start();
      await Promise.all([1, 2, 3].map((n) => queue.send('count', { n })));
      await until(() => seen.length === 3);
      expect(seen.sort()).toEqual([1, 2, 3]);
    });

    it('lets one job per singleton key wait: the others are absorbed', async () => {
      const seen: string[] = [];
      queue.work<{ id: string }>('promote', async ({ id }) => {
        seen.push(id);
      });
      // Sent before start, so all three are waiting at once.
      await queue.send('promote', { id: 'first' }, { singletonKey: 'activity-1' });
      await queue.send('promote', { id: 'second' }, { singletonKey: 'activity-1' });
      await queue.send('promote', { id: 'other' }, { singletonKey: 'activity-2' });
      await queue.start();
      await until(() => seen.length === 2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(seen.sort()).toEqual(['first', 'other']);
    });

    it('retries a failing job and logs each failure', async () => {
      let calls = 0;
      queue.work('flaky', async () => {
        calls += 1;
        if (calls < 2) throw new Error('database busy');
      });
      await queue.start();
      await queue.send('flaky', {});
      await until(() => calls === 2, 20_000);
      expect(log.lines).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          details: expect.objectContaining({ job: 'flaky', reason: 'database busy' }),
        }),
      );
    });

    it('runs a sweep every `everyMs`', async () => {
      let sweeps = 0;
      queue.work(
        'sweep',
        async () => {
          sweeps += 1;
        },
        { everyMs: 200 },
      );
      await queue.start();
      await until(() => sweeps >= 2);
    });

    it('refuses a job nobody handles', async () => {
      await queue.start();
      await expect(queue.send('nobody', {})).rejects.toThrow(/No handler/);
    });
  });
}

queueContract('the in-process queue', async (logger) => createInProcessQueue({ logger, retryDelayMs: 10 }));

describe('the in-process queue, more', () => {
  it('gives up after three attempts and says so', async () => {
    const { logger, lines } = recordingLogger();
    const queue = createInProcessQueue({ logger, retryDelayMs: 1 });
    let calls = 0;
    queue.work('broken', async () => {
      calls += 1;
      throw new Error('always');
    });
    await queue.start();
    await queue.send('broken', {});
    await until(() => lines.some((l) => l.level === 'error'));
    expect(calls).toBe(3);
    await queue.stop();
  });

  it('stop waits for the running job', async () => {
    const queue = createInProcessQueue({ logger: recordingLogger().logger });
    let finished = false;
    queue.work('slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      finished = true;
    });
    await queue.start();
    await queue.send('slow', {});
    await queue.stop();
    expect(finished).toBe(true);
  });

  it('is what createJobQueue picks for the embedded database', async () => {
    const queue = createJobQueue({ connectionString: null }, recordingLogger().logger);
    let ran = false;
    queue.work('x', async () => {
      ran = true;
    });
    await queue.start();
    await queue.send('x', {});
    await until(() => ran);
    await queue.stop();
  });
});

const url = process.env['DATABASE_URL'];
// Needs PostgreSQL: skipped without DATABASE_URL (the PGlite pass); CI runs it in its PostgreSQL stage.
describe.skipIf(!url)('on PostgreSQL (pg-boss)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  queueContract('the pg-boss queue', async (logger) =>
    createPgBossQueue({
      connectionString: database.connectionString as string,
      logger,
      pollingIntervalSeconds: 0.5,
      retryDelaySeconds: 1,
    }),
  );

  it('wakes its own idle worker on send rather than waiting for the next poll', async () => {
    const queue = createPgBossQueue({
      connectionString: database.connectionString as string,
      logger: recordingLogger().logger,
      pollingIntervalSeconds: 30,
    });
    const started: number[] = [];
    queue.work('wake', async () => {
      started.push(Date.now());
    });
    try {
      await queue.start();
      // The worker's first poll has found nothing; the next one is 30 s away.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const sent = Date.now();
      await queue.send('wake', {});
      await until(() => started.length === 1, 5_000);
      expect(started[0] - sent).toBeLessThan(2_000);
    } finally {
      await queue.stop();
    }
  });

  it('is what createJobQueue picks for PostgreSQL', () => {
    expect(database.connectionString).toMatch(/^postgres/);
    const queue = createJobQueue(database, recordingLogger().logger);
    expect(queue).not.toHaveProperty('idle');
  });
});
