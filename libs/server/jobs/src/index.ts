export * from './lib/jobs.types';
export * from './lib/local-job-queue';
