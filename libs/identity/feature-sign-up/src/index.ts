export * from './lib/sign-up-page';
