import escapeHtml from 'escape-html';
import i18next, { type TFunction } from 'i18next';
import type { Namespace } from '@festival/shared-util-i18n';
import { resources } from '@festival/shared-util-i18n/resources';
import {
  jsonForHtml,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_DATA_ID,
  type PrerenderedData,
} from '@festival/shared-util-site';

/**
 * What the pages the server fills before any script runs (issue 14 point 3: the attendee home,
 * the sign-in pages) share: the app's strings in the visitor's language, and the built index.html
 * with its `#root` filled, its `<html lang>` set and the shell's own head (a style element, a
 * preload) added. Each page's look and content stay with the page (home-shell, sign-in-shell).
 */

/** A value as a quoted, HTML-escaped attribute value. */
export const attribute = (value: string) => `"${escapeHtml(value)}"`;

/** The visitor's strings of one namespace: the stored translation of it (none for English). */
export type ShellTranslations = Partial<Record<Namespace, Record<string, unknown> | null>>;

const englishStrings = new Map<string, TFunction>();

/**
 * The strings of `namespaces` in `language` (the first namespace is the default), English where
 * the translation lacks a key, as the apps fall back. English is made once per set of namespaces;
 * another language per page rendered (the pages are cached).
 */
export function shellStrings(
  language: string,
  namespaces: readonly Namespace[],
  translations: ShellTranslations = {},
): TFunction {
  const key = namespaces.join(',');
  const english = language === 'en' ? englishStrings.get(key) : undefined;
  if (english) return english;
  const instance = i18next.createInstance();
  const pick = (source: ShellTranslations) =>
    Object.fromEntries(namespaces.flatMap((namespace) => (source[namespace] ? [[namespace, source[namespace]]] : [])));
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    ns: [...namespaces],
    defaultNS: namespaces[0],
    resources: {
      en: pick(resources.en),
      ...(language !== 'en' ? { [language]: pick(translations) } : {}),
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  if (language === 'en') englishStrings.set(key, instance.t);
  return instance.t;
}

/** Whether `template` (a built index.html) still has the empty `#root` a shell goes in. */
export const hasEmptyRoot = (template: string) => template.includes('<div id="root"></div>');

export interface ShellParts {
  /** The page's name in `#root`'s `data-prerendered` (e.g. "home", "sign-in"). */
  name: string;
  /** The visitor's language, set as `<html lang>` (the app reads it to carry on in it). */
  language: string;
  /** Early in the head, right after the charset (a preload, a script that must run before the body). */
  headStart?: string;
  /** At the end of the head (the shell's style element). */
  headEnd: string;
  /** The shell's HTML, inside `#root`. */
  body: string;
  /** The answers the page was filled from, beside `#root` for the app's first render. */
  data?: PrerenderedData;
}

/** `template` (a built index.html) with its empty `#root` filled by `parts`; as it is without one. */
export function fillShell(
  template: string,
  { name, language, headStart = '', headEnd, body, data }: ShellParts,
): string {
  if (!hasEmptyRoot(template)) return template;
  const charset = /<meta charset=[^>]*>/i.exec(template)?.[0];
  const withStart = !headStart
    ? template
    : charset
      ? template.replace(charset, () => `${charset}${headStart}`)
      : template.replace('</head>', () => `${headStart}</head>`);
  const withLanguage = /<html\b[^>]*\blang="[^"]*"/i.test(withStart)
    ? withStart.replace(/(<html\b[^>]*\blang=)"[^"]*"/i, (_, head: string) => `${head}${attribute(language)}`)
    : withStart.replace(/<html\b/i, () => `<html lang=${attribute(language)}`);
  const dataBlock = data
    ? `<script type="application/json" id="${PRERENDERED_DATA_ID}">${jsonForHtml(data)}</script>`
    : '';
  return withLanguage
    .replace('</head>', () => `${headEnd}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" ${PRERENDERED_ATTRIBUTE}=${attribute(name)}>${body}</div>${dataBlock}`,
    );
}
