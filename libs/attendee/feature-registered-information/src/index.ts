export * from './lib/dashboard-page';
export * from './lib/my-events-page';
export * from './lib/registered-information-page';
export * from './lib/additional-attendee-page';
export * from './lib/visa-assistance-page';
export * from './lib/accommodation-assistance-page';
export * from './lib/delegation-portal-page';
