export * from './lib/envelopes';
export * from './lib/events';
export * from './lib/contents';
export * from './lib/site-config';
export * from './lib/registrations';
export * from './lib/files';
