import type { SiteConfig } from '@festival/shared-util-api-contracts';
import { siteForHost, siteOrigin, type Site } from '@festival/shared-util-site';

export const API_BASE_URL = '/api-svc/v1';

/** What the identity provider tells the apps; the identity work may swap in Cognito's values. */
export interface IdentitySettings {
  /** Absolute endpoint; when absent the embedded idp at `<origin>/idp` is meant. */
  endpoint?: string;
  userPoolId: string;
  clientId: string;
  region: string;
}

export interface SiteConfigSettings {
  environment: SiteConfig['environment'];
  identity: IdentitySettings;
  multiLanguage: boolean;
  devTools: boolean;
  /** Key collection's api key, present when TRANSLATION_COLLECTION is on. */
  translationCollection?: { apiKey: string };
  /** Absolute URL of the festival's own web site; falls back to the active event's link. */
  festivalSiteUrl?: string;
  /** The brand (FESTIVAL_NAME), the same the emails use. */
  festivalName: string;
  /** The organisers' address (CONTACT_EMAIL); the apps fall back to the SPEC's default. */
  contactEmail?: string;
}

const SITE_LABELS = new Set(['user', 'www', 'admin', 'identity']);
const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[.*\])$/;

/**
 * The domain the three sites share, so a session cookie set on one reaches the others:
 * `festival.example` for `user.festival.example`. Null when there is none worth naming —
 * `*.localhost` (browsers refuse cookies for a bare `localhost` domain), IP addresses, or a host
 * that is not one of the site labels.
 */
export function cookieDomainFor(host: string): string | null {
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '');
  if (IP_ADDRESS.test(hostname)) return null;
  const [first, ...rest] = hostname.split('.');
  if (!SITE_LABELS.has(first) || rest.length < 2) return null;
  return rest.join('.');
}

/** `GET /config.json` for the site a request's host names. Pure, so it is tested without HTTP. */
export function siteConfigFor(
  request: { protocol: string; host: string },
  settings: SiteConfigSettings,
  activeEventLink: string | null,
): SiteConfig {
  const from = { protocol: `${request.protocol.replace(/:$/, '')}:`, host: request.host };
  const origin = `${from.protocol}//${request.host}`;
  const site: Site = siteForHost(request.host);
  return {
    site,
    environment: settings.environment,
    apiBaseUrl: API_BASE_URL,
    translationBaseUrl: '/translation',
    identity: {
      endpoint: settings.identity.endpoint ?? `${origin}/idp`,
      userPoolId: settings.identity.userPoolId,
      clientId: settings.identity.clientId,
      region: settings.identity.region,
      cookieDomain: cookieDomainFor(request.host),
    },
    captchaChallengeUrl: '/idp/captcha/challenge',
    festivalName: settings.festivalName,
    ...(settings.contactEmail ? { contactEmail: settings.contactEmail } : {}),
    features: { multiLanguage: settings.multiLanguage, devTools: settings.devTools },
    ...(settings.translationCollection
      ? {
          translationCollection: {
            url: '/translation-svc/v1/translations',
            apiKey: settings.translationCollection.apiKey,
          },
        }
      : {}),
    links: {
      festivalSite: settings.festivalSiteUrl ?? activeEventLink ?? '',
      attendeeSite: siteOrigin('attendee', from),
      adminSite: siteOrigin('admin', from),
      identitySite: siteOrigin('identity', from),
    },
  };
}
