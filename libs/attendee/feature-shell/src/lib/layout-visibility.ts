import { attendeeRoutes } from '@festival/shared-util-site';

/**
 * The fixed part of each flagged route's path (`/preview-event/:id` → `/preview-event`): the bar
 * is hidden there and on every path below it. The route table says which pages (SPEC.md §1 and §2).
 */
const prefixesOf = (flag: 'hideFooter' | 'hideNavbar'): string[] =>
  Object.values(attendeeRoutes)
    .filter((route) => route[flag])
    .map((route) => route.path.split('/:')[0]);

const FOOTER_HIDDEN_PREFIXES = prefixesOf('hideFooter');
const NAVBAR_HIDDEN_PREFIXES = prefixesOf('hideNavbar');

function matches(pathname: string, prefixes: readonly string[]): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export const isFooterHidden = (pathname: string) => matches(pathname, FOOTER_HIDDEN_PREFIXES);
export const isNavbarHidden = (pathname: string) => matches(pathname, NAVBAR_HIDDEN_PREFIXES);
