export * from './lib/media';
