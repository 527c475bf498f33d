const BASE = 'http://site.invalid';

/**
 * Where an unauthenticated visitor of a protected page is sent (SPEC.md §2): the root, with
 * the page they wanted (path and query) in `redirect`.
 */
export function redirectTarget(pathname: string, search = ''): string {
  const query = search && !search.startsWith('?') ? `?${search}` : search;
  return `/?redirect=${encodeURIComponent(`${pathname}${query === '?' ? '' : query}`)}`;
}

/**
 * The redirect parameter as a path on this site, or null. Only same-site relative paths pass,
 * so a crafted link cannot send a user who just signed in to another site.
 */
export function safeRedirect(param: string | null | undefined): string | null {
  if (!param) return null;
  const value = param.trim();
  // One leading slash, then not a second slash or backslash (browsers read `/\evil` as `//evil`).
  if (!/^\/(?![/\\])/.test(value)) return null;
  // Control characters and backslashes never occur in our paths and confuse URL parsers.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
