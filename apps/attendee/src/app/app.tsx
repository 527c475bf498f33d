import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AttendeeAuthProvider } from '@festival/attendee-feature-auth';
import { authApiHooks } from './auth-hooks';
import { createAttendeeRoutes } from './routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(createAttendeeRoutes()));
  return (
    <AttendeeAuthProvider
      navigate={(to) => router.navigate(to)}
      getPathname={() => router.state.location.pathname}
      apiHooks={authApiHooks}
    >
      <RouterProvider router={router} />
    </AttendeeAuthProvider>
  );
}
