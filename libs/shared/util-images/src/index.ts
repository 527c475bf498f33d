export * from './lib/compress-image';
