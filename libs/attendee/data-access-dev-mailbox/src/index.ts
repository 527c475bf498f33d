export * from './lib/dev-mailbox';
