import type { Counter, Histogram } from 'prom-client';
import type { JobHandler, JobQueue } from './jobs.types';

export interface JobMetrics {
  jobRuns: Counter<'job' | 'outcome'>;
  jobDuration: Histogram<'job'>;
}

/** The same queue, counting each run of a job (a sweep's too), its outcome and its time. */
export function measuredJobQueue(queue: JobQueue, metrics: JobMetrics): JobQueue {
  return {
    work<T extends object>(name: string, handler: JobHandler<T>, options?: { everyMs?: number }) {
      queue.work<T>(
        name,
        async (data: T) => {
          const stop = metrics.jobDuration.startTimer({ job: name });
          try {
            await handler(data);
            metrics.jobRuns.inc({ job: name, outcome: 'ok' });
          } catch (error) {
            metrics.jobRuns.inc({ job: name, outcome: 'failed' });
            throw error;
          } finally {
            stop();
          }
        },
        options,
      );
    },
    send: (name, data, options) => queue.send(name, data, options),
    waiting: () => queue.waiting(),
    start: () => queue.start(),
    stop: () => queue.stop(),
  };
}
