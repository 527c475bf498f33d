export * from './lib/availability-grid';
export * from './lib/availability-field';
export * from './lib/volunteer-application-form';
