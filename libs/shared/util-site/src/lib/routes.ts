/** A named route: its path pattern (react-router syntax), how to build a link, and whether visitors may see it. */
export interface RouteDef<P extends string = never> {
  path: string;
  public: boolean;
  getHref: [P] extends [never] ? () => string : (params: Record<P, string>) => string;
}

function route(path: string, isPublic = false): RouteDef {
  return { path, public: isPublic, getHref: () => path } as RouteDef;
}

function routeWith<P extends string>(path: string, isPublic = false): RouteDef<P> {
  const getHref = (params: Record<P, string>) =>
    path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
      const value = (params as Record<string, string>)[name];
      if (value === undefined || value === '') throw new Error(`Missing route parameter "${name}" for ${path}`);
      return encodeURIComponent(value);
    });
  return { path, public: isPublic, getHref } as unknown as RouteDef<P>;
}

/**
 * Every route of the attendee site (SPEC.md §2). The SPEC's named routes keep their names;
 * the list pages that have no SPEC name (registeredInformation, volunteer, media) and the
 * public pages are named after their paths.
 */
export const attendeeRoutes = {
  root: route('/', true),
  dev: route('/dev', true),
  termsConditions: route('/terms-conditions', true),
  privacyPolicy: route('/privacy-policy', true),
  faq: route('/faq', true),
  // The sign-in page is where sign-in and sign-out land, so a visitor must reach it.
  login: route('/login', true),
  dashboard: route('/dashboard'),
  myEvents: route('/my-events'),
  mySubEvent: routeWith<'id'>('/my-events/:id'),
  myProfile: route('/me'),
  registerEvent: route('/register-event'),
  editRegisterEvent: routeWith<'id'>('/register-event/:id'),
  previewEvent: routeWith<'id'>('/preview-event/:id'),
  registeredInformation: route('/registered-information'),
  registeredInformationId: routeWith<'id'>('/registered-information/:id'),
  updateVisaAssistance: routeWith<'id'>('/registered-information/:id/visa-assistance'),
  updateAdditionalAttendee: routeWith<'id'>('/registered-information/:id/additional-attendee'),
  updateAccommodationAssistance: routeWith<'id'>('/registered-information/:id/accommodation-assistance'),
  delegationPortal: routeWith<'id'>('/registered-information/:id/delegation-portal'),
  volunteer: route('/volunteer'),
  volunteerRegistration: route('/volunteer/registration'),
  volunteerInformation: route('/volunteer/information'),
  volunteerUpdateInformation: route('/volunteer/update'),
  media: route('/media'),
  mediaRegistration: route('/media/registration'),
  mediaInformation: route('/media/information'),
  mediaUpdateInformation: route('/media/update'),
} as const;

export type AttendeeRouteName = keyof typeof attendeeRoutes;

export const adminRoutes = {
  root: route('/'),
  /** Everything else needs a signed-in user with an admin permission. */
  signIn: route('/sign-in', true),
  users: route('/users'),
} as const;

export const identityRoutes = {
  /** Sign-in, or the account when signed in. */
  root: route('/', true),
  signUp: route('/sign-up', true),
  /** SPEC.md §7: the attendee and admin sites link here. */
  forgotPassword: route('/forgot-password', true),
  changePassword: route('/change-password', true),
} as const;
