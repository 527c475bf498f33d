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

/**
 * The ids found so far, per database. The lists only grow: upsertReferenceLists inserts and
 * renames, nothing deletes an id (and attendees' countries are foreign keys), so an id found once
 * stays known on every replica; an id not found is asked again next time. At most the lists' size.
 */
const knownSoFar = new WeakMap<Db, { countries: Set<string>; languages: Set<string> }>();

/**
 * Which of these country ids and language ids exist: one round trip for the ids not found before,
 * none when all were (every registration checks its attendees' countries and languages).
 */
export async function knownReferenceIds(
  db: Db,
  ids: { countryIds: string[]; languageIds: string[] },
): Promise<{ countries: Set<string>; languages: Set<string> }> {
  let known = knownSoFar.get(db);
  if (!known) knownSoFar.set(db, (known = { countries: new Set(), languages: new Set() }));
  const { countries, languages } = known;
  const countryIds = ids.countryIds.filter((id) => !countries.has(id));
  const languageIds = ids.languageIds.filter((id) => !languages.has(id));
  if (countryIds.length > 0 || languageIds.length > 0) {
    const found = await contentsRepository.knownReferenceIds(db, { countryIds, languageIds });
    for (const id of found.countries) countries.add(id);
    for (const id of found.languages) languages.add(id);
  }
  return {
    countries: new Set(ids.countryIds.filter((id) => countries.has(id))),
    languages: new Set(ids.languageIds.filter((id) => languages.has(id))),
  };
}
