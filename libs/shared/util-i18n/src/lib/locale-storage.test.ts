import { adoptLanguage, changeLanguage, hasStoredLocale, LOCALE_STORAGE_KEY, readStoredLocale } from './locale-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('changeLanguage', () => {
  it('stores the locale and its translation, then reloads', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const fetchTranslation = vi.fn().mockResolvedValue({ common: { close: 'Fermer' } });
    const ok = await changeLanguage('fr', { storage, reload, fetchTranslation, onError: vi.fn() });
    expect(ok).toBe(true);
    expect(fetchTranslation).toHaveBeenCalledWith('/translation/fr.json');
    expect(storage.data.get(LOCALE_STORAGE_KEY)).toBe('fr');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(readStoredLocale(storage)).toEqual({ language: 'fr', translation: { common: { close: 'Fermer' } } });
  });

  it('reports a failed download and reloads after 2 s without switching', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const onError = vi.fn();
    const schedule = vi.fn();
    const ok = await changeLanguage('de', {
      storage,
      reload,
      onError,
      schedule,
      fetchTranslation: vi.fn().mockRejectedValue(new Error('404')),
    });
    expect(ok).toBe(false);
    expect(onError).toHaveBeenCalledWith('de');
    expect(schedule).toHaveBeenCalledWith(reload, 2000);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.data.has(LOCALE_STORAGE_KEY)).toBe(false);
  });

  it('needs no download for English', async () => {
    const fetchTranslation = vi.fn();
    const storage = memoryStorage({ [LOCALE_STORAGE_KEY]: 'fr' });
    await changeLanguage('en', { storage, reload: vi.fn(), onError: vi.fn(), fetchTranslation });
    expect(fetchTranslation).not.toHaveBeenCalled();
    expect(readStoredLocale(storage).language).toBe('en');
  });

  it('rejects a malformed code without fetching', async () => {
    const fetchTranslation = vi.fn();
    const onError = vi.fn();
    await changeLanguage('../x', { storage: memoryStorage(), reload: vi.fn(), onError, fetchTranslation });
    expect(fetchTranslation).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith('../x');
  });
});

describe('readStoredLocale', () => {
  it('defaults to English, also when storage throws or holds junk', () => {
    expect(readStoredLocale(undefined)).toEqual({ language: 'en', translation: null });
    expect(
      readStoredLocale({
        getItem: () => {
          throw new Error('blocked');
        },
        setItem: vi.fn(),
      }),
    ).toEqual({ language: 'en', translation: null });
    expect(readStoredLocale(memoryStorage({ [LOCALE_STORAGE_KEY]: 'fr', 'festival.translation.fr': '{bad' }))).toEqual({
      language: 'fr',
      translation: null,
    });
  });
});

describe('the locale cookie on a switch, and adopting the server’s language', () => {
  it('sets the cookie when the language changes', async () => {
    const setCookie = vi.fn();
    await changeLanguage('fr', {
      storage: memoryStorage(),
      reload: vi.fn(),
      onError: vi.fn(),
      setCookie,
      fetchTranslation: vi.fn().mockResolvedValue({}),
    });
    expect(setCookie).toHaveBeenCalledWith(expect.stringMatching(/^festival_locale=fr; Path=\//));
  });

  it('adopts a language without a reload, and keeps English when the download fails', async () => {
    const storage = memoryStorage();
    expect(hasStoredLocale(storage)).toBe(false);
    const fetchTranslation = vi.fn().mockResolvedValue({ common: { close: 'Fermer' } });
    expect(await adoptLanguage('fr', { storage, fetchTranslation })).toBe(true);
    expect(readStoredLocale(storage)).toEqual({ language: 'fr', translation: { common: { close: 'Fermer' } } });
    const other = memoryStorage();
    expect(
      await adoptLanguage('fr', { storage: other, fetchTranslation: vi.fn().mockRejectedValue(new Error('x')) }),
    ).toBe(false);
    expect(hasStoredLocale(other)).toBe(false);
  });
});
