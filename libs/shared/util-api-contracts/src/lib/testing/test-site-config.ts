import type { SiteConfig } from '../site-config';

/** A site configuration for tests and stories, with overrides. */
export function testSiteConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    site: 'attendee',
    environment: 'embedded',
    apiBaseUrl: '/api-svc/v1',
    translationBaseUrl: '/translation',
    identity: {
      endpoint: 'http://identity.localhost/idp',
      userPoolId: 'local_pool',
      clientId: 'local-client',
      region: 'local',
      cookieDomain: null,
    },
    captchaChallengeUrl: '/idp/captcha/challenge',
    festivalName: 'Pacific Arts & Culture Festival',
    features: { multiLanguage: false, devTools: true },
    links: {
      festivalSite: 'https://festival.example.org',
      attendeeSite: 'http://user.localhost:8080',
      adminSite: 'http://admin.localhost:8080',
      identitySite: 'http://identity.localhost:8080',
    },
    ...overrides,
  };
}
