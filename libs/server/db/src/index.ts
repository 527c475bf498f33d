export * from './lib/database';
export * from './lib/meta.tables';
