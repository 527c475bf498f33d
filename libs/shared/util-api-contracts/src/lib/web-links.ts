// Links people type (an event's web site and pictures, a press outlet's site and portfolio) are
// shown to others as links and pictures, so only web addresses may go in: never `javascript:`,
// `data:` or another scheme. https only; http too on the embedded default (a trial on one machine,
// served over http), which the server and the sites know from their configuration. The address
// itself is read by the WHATWG URL parser, the one browsers use, so the check and the browser agree
// on what it is; the tests around it refuse what that parser forgives but a link must not carry.

export const WEB_LINK_MAX = 2048;

let httpAllowed = false;

/**
 * Whether http:// addresses are accepted besides https:// ones: set once at start, by the server
 * from its configuration (not production) and by a site from its `/config.json` (`embedded`). One
 * setting per process, as the validation messages' translator is, so the contracts' format and the
 * form schemas read the same one.
 */
export function allowHttpWebLinks(allowed: boolean): void {
  httpAllowed = allowed;
}

/** Browsers drop tabs and newlines inside an address and spaces around it (`java\nscript:`): none may be in a link. */
const SPACE_OR_CONTROL = /[\s\p{Cc}]/u;
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** An absolute http(s) address: what a page may put in an `href` whatever the configuration. */
export function isHttpLink(value: string): boolean {
  if (value.length > WEB_LINK_MAX || SPACE_OR_CONTROL.test(value) || !/^https?:\/\/[^/\\]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A web address a person may enter: https:// (http:// where allowed) with a host another person
 * can reach (a dotted name, or localhost on the embedded default).
 */
export function isWebLink(value: string): boolean {
  if (!isHttpLink(value)) return false;
  const url = new URL(value);
  if (url.protocol === 'http:' && !httpAllowed) return false;
  return url.hostname.includes('.') || (httpAllowed && url.hostname === 'localhost');
}

/**
 * A picture: a web address, or a file of the site itself (an upload's key or public path, the
 * demo media): a path with no scheme and no other host.
 */
export function isWebImage(value: string): boolean {
  if (isWebLink(value)) return true;
  if (value === '' || value.length > WEB_LINK_MAX || SPACE_OR_CONTROL.test(value) || value.includes('\\')) return false;
  return !SCHEME.test(value) && !value.startsWith('//');
}

/**
 * The string formats of the contracts (`web-link-schemas.ts`), each empty for none; the server's
 * validator registers them. Kept apart from the schemas so that a site using the rules loads no TypeBox.
 */
export const CONTRACT_FORMATS: Record<string, (value: string) => boolean> = {
  'web-link': (value) => value === '' || isWebLink(value),
  'web-image': (value) => value === '' || isWebImage(value),
};
