export * from './lib/table-params';
