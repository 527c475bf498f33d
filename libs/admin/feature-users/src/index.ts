export * from './lib/table-params';
export * from './lib/use-table-params';
export * from './lib/users-page';
