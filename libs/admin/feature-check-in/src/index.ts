export * from './lib/check-in-page';
