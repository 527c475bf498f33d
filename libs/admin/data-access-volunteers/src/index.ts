export * from './lib/volunteers';
