export * from './lib/event-banner';
export * from './lib/event-facts';
export * from './lib/event-hero';
