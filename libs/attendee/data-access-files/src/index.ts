export * from './lib/files';
