export * from './lib/database';
export * from './lib/meta.tables';
export * from './lib/query-helpers';
