export * from './lib/jobs.types';
export type { JobLogger } from './lib/job-logger';
export { JOB_ATTEMPTS } from './lib/job-logger';
export { createInProcessQueue } from './lib/in-process-queue';
export { createPgBossQueue } from './lib/pg-boss-queue';
export { createJobQueue } from './lib/create-job-queue';
export * from './lib/measured-queue';
