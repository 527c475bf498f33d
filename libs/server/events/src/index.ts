export * from './lib/events.tables';
export type { MainEventRow, SubEventRow, NewMainEvent, NewSubEvent } from './lib/events.repository';
export * from './lib/events.service';
export * from './lib/events.routes';
export * from './lib/staff-events.service';
export * from './lib/staff-events.routes';
export { eventImagesAmong, eventImageUrl, storedEventImages, type EventImageCheck } from './lib/event-images';
export { renderHomeShell, type HomeShellOptions, type ImageVariant } from './lib/home-shell';
export { attendeeStrings, attribute, fillTemplate, EMPTY_ROOT, type FillTemplateOptions } from './lib/page-shell';
