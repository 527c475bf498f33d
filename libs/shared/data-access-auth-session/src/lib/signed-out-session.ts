import type { AuthSession } from './auth-session';

const offline = { code: 'NetworkError', message: 'No identity provider in this environment.' };

/** A session with nobody signed in and no provider behind it: for tests and stories of pages. */
export function createSignedOutSession(overrides: Partial<AuthSession> = {}): AuthSession {
  const fail = async () => ({ ok: false as const, error: offline });
  return {
    signIn: async () => ({ kind: 'error', error: offline }),
    answerChallenge: async () => ({ kind: 'error', error: offline }),
    resendChallengeCode: fail,
    signUp: fail,
    confirmSignUp: fail,
    resendSignUpCode: fail,
    forgotPassword: fail,
    confirmForgotPassword: fail,
    changePassword: fail,
    signOut: async () => undefined,
    restoreSession: async () => null,
    getIdToken: async () => null,
    refresh: fail,
    ...overrides,
  };
}
