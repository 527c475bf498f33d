export * from './lib/activities-page';
export * from './lib/activity-card';
