import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireAdmin, SignInPage } from '@festival/admin-feature-auth';
import { AdminHomePage, AdminLayout } from '@festival/admin-feature-shell';
import { SiteLocaleSwitcher } from '@festival/shared-feature-bootstrap';
import type { Resource } from '@festival/shared-util-permissions';
import { RouteErrorPage, RouteNotFoundPage, SplashScreen } from '@festival/shared-ui-kit';
import { adminRoutes } from '@festival/shared-util-site';

// Each staff area comes in its own files, fetched on the first visit to one of its pages, so the
// sign-in page does not wait for the camera scanner (zxing alone is ~440 kB) or the tables.
const users = () => import('@festival/admin-feature-users');
const events = () => import('@festival/admin-feature-events');
const checkIn = () => import('@festival/admin-feature-check-in');
const dashboard = () => import('@festival/admin-feature-dashboard');
const registrations = () => import('@festival/admin-feature-registrations');
const volunteers = () => import('@festival/admin-feature-volunteers');

/**
 * A staff page: shown to a signed-in staff member holding its resource's view permission, as its
 * section in the navigation is (docs/admin-permissions.md); what the page lets them change, its
 * controls check. The router fetches the page's file before showing it.
 */
function staffPage(path: string, resource: Resource, load: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    errorElement: <RouteErrorPage />,
    lazy: async () => {
      const Page = await load();
      return {
        element: (
          <RequireAdmin permission={{ resource, action: 'view' }}>
            <Page />
          </RequireAdmin>
        ),
      };
    },
  };
}

export function createAdminRoutes(): RouteObject[] {
  return [
    {
      element: <AdminLayout headerEndSlot={<SiteLocaleSwitcher />} />,
      errorElement: <RouteErrorPage />,
      // A visit that starts on a staff page waits for that page's file on the start-up splash.
      hydrateFallbackElement: <SplashScreen />,
      children: [
        { path: adminRoutes.signIn.path, element: <SignInPage />, errorElement: <RouteErrorPage /> },
        {
          path: adminRoutes.root.path,
          errorElement: <RouteErrorPage />,
          lazy: async () => {
            const { DashboardPage } = await dashboard();
            return {
              element: (
                <RequireAdmin>
                  <DashboardPage fallback={<AdminHomePage />} />
                </RequireAdmin>
              ),
            };
          },
        },
        staffPage(adminRoutes.users.path, 'USER', () => users().then((m) => m.UsersPage)),
        staffPage(adminRoutes.events.path, 'EVENT', () => events().then((m) => m.EventsPage)),
        staffPage(adminRoutes.event.path, 'EVENT', () => events().then((m) => m.EventPage)),
        staffPage(adminRoutes.checkIn.path, 'SCREENER', () => checkIn().then((m) => m.CheckInPage)),
        staffPage(adminRoutes.registrations.path, 'ATTENDEE', () => registrations().then((m) => m.RegistrationsPage)),
        staffPage(adminRoutes.registration.path, 'ATTENDEE', () => registrations().then((m) => m.RegistrationPage)),
        staffPage(adminRoutes.delegations.path, 'ATTENDEE', () => registrations().then((m) => m.DelegationsPage)),
        staffPage(adminRoutes.visaRequests.path, 'ACCOMMODATION', () =>
          registrations().then((m) => m.VisaRequestsPage),
        ),
        staffPage(adminRoutes.accommodationRequests.path, 'ACCOMMODATION', () =>
          registrations().then((m) => m.AccommodationRequestsPage),
        ),
        staffPage(adminRoutes.volunteers.path, 'VOLUNTEER', () => volunteers().then((m) => m.VolunteersPage)),
        staffPage(adminRoutes.volunteerShifts.path, 'VOLUNTEER', () => volunteers().then((m) => m.VolunteerShiftsPage)),
        staffPage(adminRoutes.volunteer.path, 'VOLUNTEER', () => volunteers().then((m) => m.VolunteerPage)),
        staffPage(adminRoutes.roles.path, 'ROLE', () => users().then((m) => m.RolesPage)),
        staffPage(adminRoutes.auditLog.path, 'AUDIT_LOG', () => users().then((m) => m.AuditLogPage)),
        staffPage(adminRoutes.mediaApplications.path, 'MEDIA', () =>
          registrations().then((m) => m.MediaApplicationsPage),
        ),
        staffPage(adminRoutes.translations.path, 'TRANSLATION', () =>
          import('@festival/admin-feature-translations').then((m) => m.TranslationsPage),
        ),
        { path: '*', element: <RouteNotFoundPage /> },
      ],
    },
  ];
}
