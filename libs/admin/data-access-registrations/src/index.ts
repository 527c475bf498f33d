export * from './lib/registrations';
export * from './lib/assistance';
export * from './lib/filter-options';
export * from './lib/media';
