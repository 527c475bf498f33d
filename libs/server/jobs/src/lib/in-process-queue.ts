import type { JobHandler, JobQueue } from './jobs.types';
import { JOB_ATTEMPTS, type JobLogger } from './job-logger';

interface Job {
  data: object;
  singletonKey?: string;
  attempt: number;
}

interface Lane {
  handler: JobHandler<object>;
  everyMs?: number;
  waiting: Job[];
  running: Promise<void> | null;
}

export interface InProcessQueueOptions {
  logger: JobLogger;
  /** Wait before a failed job's next attempt, doubled each time. */
  retryDelayMs?: number;
}

/**
 * The queue of the embedded default (PGlite has no second connection for pg-boss): jobs live in
 * memory and run one at a time per name, in the order sent. A job waiting in memory is lost if
 * the process stops, so handlers are sweeps that find their work in the database again (as
 * reconciliation and waitlist promotion do) rather than the only record of it.
 */
export function createInProcessQueue({ logger, retryDelayMs = 1_000 }: InProcessQueueOptions): JobQueue & {
  /** Resolves when no job is waiting or running (tests). */
  idle(): Promise<void>;
} {
  const lanes = new Map<string, Lane>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let started = false;
  let stopping = false;

  function drain(name: string, lane: Lane): void {
    if (!started || stopping || lane.running || lane.waiting.length === 0) return;
    const job = lane.waiting.shift() as Job;
    lane.running = run(name, lane, job).finally(() => {
      lane.running = null;
      drain(name, lane);
    });
  }

  async function run(name: string, lane: Lane, job: Job): Promise<void> {
    try {
      await lane.handler(job.data);
    } catch (error) {
      const attempt = job.attempt + 1;
      const details = { job: name, attempt, reason: (error as Error).message };
      if (attempt >= JOB_ATTEMPTS) {
        logger.error(details, 'job failed; giving up');
        return;
      }
      logger.warn(details, 'job failed; will retry');
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          lane.waiting.push({ ...job, attempt });
          drain(name, lane);
        },
        retryDelayMs * 2 ** (attempt - 1),
      );
      timers.add(timer);
    }
  }

  function enqueue(name: string, job: Job): void {
    const lane = lanes.get(name);
    if (!lane) throw new Error(`No handler for job "${name}": register it with work() first`);
    if (job.singletonKey !== undefined && lane.waiting.some((w) => w.singletonKey === job.singletonKey)) return;
    lane.waiting.push(job);
    drain(name, lane);
  }

  function startSweep(name: string, lane: Lane): void {
    if (!lane.everyMs) return;
    const every = lane.everyMs;
    const tick = () => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (stopping) return;
        enqueue(name, { data: {}, singletonKey: '__sweep', attempt: 0 });
        tick();
      }, every);
      timer.unref?.();
      timers.add(timer);
    };
    tick();
  }

  return {
    work(name, handler, options) {
      if (lanes.has(name)) throw new Error(`Job "${name}" already has a handler`);
      const lane: Lane = {
        handler: handler as JobHandler<object>,
        everyMs: options?.everyMs,
        waiting: [],
        running: null,
      };
      lanes.set(name, lane);
      if (started) startSweep(name, lane);
    },
    async send(name, data, options) {
      enqueue(name, { data, singletonKey: options?.singletonKey, attempt: 0 });
    },
    async waiting() {
      return Object.fromEntries([...lanes].map(([name, lane]) => [name, lane.waiting.length]));
    },
    async start() {
      if (started) return;
      started = true;
      for (const [name, lane] of lanes) {
        startSweep(name, lane);
        drain(name, lane);
      }
    },
    async stop() {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...lanes.values()].map((lane) => lane.running));
    },
    async idle() {
      for (;;) {
        const busy = [...lanes.values()].filter((lane) => lane.running || lane.waiting.length);
        if (busy.length === 0) return;
        await Promise.all(busy.map((lane) => lane.running ?? new Promise((r) => setTimeout(r, 5))));
      }
    },
  };
}
