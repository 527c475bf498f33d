import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AuthSessionProvider } from '@festival/shared-data-access-auth-session';
import { Deferred, showErrorToast, SplashScreen } from '@festival/shared-ui-kit';
import { identityRoutes } from '@festival/shared-util-site';
import { authApiHooks } from './auth-hooks';
import { createIdentityRoutes } from './routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(createIdentityRoutes()));
  return (
    <AuthSessionProvider
      apiHooks={authApiHooks}
      notifyError={showErrorToast}
      onRequestSignIn={(redirect) =>
        void router.navigate(redirect ? `/?redirect=${encodeURIComponent(redirect)}` : identityRoutes.root.getHref())
      }
      onSignedOut={() => router.navigate(identityRoutes.root.getHref())}
      fallback={<SplashScreen />}
    >
      {/* A staged first render (issue 14): the routes and the layout in a task after the session's. */}
      <Deferred>
        <RouterProvider router={router} />
      </Deferred>
    </AuthSessionProvider>
  );
}
