export * from './lib/admin-layout';
export * from './lib/admin-home-page';
