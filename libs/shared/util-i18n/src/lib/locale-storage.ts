import { DEFAULT_LANGUAGE, type TranslationBundle } from './namespaces';
import { localeCookie } from './locale-negotiation';

export const LOCALE_STORAGE_KEY = 'festival.locale';
const translationKey = (code: string) => `festival.translation.${code}`;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The saved language and its downloaded translation (SPEC.md §4), read before the app renders. */
export function readStoredLocale(storage: KeyValueStorage | undefined): {
  language: string;
  translation: TranslationBundle | null;
} {
  const language = safe(() => storage?.getItem(LOCALE_STORAGE_KEY)) || DEFAULT_LANGUAGE;
  if (language === DEFAULT_LANGUAGE) return { language, translation: null };
  const raw = safe(() => storage?.getItem(translationKey(language)));
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return { language, translation: parsed && typeof parsed === 'object' ? (parsed as TranslationBundle) : null };
  } catch {
    return { language, translation: null };
  }
}

export interface ChangeLanguageDeps {
  storage: KeyValueStorage;
  fetchTranslation: (url: string) => Promise<unknown>;
  reload: () => void;
  /** Shown when the download fails; the page reloads 2 s later all the same (SPEC.md §8). */
  onError: (code: string) => void;
  translationBaseUrl?: string;
  schedule?: (fn: () => void, ms: number) => void;
  /** Tells the server too (the locale cookie), so the pages it fills arrive in this language. */
  setCookie?: (cookie: string) => void;
}

/**
 * SPEC.md §4: changing language stores the locale, fetches its translation, saves it and
 * reloads. English is bundled, so it needs no download.
 */
export async function changeLanguage(code: string, deps: ChangeLanguageDeps): Promise<boolean> {
  if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(code)) {
    deps.onError(code);
    return false;
  }
  try {
    if (code !== DEFAULT_LANGUAGE) {
      const base = (deps.translationBaseUrl ?? '/translation').replace(/\/$/, '');
      const bundle = await deps.fetchTranslation(`${base}/${code}.json`);
      if (!bundle || typeof bundle !== 'object') throw new Error('translation is not an object');
      deps.storage.setItem(translationKey(code), JSON.stringify(bundle));
    }
    deps.storage.setItem(LOCALE_STORAGE_KEY, code);
    deps.setCookie?.(localeCookie(code));
    deps.reload();
    return true;
  } catch {
    deps.onError(code);
    (deps.schedule ?? setTimeout)(deps.reload, 2000);
    return false;
  }
}

/** Whether a language was ever chosen here (else the site may follow the language the server picked). */
export function hasStoredLocale(storage: KeyValueStorage | undefined): boolean {
  return Boolean(safe(() => storage?.getItem(LOCALE_STORAGE_KEY)));
}

/**
 * Takes the language the server wrote a filled page in (the browser's Accept-Language) when the
 * visitor never chose one, so the app carries on in it: its translation downloaded and stored as
 * a choice would be, without a reload. False (English stays) when the download fails.
 */
export async function adoptLanguage(
  code: string,
  deps: Pick<ChangeLanguageDeps, 'storage' | 'fetchTranslation' | 'translationBaseUrl' | 'setCookie'>,
): Promise<boolean> {
  if (code === DEFAULT_LANGUAGE || !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(code)) return false;
  try {
    const base = (deps.translationBaseUrl ?? '/translation').replace(/\/$/, '');
    const bundle = await deps.fetchTranslation(`${base}/${code}.json`);
    if (!bundle || typeof bundle !== 'object') return false;
    deps.storage.setItem(translationKey(code), JSON.stringify(bundle));
    deps.storage.setItem(LOCALE_STORAGE_KEY, code);
    deps.setCookie?.(localeCookie(code));
    return true;
  } catch {
    return false;
  }
}

function safe<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    // Storage can throw (private mode, blocked cookies); the default language still works.
    return undefined;
  }
}
