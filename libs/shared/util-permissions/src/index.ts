export * from './lib/permissions';
export * from './lib/http-actions';
