export * from './lib/profile-page';
