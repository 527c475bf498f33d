import type { JobHandler, JobQueue } from './jobs.types';

/**
 * A stop-gap in-process JobQueue until the payments branch brings the real ones (pg-boss and
 * its in-process twin): runs each job soon after it is sent, one waiting job per singleton key,
 * and the `everyMs` sweeps on a timer. Nothing survives a restart; handlers are idempotent.
 */
export function createLocalJobQueue(logger?: {
  error(details: Record<string, unknown>, message: string): void;
}): JobQueue {
  const handlers = new Map<string, JobHandler<never>>();
  const sweeps: { name: string; everyMs: number }[] = [];
  const waiting = new Set<string>();
  const running = new Set<Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let started = false;
  let stopped = false;

  function run(name: string, data: object): Promise<void> {
    const handler = handlers.get(name);
    if (!handler || stopped) return Promise.resolve();
    const job = (handler as JobHandler<object>)(data)
      .catch((error: unknown) => logger?.error({ job: name, reason: (error as Error).message }, 'job failed'))
      .finally(() => running.delete(job));
    running.add(job);
    return job;
  }

  return {
    work(name, handler, options) {
      handlers.set(name, handler as JobHandler<never>);
      if (options?.everyMs) sweeps.push({ name, everyMs: options.everyMs });
    },
    async send(name, data, options) {
      const key = options?.singletonKey === undefined ? undefined : `${name}:${options.singletonKey}`;
      if (key !== undefined) {
        if (waiting.has(key)) return;
        waiting.add(key);
      }
      setImmediate(() => {
        if (key !== undefined) waiting.delete(key);
        void run(name, data);
      });
    },
    async start() {
      if (started) return;
      started = true;
      for (const { name, everyMs } of sweeps) {
        const timer = setInterval(() => void run(name, {}), everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      stopped = true;
      timers.forEach(clearInterval);
      await Promise.all(running);
    },
  };
}
