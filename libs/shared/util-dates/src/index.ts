export * from './lib/zoned';
