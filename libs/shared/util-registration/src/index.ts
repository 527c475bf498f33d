export * from './lib/statuses';
export * from './lib/steps';
export * from './lib/reservation';
export * from './lib/time-zone';
export * from './lib/shifts';
export * from './lib/media-cutoff';
export * from './lib/payloads';
export * from './lib/media-statuses';
