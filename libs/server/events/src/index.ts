export * from './lib/events.tables';
export type { MainEventRow, SubEventRow, NewMainEvent, NewSubEvent } from './lib/events.repository';
export * from './lib/events.service';
export * from './lib/events.routes';
export * from './lib/staff-events.service';
export * from './lib/staff-events.routes';
export {
  bannersAndActivityPictures,
  eventImagesAmong,
  eventImageUrl,
  storedEventImages,
  noImageVariants,
  variantsOfImages,
  type EventImageCheck,
  type ImageVariants,
  type RequestImageVariants,
} from './lib/event-images';
export { renderHomeShell, type HomeShellOptions } from './lib/home-shell';
