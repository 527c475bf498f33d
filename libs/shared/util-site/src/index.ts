export * from './lib/site-for-host';
export * from './lib/routes';
export * from './lib/redirect';
export * from './lib/prerendered';
export * from './lib/csp-nonce';
export * from './lib/stored-session';
export * from './lib/shell-fields';
export * from './lib/banner-image';
