export * from './lib/media-page';
export * from './lib/media-registration-page';
export * from './lib/media-information-page';
export * from './lib/media-update-page';
export * from './lib/media-application-form';
