export * from './lib/registrations-page';
export * from './lib/registration-page';
export * from './lib/delegations-page';
export * from './lib/visa-requests-page';
export * from './lib/accommodation-requests-page';
export * from './lib/media-applications-page';
