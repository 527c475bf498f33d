import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { IdentityLayout } from '@festival/identity-feature-shell';
import { SignInPage } from '@festival/identity-feature-sign-in';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import { SiteLocaleSwitcher } from '@festival/shared-feature-bootstrap';
import { RouteErrorPage, RouteNotFoundPage, SplashScreen } from '@festival/shared-ui-kit';
import { identityRoutes } from '@festival/shared-util-site';

// The sign-in page comes with the site; the account pages and sign-up (their forms, Yup and the
// password checklist) are fetched on the first visit to one of them (issue 14).
const account = () => import('@festival/identity-feature-account');
const signUp = () => import('@festival/identity-feature-sign-up');
const AccountPage = lazy(() => account().then((m) => ({ default: m.AccountPage })));

/** The root: sign-in for visitors, the account for signed-in users. */
function IdentityHome() {
  const { authenticated } = useAuthSession();
  return authenticated ? <AccountPage /> : <SignInPage />;
}

export function createIdentityRoutes(): RouteObject[] {
  return [
    {
      element: <IdentityLayout headerEndSlot={<SiteLocaleSwitcher />} />,
      errorElement: <RouteErrorPage />,
      // A visit that starts on a page fetched on demand waits for its file on the start-up splash.
      hydrateFallbackElement: <SplashScreen />,
      children: [
        { path: identityRoutes.root.path, element: <IdentityHome />, errorElement: <RouteErrorPage /> },
        {
          path: identityRoutes.signUp.path,
          errorElement: <RouteErrorPage />,
          lazy: async () => ({ Component: (await signUp()).SignUpPage }),
        },
        {
          path: identityRoutes.forgotPassword.path,
          errorElement: <RouteErrorPage />,
          lazy: async () => ({ Component: (await account()).ForgotPasswordPage }),
        },
        {
          path: identityRoutes.changePassword.path,
          errorElement: <RouteErrorPage />,
          lazy: async () => ({ Component: (await account()).ChangePasswordPage }),
        },
        { path: '*', element: <RouteNotFoundPage /> },
      ],
    },
  ];
}
