import { adminEn } from './resources/admin.en';
import { attendeeEn } from './resources/attendee.en';
import { authEn } from './resources/auth.en';
import { commonEn } from './resources/common.en';
import { identityEn } from './resources/identity.en';
import { filesEn } from './resources/files.en';
import { mediaEn } from './resources/media.en';
import { registeredEn } from './resources/registered.en';
import { registrationEn } from './resources/registration.en';
import { volunteerEn } from './resources/volunteer.en';

/** One namespace per area; `common` is shared by all sites. */
export const NAMESPACES = [
  'common',
  'attendee',
  'admin',
  'identity',
  'auth',
  'registration',
  'registered',
  'files',
  'volunteer',
  'media',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const DEFAULT_LANGUAGE = 'en';

export const resources = {
  en: {
    common: commonEn,
    attendee: attendeeEn,
    admin: adminEn,
    identity: identityEn,
    auth: authEn,
    registration: registrationEn,
    registered: registeredEn,
    files: filesEn,
    volunteer: volunteerEn,
    media: mediaEn,
  },
} as const;

export type TranslationBundle = Partial<Record<Namespace, Record<string, unknown>>>;
