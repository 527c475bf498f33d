import { createRequire } from 'node:module';
import countryNames from 'i18n-iso-countries';
import iso6391 from 'iso-639-1';
import type { ContentItem } from '@festival/shared-util-api-contracts';

const require = createRequire(import.meta.url);
// The English names ship as JSON; require keeps it working unbundled, under Vitest and in the bundle.
countryNames.registerLocale(require('i18n-iso-countries/langs/en.json'));

const byName = (a: ContentItem, b: ContentItem) => a.name.localeCompare(b.name, 'en');

/** Every ISO 3166-1 country with its English name; id is the alpha-2 code. */
export function isoCountries(): ContentItem[] {
  return Object.entries(countryNames.getNames('en', { select: 'official' }))
    .map(([id, name]) => ({ id, name }))
    .sort(byName);
}

/** Every ISO 639-1 language with its English name; id is the two-letter code. */
export function isoLanguages(): ContentItem[] {
  return iso6391
    .getAllCodes()
    .map((id) => ({ id, name: iso6391.getName(id) }))
    .sort(byName);
}
