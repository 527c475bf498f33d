export * from './lib/seed';
export * from './lib/demo-festival';
export * from './lib/demo-media';
export * from './lib/honolulu-time';
