import type { Db } from '@festival/server-db';
import seedLocales from '../seed/locales.json';
import fr from '../seed/fr.json';
import sm from '../seed/sm.json';
import haw from '../seed/haw.json';
import mi from '../seed/mi.json';
import { translationsRepository } from './translations.repository';

/** The translations in the repository (`src/seed/<code>.json`), bundled into the server so nothing is read from disk. */
const SEED_FILES: Record<string, Record<string, string>> = { fr, sm, haw, mi };

/**
 * The shipped locales and their translations. Inserts what is missing only, so it runs on every
 * start and never undoes a translation staff saved.
 */
export async function seedTranslations(db: Db): Promise<void> {
  const values: Array<{ localeCode: string; key: string; value: string }> = [];
  for (const [localeCode, file] of Object.entries(SEED_FILES))
    for (const [key, value] of Object.entries(file)) values.push({ localeCode, key, value });
  await translationsRepository.seed(db, seedLocales, values);
}
