import { inArray, sql } from 'drizzle-orm';
import type { Db } from '@festival/server-db';
import type { ContentItem, Contents } from '@festival/shared-util-api-contracts';
import { countries, languages } from './contents.tables';

/** The only code that touches the reference lists. Functions take a `Db`, which may be a transaction. */
export const contentsRepository = {
  async findContents(db: Db): Promise<Contents> {
    const [countryRows, languageRows] = await Promise.all([
      db.select({ id: countries.id, name: countries.name }).from(countries),
      db.select({ id: languages.id, name: languages.name }).from(languages),
    ]);
    return { countries: countryRows, languages: languageRows };
  },

  /** Inserts what is missing and renames what changed, so a newer list can be applied again. */
  async upsertReferenceLists(db: Db, lists: { countries: ContentItem[]; languages: ContentItem[] }): Promise<void> {
    for (const [table, items] of [
      [countries, lists.countries],
      [languages, lists.languages],
    ] as const) {
      if (items.length === 0) continue;
      await db
        .insert(table)
        .values(items)
        .onConflictDoUpdate({ target: table.id, set: { name: sql`excluded.name` } });
    }
  },

  async existingCountryIds(db: Db, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db.select({ id: countries.id }).from(countries).where(inArray(countries.id, ids));
    return new Set(rows.map((r) => r.id));
  },

  async existingLanguageIds(db: Db, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db.select({ id: languages.id }).from(languages).where(inArray(languages.id, ids));
    return new Set(rows.map((r) => r.id));
  },
};
