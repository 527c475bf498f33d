import { isoCountries, isoLanguages } from './reference-lists';
import type { Db } from '@festival/server-db';
import { contentsRepository } from './contents.repository';
import { getContents, knownReferenceIds } from './contents.service';

describe('reference lists', () => {
  it('hold every ISO 3166-1 country by alpha-2 code', () => {
    const countries = isoCountries();
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(new Set(countries.map((c) => c.id)).size).toBe(countries.length);
    expect(countries.every((c) => /^[A-Z]{2}$/.test(c.id) && c.name.length > 0)).toBe(true);
    expect(countries).toEqual(
      expect.arrayContaining([
        { id: 'WS', name: 'Samoa' },
        { id: 'NZ', name: 'New Zealand' },
        { id: 'TO', name: 'Tonga' },
      ]),
    );
  });

  it('hold every living ISO 639-3 language by its BCP 47 tag, Pacific ones by their own names too (issue 13.12)', () => {
    const languages = isoLanguages();
    expect(languages.length).toBeGreaterThanOrEqual(7000);
    expect(new Set(languages.map((l) => l.id)).size).toBe(languages.length);
    expect(languages.every((l) => /^[a-z]{2,3}$/.test(l.id) && l.name.length > 0)).toBe(true);
    expect(languages).toEqual(
      expect.arrayContaining([
        { id: 'en', name: 'English' },
        { id: 'haw', name: 'Hawaiian (ʻŌlelo Hawaiʻi)' },
        { id: 'to', name: 'Tongan (lea fakatonga)' },
        { id: 'sm', name: 'Samoan (Gagana Sāmoa)' },
        { id: 'chk', name: 'Chuukese (Chuuk)' },
        { id: 'pau', name: 'Palauan (a tekoi er a Belau)' },
        { id: 'tpi', name: 'Tok Pisin' },
        { id: 'fj', name: 'Fijian (Na Vosa Vakaviti)' },
      ]),
    );
    // Sorted by English name for an English reader.
    const names = languages.map((l) => l.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('getContents', () => {
  it('sorts by English name, whatever order the database returns', async () => {
    vi.spyOn(contentsRepository, 'findContents').mockResolvedValueOnce({
      countries: [
        { id: 'AL', name: 'Albania' },
        { id: 'AX', name: 'Åland Islands' },
        { id: 'AF', name: 'Afghanistan' },
      ],
      languages: [
        { id: 'zu', name: 'Zulu' },
        { id: 'en', name: 'English' },
      ],
    });
    const contents = await getContents({} as Db);
    expect(contents.countries.map((c) => c.id)).toEqual(['AF', 'AX', 'AL']);
    expect(contents.languages.map((l) => l.id)).toEqual(['en', 'zu']);
  });
});

describe('knownReferenceIds', () => {
  it('asks the database only for ids it has not found before on that database, and answers for all', async () => {
    const asked: { countryIds: string[]; languageIds: string[] }[] = [];
    const stored = { countries: new Set(['US', 'WS']), languages: new Set(['en', 'haw']) };
    vi.spyOn(contentsRepository, 'knownReferenceIds').mockImplementation(async (_db, ids) => {
      asked.push(ids);
      return {
        countries: new Set(ids.countryIds.filter((id) => stored.countries.has(id))),
        languages: new Set(ids.languageIds.filter((id) => stored.languages.has(id))),
      };
    });
    const db = {} as Db;
    expect(await knownReferenceIds(db, { countryIds: ['US', 'XX'], languageIds: ['en'] })).toEqual({
      countries: new Set(['US']),
      languages: new Set(['en']),
    });
    // Found once, known from then on: no round trip.
    expect(await knownReferenceIds(db, { countryIds: ['US'], languageIds: ['en'] })).toEqual({
      countries: new Set(['US']),
      languages: new Set(['en']),
    });
    // An id not found is asked again (it may have been added since), the known ones are not.
    stored.countries.add('XX');
    expect(await knownReferenceIds(db, { countryIds: ['US', 'XX', 'WS'], languageIds: ['en', 'zz'] })).toEqual({
      countries: new Set(['US', 'XX', 'WS']),
      languages: new Set(['en']),
    });
    // Another database knows nothing yet.
    await knownReferenceIds({} as Db, { countryIds: ['US'], languageIds: [] });
    expect(asked).toEqual([
      { countryIds: ['US', 'XX'], languageIds: ['en'] },
      { countryIds: ['XX', 'WS'], languageIds: ['zz'] },
      { countryIds: ['US'], languageIds: [] },
    ]);
  });
});
