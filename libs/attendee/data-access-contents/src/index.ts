export * from './lib/contents';
