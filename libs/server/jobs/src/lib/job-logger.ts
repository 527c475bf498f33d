/** The part of a pino logger the queues use (Fastify's `app.log` fits). */
export interface JobLogger {
  error(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

/** Attempts per job, the first included, before a failing job is given up (and logged as such). */
export const JOB_ATTEMPTS = 3;
