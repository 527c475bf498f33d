import { DEFAULT_LANGUAGE } from './namespaces';

/**
 * The chosen language as a cookie, beside localStorage (which the server cannot read), so that a
 * page the server fills (the attendee home) arrives in it.
 */
export const LOCALE_COOKIE = 'festival_locale';

/**
 * The ClientMetadata key under which the sites tell the identity provider the language they show
 * (SignUp, ResendConfirmationCode, ForgotPassword, InitiateAuth): its emails to someone who never
 * chose a language are written in it. Cognito hands ClientMetadata to its triggers the same way.
 */
export const LOCALE_METADATA_KEY = 'locale';

const LOCALE_CODE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** The value when it is shaped like a locale code (`fr`, `haw`, `en-US`), else null. */
export function localeCode(value: unknown): string | null {
  return typeof value === 'string' && value.length <= 35 && LOCALE_CODE.test(value) ? value : null;
}
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that remembers `code` for a year on this site. */
export function localeCookie(code: string): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** The language a Cookie header names (null: none, or not a locale code). */
export function localeFromCookie(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LOCALE_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
    return LOCALE_CODE.test(value) ? value : null;
  }
  return null;
}

/**
 * The offered language an Accept-Language header prefers most (q-values weighed; `fr-CA` matches
 * `fr`), or null when it names none of them.
 */
export function preferredLanguage(header: string | undefined, offered: readonly string[]): string | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag, ...params] = entry.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const lower = new Map(offered.map((code) => [code.toLowerCase(), code]));
  for (const { tag } of ranked) {
    const exact = lower.get(tag) ?? lower.get(tag.split('-')[0]);
    if (exact) return exact;
  }
  return null;
}

/**
 * The language a server-filled page is written in: the one the visitor chose (the cookie), else
 * the one their browser asks for among the offered ones (only when the site offers a choice),
 * else English.
 */
export function pageLanguage(options: {
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  offered: readonly string[];
  negotiate: boolean;
}): string {
  const chosen = localeFromCookie(options.cookie);
  if (chosen && (chosen === DEFAULT_LANGUAGE || options.offered.includes(chosen))) return chosen;
  if (chosen) return DEFAULT_LANGUAGE;
  return (options.negotiate && preferredLanguage(options.acceptLanguage, options.offered)) || DEFAULT_LANGUAGE;
}
