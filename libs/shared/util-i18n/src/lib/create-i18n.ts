import i18next, { type i18n, type Module, type Newable } from 'i18next';
import { DEFAULT_LANGUAGE, NAMESPACES, resources, type TranslationBundle } from './resources';
import { MISSING_KEY_PROCESSOR, missingKeyProcessor } from './key-collection';

export interface CreateI18nOptions {
  /** i18next plugins, e.g. react-i18next's `initReactI18next` in the apps. */
  plugins?: Array<Module | Newable<Module>>;
  /** A downloaded translation for `language` (SPEC.md §4: fetched, saved, then used after reload). */
  translation?: TranslationBundle | null;
  /** Told each key the language lacks (key collection, SPEC.md §7). */
  onMissingKey?: (key: string) => void;
}

/**
 * A fresh, initialised i18next instance. English is bundled and is the fallback for every key
 * a downloaded translation lacks. Synchronous resources, so the first render is translated.
 */
export async function createI18n(language: string = DEFAULT_LANGUAGE, options: CreateI18nOptions = {}): Promise<i18n> {
  const instance = i18next.createInstance();
  for (const plugin of options.plugins ?? []) instance.use(plugin);
  if (options.onMissingKey) instance.use(missingKeyProcessor(options.onMissingKey));
  await instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: false,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: structuredClone(resources) as unknown as Record<string, Record<string, Record<string, unknown>>>,
    interpolation: { escapeValue: false },
    returnObjects: false,
    initAsync: false,
    ...(options.onMissingKey ? { postProcess: [MISSING_KEY_PROCESSOR] } : {}),
  });
  if (options.translation && language !== DEFAULT_LANGUAGE) {
    for (const [ns, bundle] of Object.entries(options.translation)) {
      if (bundle && typeof bundle === 'object') instance.addResourceBundle(language, ns, bundle, true, true);
    }
  }
  return instance;
}
