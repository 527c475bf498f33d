export * from './lib/jobs.types';
