import type { SiteConfig } from '@festival/shared-util-api-contracts';
import { lastAuthUserKey } from '@festival/shared-util-site';
import type { AuthSession } from './auth-session';

type IdentitySettings = SiteConfig['identity'];

/** Whether the browser holds a session of this client: the cookie or localStorage entry the client writes. */
export function hasStoredSession(
  settings: Pick<IdentitySettings, 'clientId' | 'cookieDomain'>,
  read: { cookie: () => string; local: () => Pick<Storage, 'getItem'> | undefined } = {
    cookie: () => document.cookie,
    local: () => window.localStorage,
  },
): boolean {
  const key = lastAuthUserKey(settings.clientId);
  try {
    if (!settings.cookieDomain) return Boolean(read.local()?.getItem(key));
    return read
      .cookie()
      .split(';')
      .some((pair) => {
        const name = pair.slice(0, pair.indexOf('=')).trim();
        return name === key || safeDecode(name) === key;
      });
  } catch {
    // Blocked storage: nothing can have been stored either.
    return false;
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The identity session with its client (amazon-cognito-identity-js and its buffer polyfill,
 * about 20 kB gzip) fetched on first need rather than with the first page (issue 14): when a
 * sign-in or sign-up form appears (`preload`), when a stored session must be read, or when a
 * call needs it. A visitor with no stored session never downloads it to browse.
 */
export function createLazyAuthSession(
  settings: IdentitySettings,
  options: { hasStoredSession?: () => boolean; language?: () => string } = {},
): AuthSession & { preload(): void; hasNoStoredSession(): boolean } {
  let client: Promise<AuthSession> | null = null;
  const load = () => {
    client ??= import('./cognito-auth-session').then((m) =>
      m.createCognitoAuthSession(settings, { language: options.language }),
    );
    // A failed download (offline) may be retried by the next call.
    client.catch(() => (client = null));
    return client;
  };
  const stored = options.hasStoredSession ?? (() => hasStoredSession(settings));
  return {
    preload: () => void load().catch(() => undefined),
    signIn: async (input) => (await load()).signIn(input),
    answerChallenge: async (code) => (await load()).answerChallenge(code),
    resendChallengeCode: async () => (await load()).resendChallengeCode(),
    signUp: async (input) => (await load()).signUp(input),
    confirmSignUp: async (email, code) => (await load()).confirmSignUp(email, code),
    resendSignUpCode: async (email) => (await load()).resendSignUpCode(email),
    forgotPassword: async (email) => (await load()).forgotPassword(email),
    confirmForgotPassword: async (email, code, password) => (await load()).confirmForgotPassword(email, code, password),
    changePassword: async (current, next) => (await load()).changePassword(current, next),
    // Without a stored session these answer as the client would, without fetching it.
    signOut: async (signOutOptions) => {
      if (client || stored()) await (await load()).signOut(signOutOptions);
    },
    restoreSession: async () => (client || stored() ? (await load()).restoreSession() : null),
    hasNoStoredSession: () => !client && !stored(),
    getIdToken: async () => (client || stored() ? (await load()).getIdToken() : null),
    refresh: async () =>
      client || stored()
        ? (await load()).refresh()
        : { ok: false, error: { code: 'NotAuthorizedException', message: 'No session' } },
  };
}
