import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { ApiHandler } from '@festival/shared-data-access-api-client/testing';
import { AuthSessionProvider, createCaptcha, createSignedOutSession } from '@festival/shared-data-access-auth-session';
import { renderWithProviders } from './render-with-providers';
import { testSiteConfig } from '@festival/shared-util-api-contracts/testing';

const staff = {
  id: 'staff-sub',
  email: 'staff@festival.localhost',
  firstName: 'Kai',
  lastName: 'Staff',
  userType: 'USER',
};

/**
 * A staff page at `path` for someone holding `permissions`, with the API answered by `api`
 * (the permissions call is answered here). `search()` reads the URL query.
 */
export async function renderStaffPage(
  routes: RouteObject[],
  path: string,
  permissions: string[],
  api: ApiHandler,
  wrapper?: (children: ReactNode) => ReactNode,
) {
  const captcha = createCaptcha({
    challengeUrl: '/c',
    fetchImpl: async () => new Response(JSON.stringify({ parameters: { expiresAt: 9_999_999_999 } })),
    solve: async () => 'captcha-token',
  });
  const session = createSignedOutSession({
    restoreSession: async () => staff,
    getIdToken: async () => 'id-token',
    refresh: async () => ({ ok: true, value: staff }),
  });
  const rendered = await renderWithProviders(
    { routes, path },
    {
      api: (call) => (call.url === '/permissions/me' ? [200, { data: permissions }] : api(call)),
      config: testSiteConfig({ site: 'admin' }),
      wrapper: (children) => (
        <AuthSessionProvider session={session} captcha={captcha} notifyError={() => undefined}>
          {wrapper ? wrapper(children) : children}
        </AuthSessionProvider>
      ),
    },
  );
  const search = () => new URLSearchParams(rendered.router.state.location.search);
  return { ...rendered, search };
}

/** A one-page list reply of the API. */
export const list = <T,>(data: T[]) => ({ data, hasNext: false, payloadSize: data.length, totalRecords: data.length });
