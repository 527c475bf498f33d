export * from './lib/identity-layout';
export * from './lib/identity-home-page';
