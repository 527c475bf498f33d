export * from './lib/profile';
