export * from './lib/volunteer-page';
export * from './lib/volunteer-registration-page';
export * from './lib/volunteer-update-page';
