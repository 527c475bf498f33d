export * from './lib/users';
