export * from './lib/testing/fake-payments';
