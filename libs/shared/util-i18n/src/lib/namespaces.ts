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

export type TranslationBundle = Partial<Record<Namespace, Record<string, unknown>>>;
