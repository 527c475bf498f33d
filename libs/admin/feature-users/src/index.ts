export * from './lib/users-page';
