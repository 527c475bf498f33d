import type { Namespace } from './namespaces';

type Bundle = Record<string, unknown>;

/**
 * The English strings of each namespace, each in its own file (issue 14): a site downloads the
 * namespaces its first page shows before it renders, and the others when a page that uses one
 * first renders (react-i18next suspends it until they arrive).
 */
export const englishLoaders: Record<Namespace, () => Promise<Bundle>> = {
  common: () => import('./resources/common.en').then((m) => m.commonEn),
  attendee: () => import('./resources/attendee.en').then((m) => m.attendeeEn),
  admin: () => import('./resources/admin.en').then((m) => m.adminEn),
  identity: () => import('./resources/identity.en').then((m) => m.identityEn),
  auth: () => import('./resources/auth.en').then((m) => m.authEn),
  registration: () => import('./resources/registration.en').then((m) => m.registrationEn),
  registered: () => import('./resources/registered.en').then((m) => m.registeredEn),
  files: () => import('./resources/files.en').then((m) => m.filesEn),
  volunteer: () => import('./resources/volunteer.en').then((m) => m.volunteerEn),
  media: () => import('./resources/media.en').then((m) => m.mediaEn),
};
