export * from './lib/register-event-page';
export * from './lib/preview-event-page';
