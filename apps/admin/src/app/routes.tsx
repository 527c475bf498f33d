import { useLocation, useNavigate, useRouteError, type RouteObject } from 'react-router-dom';
import { RequireAdmin, SignInPage } from '@festival/admin-feature-auth';
import { AdminHomePage, AdminLayout } from '@festival/admin-feature-shell';
import { AuditLogPage, RolesPage, UsersPage } from '@festival/admin-feature-users';
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
              <AdminHomePage />
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
        {
          path: adminRoutes.roles.path,
          element: (
            <RequireAdmin permission={{ resource: 'ROLE', action: 'view' }}>
              <RolesPage />
            </RequireAdmin>
          ),
          errorElement: <RouteErrorPage />,
        },
        {
          path: adminRoutes.auditLog.path,
          element: (
            <RequireAdmin permission={{ resource: 'AUDIT_LOG', action: 'view' }}>
              <AuditLogPage />
            </RequireAdmin>
          ),
          errorElement: <RouteErrorPage />,
        },
        { path: '*', element: <AppNotFound /> },
      ],
    },
  ];
}
