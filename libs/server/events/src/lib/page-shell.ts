import escapeHtml from 'escape-html';
import i18next, { type TFunction } from 'i18next';
import { resources } from '@festival/shared-util-i18n/resources';
import {
  CSP_NONCE_PLACEHOLDER,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_DATA_ID,
  jsonForHtml,
  type PrerenderedData,
} from '@festival/shared-util-site';

/**
 * What the attendee pages the server fills before any script runs (the home, the activity list:
 * issue 14) have in common: the strings, the attribute quoting and how the built `index.html` is
 * filled (the language, a preload, the shell's style and body, and the data block beside `#root`).
 */

let englishStrings: TFunction | undefined;

/**
 * The attendee site's strings in `language`, English where the translation lacks a key (as the
 * app falls back). English is made once; another language per page rendered (the page is cached).
 */
export function attendeeStrings(language: string, translation: Record<string, unknown> | null | undefined): TFunction {
  if (language === 'en' && englishStrings) return englishStrings;
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    ns: ['attendee'],
    defaultNS: 'attendee',
    resources: {
      en: { attendee: resources.en.attendee },
      ...(language !== 'en' && translation ? { [language]: { attendee: translation } } : {}),
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  if (language === 'en') englishStrings = instance.t;
  return instance.t;
}

/** An attribute's value, quoted and HTML-escaped. */
export const attribute = (value: string) => `"${escapeHtml(value)}"`;

/** The template's empty root, which a shell fills; a template without it is left as it is. */
export const EMPTY_ROOT = '<div id="root"></div>';

export interface FillTemplateOptions {
  template: string;
  /** The page's name in `data-prerendered` (start-app reads only its presence). */
  page: string;
  language: string;
  /** Put right after the charset, before the build's scripts (a preload); may be empty. */
  headStart: string;
  /** The shell's CSS (without the element): sent in a style element with the nonce placeholder. */
  style: string;
  body: string;
  data: PrerenderedData;
}

/**
 * The template with `body` inside `#root`, `<html lang>` set, `headStart` early in the head, the
 * style (its nonce placeholder replaced by the server with the nonce in the page's
 * Content-Security-Policy; there is no inline script) and the data block beside `#root`.
 */
export function fillTemplate({ template, page, language, headStart, style, body, data }: FillTemplateOptions): string {
  const charset = /<meta charset=[^>]*>/i.exec(template)?.[0];
  const withHead = charset
    ? template.replace(charset, () => `${charset}${headStart}`)
    : template.replace('</head>', () => `${headStart}</head>`);
  const withLanguage = /<html\b[^>]*\blang="[^"]*"/i.test(withHead)
    ? withHead.replace(/(<html\b[^>]*\blang=)"[^"]*"/i, (_, head: string) => `${head}${attribute(language)}`)
    : withHead.replace(/<html\b/i, () => `<html lang=${attribute(language)}`);
  return withLanguage
    .replace('</head>', () => `<style nonce="${CSP_NONCE_PLACEHOLDER}">\n${style}</style></head>`)
    .replace(
      EMPTY_ROOT,
      () =>
        `<div id="root" ${PRERENDERED_ATTRIBUTE}=${attribute(page)}>${body}</div>` +
        `<script type="application/json" id="${PRERENDERED_DATA_ID}">${jsonForHtml(data)}</script>`,
    );
}
