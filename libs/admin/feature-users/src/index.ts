export * from './lib/users-page';
export * from './lib/roles-page';
export * from './lib/audit-log-page';
