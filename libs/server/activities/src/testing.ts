export * from './lib/testing/sandbox-payments';
