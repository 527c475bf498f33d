import { render } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AttendeeAuthProvider } from '@festival/attendee-feature-auth';
import { createCaptcha, createSignedOutSession } from '@festival/shared-data-access-auth-session';
import { AppProviders } from '@festival/shared-feature-bootstrap';
import { createTestAppContext } from '@festival/shared-feature-bootstrap/testing';
import { createAttendeeRoutes } from './routes';

/** Renders the real attendee route table at `path`, with the network replaced by `adapter`. */
export async function renderAttendee(path: string, options: { adapter?: AxiosAdapter; routes?: RouteObject[] } = {}) {
  const adapter: AxiosAdapter =
    options.adapter ??
    (async (config) => ({
      data: { data: [], hasNext: false, payloadSize: 0, totalRecords: 0 },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    }));
  const context = await createTestAppContext({ adapter });
  const router = createMemoryRouter(options.routes ?? createAttendeeRoutes(), { initialEntries: [path] });
  const captcha = createCaptcha({
    challengeUrl: '/c',
    fetchImpl: async () => new Response(JSON.stringify({ parameters: { expiresAt: 9_999_999_999 } })),
    solve: async () => 'token',
  });
  render(
    <AppProviders context={context}>
      <AttendeeAuthProvider
        navigate={(to) => router.navigate(to)}
        getPathname={() => router.state.location.pathname}
        session={createSignedOutSession()}
        captcha={captcha}
      >
        <RouterProvider router={router} />
      </AttendeeAuthProvider>
    </AppProviders>,
  );
  return router;
}
