import { DEFAULT_LANGUAGE, NAMESPACES, resources, type TranslationBundle } from '@festival/shared-util-i18n/resources';

/** `namespace:path.to.key` → text, for every English string in the repository. */
export function flattenBundle(bundle: TranslationBundle): Map<string, string> {
  const flat = new Map<string, string>();
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'string') flat.set(prefix, value);
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value))
        walk(prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`, child);
  };
  for (const [ns, tree] of Object.entries(bundle)) walk(`${ns}:`, tree);
  return flat;
}

/** The inverse: `{ namespace: { path: { to: { key: text } } } }`, the shape i18next loads. */
export function nestTranslations(values: Iterable<[string, string]>): TranslationBundle {
  const bundle: Record<string, Record<string, unknown>> = {};
  for (const [fullKey, value] of values) {
    const colon = fullKey.indexOf(':');
    const ns = fullKey.slice(0, colon);
    if (!(NAMESPACES as readonly string[]).includes(ns)) continue;
    const path = fullKey.slice(colon + 1).split('.');
    let node = (bundle[ns] ??= {});
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      // A key that is both a text and a parent (e.g. `a` and `a.b`) cannot nest: the text wins.
      if (typeof next === 'string') {
        node = {};
        break;
      }
      node = (node[part] ??= {}) as Record<string, unknown>;
    }
    node[path[path.length - 1]] = value;
  }
  return bundle as TranslationBundle;
}

let english: Map<string, string> | undefined;
/** The English source strings (bundled in the apps, served as translate.json). */
export function englishSource(): Map<string, string> {
  english ??= flattenBundle(resources[DEFAULT_LANGUAGE] as unknown as TranslationBundle);
  return english;
}
