import type { Db } from '@festival/server-db';
import type { ContentItem, Contents } from '@festival/shared-util-api-contracts';
import { contentsRepository } from './contents.repository';

// Sorted here, not in SQL: collations differ between PGlite and PostgreSQL servers, and
// "Åland Islands" belongs beside "Albania" for an English reader.
const byName = (a: ContentItem, b: ContentItem) => a.name.localeCompare(b.name, 'en');

export async function getContents(db: Db): Promise<Contents> {
  const { countries, languages } = await contentsRepository.findContents(db);
  return { countries: [...countries].sort(byName), languages: [...languages].sort(byName) };
}

/** Inserts what is missing and renames what changed, so a newer list can be applied again. */
export function upsertReferenceLists(db: Db, lists: { countries: ContentItem[]; languages: ContentItem[] }) {
  return contentsRepository.upsertReferenceLists(db, lists);
}

/** Which of these country ids exist. */
export function existingCountryIds(db: Db, ids: string[]): Promise<Set<string>> {
  return contentsRepository.existingCountryIds(db, ids);
}

/** Which of these country ids and language ids exist (one round trip). */
export function knownReferenceIds(
  db: Db,
  ids: { countryIds: string[]; languageIds: string[] },
): Promise<{ countries: Set<string>; languages: Set<string> }> {
  return contentsRepository.knownReferenceIds(db, ids);
}
