export * from './lib/api-error';
export * from './lib/error-message';
export * from './lib/create-api-client';
export * from './lib/query-client';
export * from './lib/api-client-context';
export * from './lib/site-config';
export * from './lib/site-config-context';
export * from './lib/upload-file';
