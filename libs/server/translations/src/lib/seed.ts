import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '@festival/server-db';
import { translationsRepository } from './translations.repository';

const seedDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'seed');

interface SeedLocale {
  code: string;
  name: string;
  description: string;
  position: number;
}

/**
 * The shipped locales and their translations, from `src/seed/*.json` in the repository. Inserts
 * what is missing only, so it runs on every start and never undoes a translation staff saved.
 */
export async function seedTranslations(db: Db): Promise<void> {
  const seedLocales = JSON.parse(readFileSync(join(seedDir, 'locales.json'), 'utf8')) as SeedLocale[];
  const values: Array<{ localeCode: string; key: string; value: string }> = [];
  for (const locale of seedLocales) {
    if (locale.code === 'en') continue;
    const file = JSON.parse(readFileSync(join(seedDir, `${locale.code}.json`), 'utf8')) as Record<string, string>;
    for (const [key, value] of Object.entries(file)) values.push({ localeCode: locale.code, key, value });
  }
  await translationsRepository.seed(db, seedLocales, values);
}
