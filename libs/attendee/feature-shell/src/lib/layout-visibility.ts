/**
 * Where the footer does not belong (SPEC.md §1 leaves the list open; these are our choices):
 * - /dev: a developer tool, not part of the public site;
 * - /login: the sign-in page keeps the visitor's attention on signing in;
 * - /register-event and /preview-event: multi-step forms and previews with their own action bars.
 */
export const FOOTER_HIDDEN_PREFIXES = ['/dev', '/login', '/register-event', '/preview-event'] as const;

/** Layouts without the navbar (SPEC.md §2): the sign-in page, which is a focused, single task. */
export const NAVBAR_HIDDEN_PREFIXES = ['/login'] as const;

function matches(pathname: string, prefixes: readonly string[]): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export const isFooterHidden = (pathname: string) => matches(pathname, FOOTER_HIDDEN_PREFIXES);
export const isNavbarHidden = (pathname: string) => matches(pathname, NAVBAR_HIDDEN_PREFIXES);
