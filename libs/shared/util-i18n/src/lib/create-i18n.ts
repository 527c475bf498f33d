import i18next, { type i18n, type Module, type Newable } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { englishLoaders } from './english-loaders';
import { DEFAULT_LANGUAGE, NAMESPACES, type Namespace, type TranslationBundle } from './namespaces';
import { MISSING_KEY_PROCESSOR, missingKeyProcessor } from './key-collection';

export interface CreateI18nOptions {
  /** i18next plugins, e.g. react-i18next's `initReactI18next` in the apps. */
  plugins?: Array<Module | Newable<Module>>;
  /** A downloaded translation for `language` (SPEC.md §4: fetched, saved, then used after reload). */
  translation?: TranslationBundle | null;
  /** Told each key the language lacks (key collection, SPEC.md §7). */
  onMissingKey?: (key: string) => void;
  /**
   * The namespaces loaded before the instance is returned (the first page's; `common` always).
   * Others load when first used. All of them by default (tests, tools).
   */
  namespaces?: readonly Namespace[];
}

const isNamespace = (ns: string): ns is Namespace => (NAMESPACES as readonly string[]).includes(ns);

/**
 * A fresh, initialised i18next instance. English is the fallback for every key a downloaded
 * translation lacks; its namespaces come from their own files (`englishLoaders`), those asked for
 * loaded before this resolves so the first render is translated.
 */
export async function createI18n(language: string = DEFAULT_LANGUAGE, options: CreateI18nOptions = {}): Promise<i18n> {
  const instance = i18next.createInstance();
  for (const plugin of options.plugins ?? []) instance.use(plugin);
  if (options.onMissingKey) instance.use(missingKeyProcessor(options.onMissingKey));
  const translation = options.translation && language !== DEFAULT_LANGUAGE ? options.translation : null;
  instance.use(
    resourcesToBackend(async (lng: string, ns: string) => {
      if (!isNamespace(ns)) return {};
      // English is the source; another language is the translation downloaded when it was chosen.
      if (lng === DEFAULT_LANGUAGE) return structuredClone(await englishLoaders[ns]());
      const bundle = lng === language ? translation?.[ns] : undefined;
      return bundle && typeof bundle === 'object' ? bundle : {};
    }),
  );
  await instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: false,
    ns: [...new Set<Namespace>(['common', ...(options.namespaces ?? NAMESPACES)])],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnObjects: false,
    ...(options.onMissingKey ? { postProcess: [MISSING_KEY_PROCESSOR] } : {}),
  });
  return instance;
}
