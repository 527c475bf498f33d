/**
 * Background work (DESIGN.md: waitlist promotion, payment reconciliation, mail retries): pg-boss
 * on PostgreSQL, an in-process queue running the same handlers on the embedded default. Handlers
 * must be safe to run twice or at the same time (the queue may deliver a job again after a crash).
 */
export type JobHandler<T extends object = Record<string, unknown>> = (data: T) => Promise<void>;

export interface JobQueue {
  /** Registers the handler of a job name; optionally runs it every `everyMs` with `{}` (a sweep). */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: { everyMs?: number }): void;
  /**
   * Queues a job. With `singletonKey`, a job of that name and key already waiting absorbs this one
   * (e.g. one promotion per activity at a time).
   */
  send<T extends object>(name: string, data: T, options?: { singletonKey?: string }): Promise<void>;
  /** Jobs queued and not yet started, by name: this process's on the in-process queue, the cluster's on pg-boss. */
  waiting(): Promise<Record<string, number>>;
  start(): Promise<void>;
  /** Stops taking jobs and waits for those running. */
  stop(): Promise<void>;
}
