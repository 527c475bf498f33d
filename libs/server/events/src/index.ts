export * from './lib/events.tables';
export * from './lib/events.repository';
export * from './lib/events.service';
export * from './lib/events.routes';
