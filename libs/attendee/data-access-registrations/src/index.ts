export * from './lib/registrations';
