import { createHash } from 'node:crypto';
import type { Db } from '@festival/server-db';
import { recordAudit } from '@festival/server-audit';
import { BadRequestError, BusinessRuleError, NotFoundError } from '@festival/server-platform';
import type {
  ListResult,
  Locale,
  LocaleLanguage,
  TranslationInput,
  TranslationRow,
} from '@festival/shared-util-api-contracts';
import type { Namespace } from '@festival/shared-util-i18n/resources';
import { englishSource, nestTranslations } from './english-source';
import { translationsRepository, type LocaleRecord } from './translations.repository';

const toLocale = (row: LocaleRecord): Locale => ({ code: row.code, name: row.name, description: row.description });

/**
 * The offered languages, each marked `partial` while some English source text has no translation
 * in it (the sites show those texts in English; the language menu says so).
 */
export async function listLocales(db: Db): Promise<Locale[]> {
  const [rows, keys] = await Promise.all([
    translationsRepository.enabledLocales(db),
    translationsRepository.translatedKeys(db),
  ]);
  const source = englishSource();
  const translated = new Map<string, number>();
  for (const { localeCode, key } of keys)
    if (source.has(key)) translated.set(localeCode, (translated.get(localeCode) ?? 0) + 1);
  return rows.map((row) => ({
    ...toLocale(row),
    partial: row.code !== 'en' && (translated.get(row.code) ?? 0) < source.size,
  }));
}

/** The codes of the languages the portal offers (its enabled locales). */
export async function offeredLocaleCodes(db: Db): Promise<string[]> {
  return (await translationsRepository.enabledLocales(db)).map((row) => row.code);
}

/**
 * The saved translations of one namespace in a language, nested as i18next loads them (a page the
 * server writes in the visitor's language); null for English, the source.
 */
export async function namespaceTranslation(
  db: Db,
  code: string,
  namespace: Namespace,
): Promise<Record<string, unknown> | null> {
  if (code === 'en') return null;
  const prefix = `${namespace}:`;
  const rows = await translationsRepository.valuesOf(db, code);
  const bundle = nestTranslations(
    rows.filter((row) => row.key.startsWith(prefix)).map((row): [string, string] => [row.key, row.value]),
  );
  return bundle[namespace] ?? {};
}

/** Whether the portal offers this language (an enabled locale). */
export async function isLocaleOffered(db: Db, code: string): Promise<boolean> {
  return (await translationsRepository.findLocale(db, code))?.enabled === true;
}

async function enabledLocale(db: Db, code: string): Promise<LocaleRecord> {
  const locale = await translationsRepository.findLocale(db, code);
  if (!locale?.enabled) throw new NotFoundError(`There is no language ${code}`);
  return locale;
}

/** The locale language: the locale and how much of the English source it translates. */
export async function localeLanguage(db: Db, code: string): Promise<LocaleLanguage> {
  const locale = await enabledLocale(db, code);
  const source = englishSource();
  const translated =
    code === 'en'
      ? source.size
      : (await translationsRepository.valuesOf(db, code)).filter((row) => source.has(row.key)).length;
  return { ...toLocale(locale), translated, total: source.size };
}

export interface TranslationFile {
  body: string;
  etag: string;
}

const file = (bundle: unknown): TranslationFile => {
  const body = JSON.stringify(bundle);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
};

/** `/translation/translate.json`: the English source, the language every other falls back to. */
export function sourceFile(): TranslationFile {
  return file(nestTranslations(englishSource()));
}

/** `/translation/{code}.json`: the saved translations of a language, nested by namespace. */
export async function translationFile(db: Db, code: string): Promise<TranslationFile> {
  if (code === 'en') return sourceFile();
  await enabledLocale(db, code);
  const rows = await translationsRepository.valuesOf(db, code);
  rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return file(nestTranslations(rows.map((row) => [row.key, row.value])));
}

/**
 * How many collected keys the list may hold. The api key is public (the apps read it from
 * /config.json), so the list is capped rather than trusted; the sites have about 1,400 keys.
 */
export const MAX_COLLECTED_KEYS = 10_000;

/** Keys an app met without a translation: each is stored once. Returns how many were new. */
export async function collectKeys(db: Db, keys: string[], max = MAX_COLLECTED_KEYS): Promise<number> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return 0;
  if ((await translationsRepository.countCollectedKeys(db)) + unique.length > max)
    throw new BusinessRuleError('The list of keys to translate is full; translate or clear some first');
  return translationsRepository.collectKeys(db, unique);
}

export interface TranslationTableQuery {
  take?: number;
  skip?: number;
  search?: string;
  /** Only keys without a translation in this locale. */
  missing?: string;
}

/** The admin table: every key (English source, collected, or translated) × the enabled languages. */
export async function translationTable(db: Db, query: TranslationTableQuery): Promise<ListResult<TranslationRow>> {
  const source = englishSource();
  const [collected, values] = await Promise.all([
    translationsRepository.collectedKeys(db),
    translationsRepository.allValues(db),
  ]);
  const byKey = new Map<string, Record<string, string>>();
  for (const key of source.keys()) byKey.set(key, {});
  for (const key of collected) if (!byKey.has(key)) byKey.set(key, {});
  for (const row of values) {
    const entry = byKey.get(row.key) ?? {};
    entry[row.localeCode] = row.value;
    byKey.set(row.key, entry);
  }
  const search = query.search?.trim().toLowerCase();
  let rows: TranslationRow[] = [...byKey.entries()]
    .map(([key, entry]) => ({ key, english: source.get(key) ?? null, values: entry }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (search)
    rows = rows.filter(
      (row) =>
        row.key.toLowerCase().includes(search) ||
        row.english?.toLowerCase().includes(search) ||
        Object.values(row.values).some((value) => value.toLowerCase().includes(search)),
    );
  if (query.missing) {
    const code = query.missing;
    rows = rows.filter((row) => !row.values[code]);
  }
  const skip = query.skip ?? 0;
  const take = query.take ?? 10;
  const page = rows.slice(skip, skip + take);
  return { data: page, hasNext: skip + page.length < rows.length, payloadSize: page.length, totalRecords: rows.length };
}

/** Saves one translation in place (an empty value removes it), audited with before and after. */
export async function saveTranslation(
  db: Db,
  actorSub: string,
  code: string,
  input: TranslationInput,
): Promise<{ key: string; value: string | null }> {
  if (code === 'en') throw new BadRequestError('English is the source language: change it in the repository');
  await enabledLocale(db, code);
  const value = input.value.trim() === '' ? null : input.value;
  return db.transaction(async (tx) => {
    const before = await translationsRepository.findValue(tx, code, input.key);
    if (value === null) await translationsRepository.deleteValue(tx, code, input.key);
    else await translationsRepository.upsertValue(tx, code, input.key, value);
    await recordAudit(tx, {
      actorSub,
      action: value === null ? 'translation.delete' : 'translation.save',
      target: `translation:${code}:${input.key}`,
      before: before === null ? null : { value: before },
      after: value === null ? null : { value },
    });
    return { key: input.key, value };
  });
}
