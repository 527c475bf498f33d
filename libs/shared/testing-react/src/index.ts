export * from './lib/render-with-providers';
