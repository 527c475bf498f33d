export * from './lib/activities.tables';
