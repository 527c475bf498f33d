import { createRequire } from 'node:module';
import countryNames from 'i18n-iso-countries';
import { iso6393 } from 'iso-639-3';
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

/**
 * What speakers call their own language, for the Pacific languages the festival's delegations
 * speak whose own name the runtime's CLDR data does not give for a two-letter code (it knows Tongan).
 * Keys are the language ids below.
 */
const PACIFIC_OWN_NAMES: Record<string, string> = {
  haw: 'ʻŌlelo Hawaiʻi',
  mi: 'te reo Māori',
  sm: 'Gagana Sāmoa',
  fj: 'Na Vosa Vakaviti',
  chk: 'Chuuk',
  pau: 'a tekoi er a Belau',
  mh: 'Kajin M̧ajeļ',
  gil: 'Taetae ni Kiribati',
  niu: 'Vagahau Niue',
  rar: 'Te reo Māori Kūki ʻĀirani',
  tkl: 'Gagana Tokelau',
  tvl: 'Te gana Tūvalu',
  ch: 'Finuʼ Chamoru',
  ty: 'Reo Tahiti',
  pon: 'Lokaiahn Pohnpei',
  kos: 'Kosrae',
  yap: 'Waab',
  wls: 'Fakaʻuvea',
  fud: 'Fakafutuna',
  mrq: 'ʻEo ʻEnata',
  na: 'Dorerin Naoero',
  ho: 'Hiri Motu',
  hif: 'Fiji Baat',
};

const englishNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const nameIn = (locale: string, tag: string): string | undefined => {
  try {
    return locale === 'en' ? englishNames.of(tag) : new Intl.DisplayNames([locale], { type: 'language' }).of(tag);
  } catch {
    return undefined;
  }
};

let languageList: ContentItem[] | null = null;

/**
 * Every living language of ISO 639-3 (individual languages and macrolanguages, about 7,000).
 * The id is the language's BCP 47 tag: the ISO 639-1 code where there is one (so "en" stays
 * "en"), else the ISO 639-3 code ("haw", "chk", "tpi"). The name is the English one CLDR uses for
 * a two-letter code ("Tongan", where ISO says "Tonga (Tonga Islands)"), else ISO 639-3's reference
 * name ("Chuukese"), followed by
 * the language's own name where it differs ("Hawaiian (ʻŌlelo Hawaiʻi)"), so a search finds a
 * language by either.
 */
export function isoLanguages(): ContentItem[] {
  if (languageList) return languageList;
  const living = iso6393
    .filter((language) => language.type === 'living' && language.scope !== 'special')
    .map((language) => ({ id: language.iso6391 ?? language.iso6393, isoName: language.name }));
  // CLDR's names are asked for the ISO 639-1 languages only (asking for all 7,000 takes seconds),
  // where ISO's own are the clumsy ones; a language is named in itself where the runtime has its data.
  const major = living.filter((l) => l.id.length === 2).map((l) => l.id);
  const withOwnData = new Set(Intl.DisplayNames.supportedLocalesOf(major));
  languageList = living
    .map(({ id, isoName }) => {
      const english = (id.length === 2 ? nameIn('en', id) : undefined) ?? isoName;
      const own = PACIFIC_OWN_NAMES[id] ?? (withOwnData.has(id) ? nameIn(id, id) : undefined);
      return { id, name: own && own !== english ? `${english} (${own})` : english };
    })
    .sort(byName);
  return languageList;
}
