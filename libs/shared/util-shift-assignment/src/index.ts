export * from './lib/suggest-assignment';
