import type { ReactNode } from 'react';
import { useLocation, useNavigate, useRouteError, type RouteObject } from 'react-router-dom';
import { RequireAdmin, SignInPage } from '@festival/admin-feature-auth';
import { AdminHomePage, AdminLayout } from '@festival/admin-feature-shell';
import { AuditLogPage, RolesPage, UsersPage } from '@festival/admin-feature-users';
import { EventPage, EventsPage } from '@festival/admin-feature-events';
import { CheckInPage } from '@festival/admin-feature-check-in';
import { TranslationsPage } from '@festival/admin-feature-translations';
import { DashboardPage } from '@festival/admin-feature-dashboard';
import {
  AccommodationRequestsPage,
  DelegationsPage,
  RegistrationPage,
  RegistrationsPage,
  VisaRequestsPage,
} from '@festival/admin-feature-registrations';
import { SiteLocaleSwitcher } from '@festival/shared-feature-bootstrap';
import type { PermissionAction, Resource } from '@festival/shared-util-permissions';
import { ErrorPage, NotFoundPage } from '@festival/shared-ui-kit';
import { adminRoutes } from '@festival/shared-util-site';

function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  console.error(error);
  // Navigating to the same place makes the router drop the error and render the page again.
  return (
    <ErrorPage
      onHome={() => navigate('/')}
      onRetry={() => navigate(`${location.pathname}${location.search}`, { replace: true })}
    />
  );
}

function AppNotFound() {
  const navigate = useNavigate();
  return <NotFoundPage onHome={() => navigate('/')} />;
}

/** A staff page: shown to a signed-in staff member holding the permission (docs/admin-permissions.md). */
function staffPage(path: string, resource: Resource, action: PermissionAction, page: ReactNode): RouteObject {
  return {
    path,
    element: <RequireAdmin permission={{ resource, action }}>{page}</RequireAdmin>,
    errorElement: <RouteErrorPage />,
  };
}

export function createAdminRoutes(): RouteObject[] {
  return [
    {
      element: <AdminLayout headerEndSlot={<SiteLocaleSwitcher />} />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: adminRoutes.signIn.path, element: <SignInPage />, errorElement: <RouteErrorPage /> },
        {
          path: adminRoutes.root.path,
          element: (
            <RequireAdmin>
              <DashboardPage fallback={<AdminHomePage />} />
            </RequireAdmin>
          ),
          errorElement: <RouteErrorPage />,
        },
        staffPage(adminRoutes.users.path, 'USER', 'view', <UsersPage />),
        staffPage(adminRoutes.events.path, 'EVENT', 'view', <EventsPage />),
        staffPage(adminRoutes.event.path, 'EVENT', 'view', <EventPage />),
        staffPage(adminRoutes.checkIn.path, 'SCREENER', 'view', <CheckInPage />),
        staffPage(adminRoutes.registrations.path, 'ATTENDEE', 'view', <RegistrationsPage />),
        staffPage(adminRoutes.registration.path, 'ATTENDEE', 'view', <RegistrationPage />),
        staffPage(adminRoutes.delegations.path, 'ATTENDEE', 'view', <DelegationsPage />),
        staffPage(adminRoutes.visaRequests.path, 'ACCOMMODATION', 'view', <VisaRequestsPage />),
        staffPage(adminRoutes.accommodationRequests.path, 'ACCOMMODATION', 'view', <AccommodationRequestsPage />),
        staffPage(adminRoutes.roles.path, 'ROLE', 'view', <RolesPage />),
        staffPage(adminRoutes.auditLog.path, 'AUDIT_LOG', 'view', <AuditLogPage />),
        staffPage(adminRoutes.translations.path, 'TRANSLATION', 'view', <TranslationsPage />),
        { path: '*', element: <AppNotFound /> },
      ],
    },
  ];
}
