import Type, { type Static } from 'typebox';

/** `GET /config.json` on each site: what an app boots with, so one build runs anywhere. */
export const SiteConfig = Type.Object({
  site: Type.Union([Type.Literal('attendee'), Type.Literal('admin'), Type.Literal('identity')]),
  environment: Type.Union([Type.Literal('embedded'), Type.Literal('production')]),
  apiBaseUrl: Type.String({ description: 'e.g. /api-svc/v1' }),
  translationBaseUrl: Type.String({ description: 'static translation files, e.g. /translation' }),
  identity: Type.Object({
    endpoint: Type.String({ description: 'Cognito-compatible endpoint (absolute URL)' }),
    userPoolId: Type.String(),
    clientId: Type.String(),
    region: Type.String(),
    cookieDomain: Type.Union([Type.String(), Type.Null()], {
      description: 'parent domain shared by the sites, or null to keep tokens per site',
    }),
  }),
  captchaChallengeUrl: Type.String(),
  festivalName: Type.String({ description: 'the brand the sites and the emails show (FESTIVAL_NAME)' }),
  contactEmail: Type.Optional(
    Type.String({ description: "the organisers' address shown when an activity is full (SPEC.md §8)" }),
  ),
  features: Type.Object({ multiLanguage: Type.Boolean(), devTools: Type.Boolean() }),
  translationCollection: Type.Optional(
    Type.Object(
      { url: Type.String(), apiKey: Type.String() },
      { description: 'present only when key collection is on: where the apps post keys without a translation' },
    ),
  ),
  links: Type.Object({
    festivalSite: Type.String(),
    attendeeSite: Type.String(),
    adminSite: Type.String(),
    identitySite: Type.String(),
  }),
});
export type SiteConfig = Static<typeof SiteConfig>;

/** The festival's name when the server's configuration (FESTIVAL_NAME) names none: one brand everywhere. */
export const DEFAULT_FESTIVAL_NAME = 'Pacific Arts & Culture Festival';

/** The organisers' address when the server's configuration names none (SPEC.md §8 "Fully Registered"). */
export const DEFAULT_CONTACT_EMAIL = 'info@festpachawaii.org';
