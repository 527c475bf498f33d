import { useLocation, useNavigate, useRouteError, type RouteObject } from 'react-router-dom';
import { IdentityLayout } from '@festival/identity-feature-shell';
import { AccountPage, ChangePasswordPage, ForgotPasswordPage } from '@festival/identity-feature-account';
import { SignInPage } from '@festival/identity-feature-sign-in';
import { SignUpPage } from '@festival/identity-feature-sign-up';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import { SiteLocaleSwitcher } from '@festival/shared-feature-bootstrap';
import { ErrorPage, NotFoundPage } from '@festival/shared-ui-kit';
import { identityRoutes } from '@festival/shared-util-site';

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

/** The root: sign-in for visitors, the account for signed-in users. */
function IdentityHome() {
  const { authenticated } = useAuthSession();
  return authenticated ? <AccountPage /> : <SignInPage />;
}

function AppNotFound() {
  const navigate = useNavigate();
  return <NotFoundPage onHome={() => navigate('/')} />;
}

export function createIdentityRoutes(): RouteObject[] {
  return [
    {
      element: <IdentityLayout headerEndSlot={<SiteLocaleSwitcher />} />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: identityRoutes.root.path, element: <IdentityHome />, errorElement: <RouteErrorPage /> },
        { path: identityRoutes.signUp.path, element: <SignUpPage />, errorElement: <RouteErrorPage /> },
        { path: identityRoutes.forgotPassword.path, element: <ForgotPasswordPage />, errorElement: <RouteErrorPage /> },
        { path: identityRoutes.changePassword.path, element: <ChangePasswordPage />, errorElement: <RouteErrorPage /> },
        { path: '*', element: <AppNotFound /> },
      ],
    },
  ];
}
