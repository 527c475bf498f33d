export * from './lib/media.tables';
export { mediaRoutes, type MediaRoutesOptions } from './lib/media.routes';
export { staffMediaRoutes, mediaExporter } from './lib/staff-media.routes';
export {
  accreditedMedia,
  EVENT_NOT_FOUND_MESSAGE,
  MEDIA_ALREADY_APPLIED_MESSAGE,
  MEDIA_CLOSED_MESSAGE,
  MEDIA_NOT_EDITABLE_MESSAGE,
  MEDIA_NOT_FOUND_MESSAGE,
} from './lib/media.service';
