import './node-global';
import { CookieStorage, type ICognitoStorage } from 'amazon-cognito-identity-js';
import type { SiteConfig } from '@festival/shared-util-api-contracts';

export type IdentitySettings = SiteConfig['identity'];

/** SPEC.md §9: the sign-in cookie lasts 365 days. */
export const SESSION_COOKIE_DAYS = 365;

/**
 * Where the tokens live. With a parent cookie domain (e.g. `.festival.example`) one sign-in
 * serves the attendee, admin and identity sites. Browsers refuse such a cookie for `localhost`,
 * so there the configuration says null and each site keeps its own tokens in localStorage.
 */
export function tokenStorage(
  settings: Pick<IdentitySettings, 'cookieDomain'>,
  location: Pick<Location, 'protocol'> = window.location,
): ICognitoStorage {
  if (!settings.cookieDomain) return window.localStorage;
  return new CookieStorage({
    domain: settings.cookieDomain,
    path: '/',
    expires: SESSION_COOKIE_DAYS,
    secure: location.protocol === 'https:',
    sameSite: 'lax',
  });
}
