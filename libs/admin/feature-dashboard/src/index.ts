export * from './lib/dashboard-page';
export * from './lib/dashboard-tiles';
