export * from './lib/dev-page';
