export * from './lib/site-for-host';
