export * from './lib/sign-in-page';
