export * from './lib/database';
export * from './lib/meta.tables';
export * from './lib/query-helpers';
export * from './lib/meta.repository';
export * from './lib/unique-violation';
export * from './lib/prepared-query';
export * from './lib/coalesced-reads';
export * from './lib/columns.tables';
