import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router-dom';
import { AttendeeLayout, LoginPage } from '@festival/attendee-feature-shell';
import { HomePage } from '@festival/attendee-feature-home';
import { SiteLocaleSwitcher } from '@festival/shared-feature-bootstrap';
import { PlaceholderPage, RouteErrorPage, RouteNotFoundPage, StartupFallback } from '@festival/shared-ui-kit';
import { attendeeRoutes, type AttendeeRouteName } from '@festival/shared-util-site';
import { RequireAuth } from './require-auth';

/** Which capability (later issue) brings each page that is still a placeholder. */
const PLACEHOLDERS: Partial<Record<AttendeeRouteName, string>> = {};

function Placeholder({ name, capability }: { name: AttendeeRouteName; capability: string }) {
  const { t } = useTranslation('attendee');
  return <PlaceholderPage title={t(`pages.${name}`)} capability={t(`capabilities.${capability}`)} />;
}

/** The pages a visitor opens first (the home, and sign-in from it): part of the first download. */
const IMPLEMENTED: Partial<Record<AttendeeRouteName, ReactNode>> = {
  root: <HomePage />,
  login: <LoginPage />,
};

// The signed-in screens come in their own files, fetched on the first visit to one of them, so
// the home page and sign-in do not wait for the registration form (and its phone-number data).
const registration = () => import('@festival/attendee-feature-registration');
const registered = () => import('@festival/attendee-feature-registered-information');
const profile = () => import('@festival/attendee-feature-profile');
const activities = () => import('@festival/attendee-feature-activities');
const volunteer = () => import('@festival/attendee-feature-volunteer');
const media = () => import('@festival/attendee-feature-media');
// The information pages (the FAQ's accordion with them) and the developer's mailbox are seldom the
// first page: fetched when opened, so the home does not download them (issue 14).
const info = () => import('@festival/attendee-feature-info');
const dev = () => import('@festival/attendee-feature-dev');

const LAZY: Partial<Record<AttendeeRouteName, () => Promise<ComponentType>>> = {
  dev: () => dev().then((m) => m.DevPage),
  termsConditions: () => info().then((m) => m.TermsPage),
  privacyPolicy: () => info().then((m) => m.PrivacyPage),
  faq: () => info().then((m) => m.FaqPage),
  registerEvent: () => registration().then((m) => m.RegisterEventPage),
  editRegisterEvent: () => registration().then((m) => m.RegisterEventPage),
  previewEvent: () => registration().then((m) => m.PreviewEventPage),
  dashboard: () => registered().then((m) => m.DashboardPage),
  myProfile: () => profile().then((m) => m.ProfilePage),
  myEvents: () => registered().then((m) => m.MyEventsPage),
  mySubEvent: () => activities().then((m) => m.ActivitiesPage),
  registeredInformation: () => registered().then((m) => m.RegisteredInformationPage),
  registeredInformationId: () => registered().then((m) => m.RegisteredInformationPage),
  updateVisaAssistance: () => registered().then((m) => m.VisaAssistancePage),
  updateAdditionalAttendee: () => registered().then((m) => m.AdditionalAttendeePage),
  updateAccommodationAssistance: () => registered().then((m) => m.AccommodationAssistancePage),
  delegationPortal: () => registered().then((m) => m.DelegationPortalPage),
  volunteer: () => volunteer().then((m) => m.VolunteerPage),
  volunteerInformation: () => volunteer().then((m) => m.VolunteerPage),
  volunteerRegistration: () => volunteer().then((m) => m.VolunteerRegistrationPage),
  volunteerUpdateInformation: () => volunteer().then((m) => m.VolunteerUpdatePage),
  media: () => media().then((m) => m.MediaPage),
  mediaRegistration: () => media().then((m) => m.MediaRegistrationPage),
  mediaInformation: () => media().then((m) => m.MediaInformationPage),
  mediaUpdateInformation: () => media().then((m) => m.MediaUpdatePage),
};

/** The whole attendee route table (SPEC.md §2), built from the named routes in util-site. */
export function createAttendeeRoutes(): RouteObject[] {
  const children: RouteObject[] = (Object.keys(attendeeRoutes) as AttendeeRouteName[]).map((name) => {
    const route = attendeeRoutes[name];
    const guard = (page: ReactNode) => (route.public ? page : <RequireAuth>{page}</RequireAuth>);
    const load = LAZY[name];
    if (load) {
      // The router fetches the page's file before showing it, and keeps the current page meanwhile.
      return {
        path: route.path,
        errorElement: <RouteErrorPage />,
        lazy: async () => {
          const Page = await load();
          return { element: guard(<Page />) };
        },
      };
    }
    const page = IMPLEMENTED[name] ?? <Placeholder name={name} capability={PLACEHOLDERS[name] ?? 'activities'} />;
    return { path: route.path, element: guard(page), errorElement: <RouteErrorPage /> };
  });
  children.push({ path: '*', element: <RouteNotFoundPage /> });
  return [
    {
      element: <AttendeeLayout navbarEndSlot={<SiteLocaleSwitcher />} />,
      errorElement: <RouteErrorPage />,
      // A visit that starts on a signed-in page waits for that page's file on the page the server
      // filled, else on the start-up splash.
      hydrateFallbackElement: <StartupFallback />,
      children,
    },
  ];
}
