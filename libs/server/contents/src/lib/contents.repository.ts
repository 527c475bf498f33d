import { inArray, sql } from 'drizzle-orm';
import { preparedStatement, type Db } from '@festival/server-db';
import type { ContentItem, Contents } from '@festival/shared-util-api-contracts';
import { countries, languages } from './contents.tables';

/** Which of these country and language ids exist, in one round trip: every registration checks its attendees'. */
const knownReferenceIds = preparedStatement<
  { countryIds: string[]; languageIds: string[] },
  { countries: string[]; languages: string[] }
>(
  'known_reference_ids',
  sql`select
    array(select id from ${countries} where id = any(${sql.placeholder('countryIds')}::text[])) as countries,
    array(select id from ${languages} where id = any(${sql.placeholder('languageIds')}::text[])) as languages`,
);

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

  async knownReferenceIds(
    db: Db,
    ids: { countryIds: string[]; languageIds: string[] },
  ): Promise<{ countries: Set<string>; languages: Set<string> }> {
    if (ids.countryIds.length === 0 && ids.languageIds.length === 0)
      return { countries: new Set(), languages: new Set() };
    const [row] = await knownReferenceIds(db, ids);
    return { countries: new Set(row.countries), languages: new Set(row.languages) };
  },

  async existingCountryIds(db: Db, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db.select({ id: countries.id }).from(countries).where(inArray(countries.id, ids));
    return new Set(rows.map((r) => r.id));
  },
};
