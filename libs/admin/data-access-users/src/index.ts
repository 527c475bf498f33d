export * from './lib/users';
export * from './lib/roles';
export * from './lib/audit-log';
