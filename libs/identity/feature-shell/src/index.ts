export * from './lib/identity-layout';
