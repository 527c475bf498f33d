export * from './lib/activities';
