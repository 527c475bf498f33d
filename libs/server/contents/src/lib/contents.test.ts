import { isoCountries, isoLanguages } from './reference-lists';
import type { Db } from '@festival/server-db';
import { contentsRepository } from './contents.repository';
import { getContents } from './contents.service';

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

  it('hold every ISO 639-1 language by two-letter code', () => {
    const languages = isoLanguages();
    expect(languages.length).toBeGreaterThanOrEqual(183);
    expect(languages.every((l) => /^[a-z]{2}$/.test(l.id))).toBe(true);
    expect(languages).toEqual(
      expect.arrayContaining([
        { id: 'en', name: 'English' },
        { id: 'fj', name: 'Fijian' },
      ]),
    );
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
