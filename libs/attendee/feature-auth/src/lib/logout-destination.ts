import { attendeeRoutes } from '@festival/shared-util-site';

/** Pages a signed-out visitor may stay on after logout (SPEC.md §2). */
const STAY_AFTER_LOGOUT = new Set([
  attendeeRoutes.faq.path,
  attendeeRoutes.termsConditions.path,
  attendeeRoutes.privacyPolicy.path,
]);

/** Where logout lands: the same page for faq, terms and privacy, otherwise the root. */
export function logoutDestination(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return STAY_AFTER_LOGOUT.has(path) ? null : attendeeRoutes.root.getHref();
}
