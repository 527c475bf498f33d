import { lastAuthUserKey } from '@festival/shared-util-site';
import { createLazyAuthSession, hasStoredSession } from './lazy-auth-session';

const settings = {
  userPoolId: 'local_pool1',
  clientId: 'client-1',
  endpoint: 'http://idp.test/',
  cookieDomain: null,
} as unknown as Parameters<typeof createLazyAuthSession>[0];

describe('lazy auth session', () => {
  it('finds a stored session in localStorage or in the shared cookie', () => {
    const key = lastAuthUserKey('client-1');
    const local = (value: string | null) => ({ getItem: (name: string) => (name === key ? value : null) });
    expect(hasStoredSession(settings, { cookie: () => '', local: () => local('ann@example.org') })).toBe(true);
    expect(hasStoredSession(settings, { cookie: () => '', local: () => local(null) })).toBe(false);
    const shared = { clientId: 'client-1', cookieDomain: '.festival.example' };
    expect(hasStoredSession(shared, { cookie: () => `a=1; ${key}=ann%40example.org`, local: () => undefined })).toBe(
      true,
    );
    expect(hasStoredSession(shared, { cookie: () => 'a=1', local: () => local('ann@example.org') })).toBe(false);
    expect(
      hasStoredSession(settings, {
        cookie: () => '',
        local: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe(false);
  });

  it('answers a visitor with no stored session without fetching the identity client', async () => {
    const session = createLazyAuthSession(settings, { hasStoredSession: () => false });
    expect(session.hasNoStoredSession()).toBe(true);
    expect(await session.restoreSession()).toBeNull();
    expect(await session.getIdToken()).toBeNull();
    expect(await session.refresh()).toEqual({
      ok: false,
      error: { code: 'NotAuthorizedException', message: 'No session' },
    });
    await expect(session.signOut()).resolves.toBeUndefined();
  });

  it('reads a stored session through the identity client', async () => {
    window.localStorage.clear();
    const session = createLazyAuthSession(settings, { hasStoredSession: () => true });
    expect(session.hasNoStoredSession()).toBe(false);
    // The client finds no tokens for this pool and says nobody is signed in.
    expect(await session.restoreSession()).toBeNull();
    expect(await session.getIdToken()).toBeNull();
  });
});
