import { useLocation, useNavigate, useRouteError, type RouteObject } from 'react-router-dom';
import { RequireAdmin, SignInPage } from '@festival/admin-feature-auth';
import { AdminHomePage, AdminLayout } from '@festival/admin-feature-shell';
import { UsersPage } from '@festival/admin-feature-users';
import { DashboardPage } from '@festival/admin-feature-dashboard';
import {
  AccommodationRequestsPage,
  DelegationsPage,
  RegistrationPage,
  RegistrationsPage,
  VisaRequestsPage,
} from '@festival/admin-feature-registrations';
import { SiteLocaleSwitcher } from '@festival/shared-feature-bootstrap';
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
        {
          path: adminRoutes.users.path,
          element: (
            <RequireAdmin permission={{ resource: 'USER', action: 'view' }}>
              <UsersPage />
            </RequireAdmin>
          ),
          errorElement: <RouteErrorPage />,
        },
        ...[
          { path: adminRoutes.registrations.path, page: <RegistrationsPage />, resource: 'ATTENDEE' as const },
          { path: adminRoutes.registration.path, page: <RegistrationPage />, resource: 'ATTENDEE' as const },
          { path: adminRoutes.delegations.path, page: <DelegationsPage />, resource: 'ATTENDEE' as const },
          { path: adminRoutes.visaRequests.path, page: <VisaRequestsPage />, resource: 'ACCOMMODATION' as const },
          {
            path: adminRoutes.accommodationRequests.path,
            page: <AccommodationRequestsPage />,
            resource: 'ACCOMMODATION' as const,
          },
        ].map(({ path, page, resource }) => ({
          path,
          element: <RequireAdmin permission={{ resource, action: 'view' as const }}>{page}</RequireAdmin>,
          errorElement: <RouteErrorPage />,
        })),
        { path: '*', element: <AppNotFound /> },
      ],
    },
  ];
}
