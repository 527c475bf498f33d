export * from './lib/admin-access';
export * from './lib/use-permissions-status';
export * from './lib/no-access-page';
export * from './lib/require-admin';
export * from './lib/sign-in-page';
