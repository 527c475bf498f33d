import type { ContentItem, Contents } from '@festival/shared-util-api-contracts';
import type { ContentsRepository } from './contents.repository';

// Sorted here, not in SQL: collations differ between PGlite and PostgreSQL servers, and
// "Åland Islands" belongs beside "Albania" for an English reader.
const byName = (a: ContentItem, b: ContentItem) => a.name.localeCompare(b.name, 'en');

export async function getContents(repository: ContentsRepository): Promise<Contents> {
  const { countries, languages } = await repository.findContents();
  return { countries: [...countries].sort(byName), languages: [...languages].sort(byName) };
}
