/** A named route: its path pattern (react-router syntax), how to build a link, who may see it, and its layout. */
export interface RouteDef<P extends string = never> {
  path: string;
  public: boolean;
  /** The page (and every path below it) is shown without the site footer. */
  hideFooter: boolean;
  /** The page (and every path below it) is shown without the navbar. */
  hideNavbar: boolean;
  getHref: [P] extends [never] ? () => string : (params: Record<P, string>) => string;
}

export interface RouteOptions {
  /** Visitors may see it (default: signed-in users only). */
  public?: boolean;
  hideFooter?: boolean;
  hideNavbar?: boolean;
}

const routeFlags = (options: RouteOptions) => ({
  public: options.public ?? false,
  hideFooter: options.hideFooter ?? false,
  hideNavbar: options.hideNavbar ?? false,
});

function route(path: string, options: RouteOptions = {}): RouteDef {
  return { path, ...routeFlags(options), getHref: () => path } as RouteDef;
}

function routeWith<P extends string>(path: string, options: RouteOptions = {}): RouteDef<P> {
  const getHref = (params: Record<P, string>) =>
    path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
      const value = (params as Record<string, string>)[name];
      if (value === undefined || value === '') throw new Error(`Missing route parameter "${name}" for ${path}`);
      return encodeURIComponent(value);
    });
  return { path, ...routeFlags(options), getHref } as unknown as RouteDef<P>;
}

/**
 * Every route of the attendee site (SPEC.md §2). The SPEC's named routes keep their names;
 * the list pages that have no SPEC name (registeredInformation, volunteer, media) and the
 * public pages are named after their paths.
 */
export const attendeeRoutes = {
  root: route('/', { public: true }),
  // A developer tool, not part of the public site: no footer.
  dev: route('/dev', { public: true, hideFooter: true }),
  termsConditions: route('/terms-conditions', { public: true }),
  privacyPolicy: route('/privacy-policy', { public: true }),
  faq: route('/faq', { public: true }),
  // The sign-in page is where sign-in and sign-out land, so a visitor must reach it; a focused,
  // single task (SPEC.md §2), so neither navbar nor footer.
  login: route('/login', { public: true, hideNavbar: true, hideFooter: true }),
  dashboard: route('/dashboard'),
  myEvents: route('/my-events'),
  mySubEvent: routeWith<'id'>('/my-events/:id'),
  myProfile: route('/me'),
  // Multi-step forms and previews with their own action bars: no footer.
  registerEvent: route('/register-event', { hideFooter: true }),
  editRegisterEvent: routeWith<'id'>('/register-event/:id', { hideFooter: true }),
  previewEvent: routeWith<'id'>('/preview-event/:id', { hideFooter: true }),
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
  signIn: route('/sign-in', { public: true }),
  users: route('/users'),
  events: route('/events'),
  event: routeWith<'id'>('/events/:id'),
  checkIn: route('/check-in'),
  registrations: route('/registrations'),
  registration: routeWith<'id'>('/registrations/:id'),
  delegations: route('/delegations'),
  visaRequests: route('/assistance/visa'),
  accommodationRequests: route('/assistance/accommodation'),
  volunteers: route('/volunteers'),
  volunteerShifts: route('/volunteers/shifts'),
  volunteer: routeWith<'id'>('/volunteers/:id'),
  roles: route('/roles'),
  auditLog: route('/audit-log'),
  mediaApplications: route('/media'),
  translations: route('/translations'),
} as const;

export const identityRoutes = {
  /** Sign-in, or the account when signed in. */
  root: route('/', { public: true }),
  signUp: route('/sign-up', { public: true }),
  /** SPEC.md §7: the attendee and admin sites link here. */
  forgotPassword: route('/forgot-password', { public: true }),
  changePassword: route('/change-password', { public: true }),
} as const;

/**
 * A path's parameters under a route's pattern (`/my-events/:id` and `/my-events/7` give
 * `{ id: '7' }`), or null when the path is not that route's (the server picks the page to fill).
 */
export function routeParams(route: Pick<RouteDef, 'path'>, path: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const match = new RegExp(`^${pattern}/?$`).exec(path);
  if (!match) return null;
  try {
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1])]));
  } catch {
    return null;
  }
}
