export * from './lib/fees';
