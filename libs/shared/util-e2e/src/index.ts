export * from './lib/portal-server';
export * from './lib/playwright-config';
export * from './lib/accessibility';
export * from './lib/mailbox';
export * from './lib/accounts';
export * from './lib/stored-files';
export * from './lib/journey-test';
export * from './lib/languages';
