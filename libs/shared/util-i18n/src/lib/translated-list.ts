import { DEFAULT_LANGUAGE } from './namespaces';

/** The part of i18next's `t` a list needs (react-i18next's `t` fits). */
type Translate = (key: string, options: { returnObjects: true; lng: string }) => unknown;

/**
 * The indexes of a list in the locale files (the FAQ, a home page's bullet list). English bundles
 * an array; a translation from the database nests it by index (`{ "0": …, "1": … }`) and may lack
 * some items. So the English list says how many there are, and each item is read by its own key
 * (`items.0`, `items.0.question`): in the current language where translated, in English where not.
 */
export function listIndexes(t: Translate, key: string): number[] {
  const english = t(key, { returnObjects: true, lng: DEFAULT_LANGUAGE });
  return Array.isArray(english) ? english.map((_, index) => index) : [];
}
