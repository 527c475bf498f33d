import { sql } from 'drizzle-orm';
import type { Db } from '@festival/server-db';
import type { ContentItem, Contents } from '@festival/shared-util-api-contracts';
import { countries, languages } from './contents.tables';

export interface ContentsRepository {
  findContents(): Promise<Contents>;
}

export function contentsRepository(db: Db): ContentsRepository {
  return { findContents: () => findContents(db) };
}

async function findContents(db: Db): Promise<Contents> {
  const [countryRows, languageRows] = await Promise.all([
    db.select({ id: countries.id, name: countries.name }).from(countries),
    db.select({ id: languages.id, name: languages.name }).from(languages),
  ]);
  return { countries: countryRows, languages: languageRows };
}

/** Inserts what is missing and renames what changed, so a newer list can be applied again. */
export async function upsertReferenceLists(
  db: Db,
  lists: { countries: ContentItem[]; languages: ContentItem[] },
): Promise<void> {
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
}
