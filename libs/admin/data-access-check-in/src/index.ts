export * from './lib/check-in-api';
export * from './lib/check-in-queue';
export * from './lib/check-in-storage';
export * from './lib/use-check-in-desk';
export * from './lib/use-online';
