export * from './lib/forgot-password-page';
export * from './lib/change-password-page';
export * from './lib/account-page';
