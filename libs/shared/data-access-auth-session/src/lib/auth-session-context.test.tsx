import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ApiClientProvider, createApiClient, SiteConfigProvider } from '@festival/shared-data-access-api-client';
import { fakeApiAdapter } from '@festival/shared-data-access-api-client/testing';
import { testSiteConfig } from '@festival/shared-util-api-contracts/testing';
import { createI18n } from '@festival/shared-util-i18n';
import { PERMISSIONS_REFETCH_INTERVAL_MS } from '@festival/shared-util-permissions';
import { createAuthApiHooks, UNAUTHORIZED_SIGN_OUT_DELAY_MS } from './auth-api-hooks';
import type { AuthSession, Outcome, SessionUser } from './auth-session';
import { AuthSessionProvider, useAuthSession } from './auth-session-context';
import { createSignedOutSession } from './signed-out-session';

const ann: SessionUser = {
  id: 'ann-sub',
  email: 'ann@example.org',
  firstName: 'Ann',
  lastName: 'Kealoha',
  userType: 'USER',
};

function WhoIsIn() {
  const { authenticated } = useAuthSession();
  return <p>{authenticated ? 'signed in' : 'signed out'}</p>;
}

/** The provider with a signed-in Ann, the real API client on a fake adapter (401 on /me) and the hooks bridge. */
async function renderSession(refresh: AuthSession['refresh'] = async () => ({ ok: true, value: ann })) {
  const config = testSiteConfig({ site: 'attendee' });
  const i18n = await createI18n('en', { plugins: [initReactI18next] });
  // After the translations are loaded: they load with real timers.
  vi.useFakeTimers();
  const apiHooks = createAuthApiHooks();
  const { adapter } = fakeApiAdapter((call) => {
    if (call.url === '/permissions/me') return [200, { data: [] }];
    if (call.url === '/users/me') return [401, { message: 'Token expired' }];
    return undefined;
  });
  const client = createApiClient({
    baseURL: config.apiBaseUrl,
    adapter,
    getIdToken: apiHooks.getIdToken,
    onUnauthorized: apiHooks.onUnauthorized,
  });
  const signOut = vi.fn(async () => undefined);
  const session = createSignedOutSession({
    restoreSession: async () => ann,
    getIdToken: async () => 'id',
    refresh,
    signOut,
  });
  const notifyError = vi.fn();
  const onSignedOut = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <SiteConfigProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={client}>
            <AuthSessionProvider
              session={session}
              apiHooks={apiHooks}
              notifyError={notifyError}
              onSignedOut={onSignedOut}
            >
              <WhoIsIn />
            </AuthSessionProvider>
          </ApiClientProvider>
        </QueryClientProvider>
      </SiteConfigProvider>
    </I18nextProvider>,
  );
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(screen.getByText('signed in')).toBeInTheDocument();
  return { client, signOut, notifyError, onSignedOut };
}

describe('AuthSessionProvider (SPEC.md §4 Other, §8)', () => {
  afterEach(() => vi.useRealTimers());

  it('renders the page signed out at once when the session knows nothing is stored, the fallback otherwise', async () => {
    const config = testSiteConfig({ site: 'attendee' });
    const i18n = await createI18n('en', { plugins: [initReactI18next] });
    const client = createApiClient({ baseURL: config.apiBaseUrl, adapter: fakeApiAdapter(() => undefined).adapter });
    const tree = (session: AuthSession) => (
      <I18nextProvider i18n={i18n}>
        <SiteConfigProvider config={config}>
          <QueryClientProvider client={new QueryClient()}>
            <ApiClientProvider client={client}>
              <AuthSessionProvider session={session} notifyError={vi.fn()} fallback={<p>reading the session</p>}>
                <WhoIsIn />
              </AuthSessionProvider>
            </ApiClientProvider>
          </QueryClientProvider>
        </SiteConfigProvider>
      </I18nextProvider>
    );
    // The stored session's answer never comes: only what is known at once shows.
    const pending = () => new Promise<never>(() => undefined);
    const { unmount } = render(
      tree(createSignedOutSession({ restoreSession: pending, hasNoStoredSession: () => true })),
    );
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(screen.queryByText('reading the session')).not.toBeInTheDocument();
    unmount();
    render(tree(createSignedOutSession({ restoreSession: pending, hasNoStoredSession: () => false })));
    expect(screen.getByText('reading the session')).toBeInTheDocument();
  });

  it('signs out 0.8 s after a 401, not before', async () => {
    const { client, signOut, onSignedOut } = await renderSession();
    await act(async () => {
      await client.get('/users/me').catch(() => undefined);
    });
    await act(() => vi.advanceTimersByTimeAsync(UNAUTHORIZED_SIGN_OUT_DELAY_MS - 1));
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.getByText('signed in')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(UNAUTHORIZED_SIGN_OUT_DELAY_MS).toBe(800);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it.each(['NotAuthorizedException', 'UserNotFoundException'])(
    'says the account was deactivated or deleted by an admin and signs out when the periodic refresh answers %s',
    async (code) => {
      const refusal: Outcome<SessionUser> = { ok: false, error: { code, message: 'Refresh Token has been revoked' } };
      const refresh = vi
        .fn<AuthSession['refresh']>()
        .mockResolvedValueOnce({ ok: true, value: ann })
        .mockResolvedValue(refusal);
      const { signOut, notifyError } = await renderSession(refresh);
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(notifyError).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(PERMISSIONS_REFETCH_INTERVAL_MS));
      expect(refresh).toHaveBeenCalledTimes(2);
      expect(notifyError).toHaveBeenCalledWith(
        'Your account has been deactivated or deleted by an admin. You have been signed out.',
      );
      expect(signOut).toHaveBeenCalledTimes(1);
      expect(screen.getByText('signed out')).toBeInTheDocument();
    },
  );
});
