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

export * from './namespaces';

/** Every English string, bundled: for the server (the translation source) and tests; the sites load them per namespace. */
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
