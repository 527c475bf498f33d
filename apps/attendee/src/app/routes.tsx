import { useTranslation } from 'react-i18next';
import { useNavigate, type RouteObject } from 'react-router-dom';
import { AttendeeLayout, LoginPage } from '@festival/attendee-feature-shell';
import { DevPage } from '@festival/attendee-feature-dev';
import { HomePage } from '@festival/attendee-feature-home';
import { AccommodationAssistancePage, AdditionalAttendeePage, DashboardPage, DelegationPortalPage, MyEventsPage, RegisteredInformationPage, VisaAssistancePage } from '@festival/attendee-feature-registered-information';
import { FaqPage, PrivacyPage, TermsPage } from '@festival/attendee-feature-info';
import { ProfilePage } from '@festival/attendee-feature-profile';
import { PreviewEventPage, RegisterEventPage } from '@festival/attendee-feature-registration';
import { SiteLocaleSwitcher } from '@festival/shared-feature-bootstrap';
import { NotFoundPage, PlaceholderPage } from '@festival/shared-ui-kit';
import { attendeeRoutes, type AttendeeRouteName } from '@festival/shared-util-site';
import { RequireAuth } from './require-auth';
import { RouteErrorPage } from './route-error-page';

/** Which capability (later issue) brings each page that is still a placeholder. */
const PLACEHOLDERS: Partial<Record<AttendeeRouteName, string>> = {
  mySubEvent: 'activities',
  volunteer: 'volunteer',
  volunteerRegistration: 'volunteer',
  volunteerInformation: 'volunteer',
  volunteerUpdateInformation: 'volunteer',
  media: 'media',
  mediaRegistration: 'media',
  mediaInformation: 'media',
  mediaUpdateInformation: 'media',
};

function Placeholder({ name, capability }: { name: AttendeeRouteName; capability: string }) {
  const { t } = useTranslation('attendee');
  return <PlaceholderPage title={t(`pages.${name}`)} capability={t(`capabilities.${capability}`)} />;
}

function AppNotFound() {
  const navigate = useNavigate();
  return <NotFoundPage onHome={() => navigate('/')} />;
}

const IMPLEMENTED: Partial<Record<AttendeeRouteName, React.ReactNode>> = {
  root: <HomePage />,
  dev: <DevPage />,
  termsConditions: <TermsPage />,
  privacyPolicy: <PrivacyPage />,
  faq: <FaqPage />,
  login: <LoginPage />,
  registerEvent: <RegisterEventPage />,
  editRegisterEvent: <RegisterEventPage />,
  previewEvent: <PreviewEventPage />,
  dashboard: <DashboardPage />,
  myProfile: <ProfilePage />,
  myEvents: <MyEventsPage />,
  registeredInformation: <RegisteredInformationPage />,
  registeredInformationId: <RegisteredInformationPage />,
  updateVisaAssistance: <VisaAssistancePage />,
  updateAdditionalAttendee: <AdditionalAttendeePage />,
  updateAccommodationAssistance: <AccommodationAssistancePage />,
  delegationPortal: <DelegationPortalPage />,
};

/** The whole attendee route table (SPEC.md §2), built from the named routes in util-site. */
export function createAttendeeRoutes(): RouteObject[] {
  const children: RouteObject[] = (Object.keys(attendeeRoutes) as AttendeeRouteName[]).map((name) => {
    const route = attendeeRoutes[name];
    const page = IMPLEMENTED[name] ?? <Placeholder name={name} capability={PLACEHOLDERS[name] ?? 'activities'} />;
    return {
      path: route.path,
      element: route.public ? page : <RequireAuth>{page}</RequireAuth>,
      errorElement: <RouteErrorPage />,
    };
  });
  children.push({ path: '*', element: <AppNotFound /> });
  return [{ element: <AttendeeLayout navbarEndSlot={<SiteLocaleSwitcher />} />, errorElement: <RouteErrorPage />, children }];
}
