import './node-global';
import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  type CognitoUserSession,
  type ICognitoStorage,
} from 'amazon-cognito-identity-js';
import { LOCALE_METADATA_KEY } from '@festival/shared-util-i18n';
import { toAuthError, type AuthError } from './auth-errors';
import type { AuthSession, CodeChallenge, SessionUser, SignInResult } from './auth-session';
import { tokenStorage, type IdentitySettings } from './token-storage';

/** The metadata that makes the server email a new code for the pending sign-in (idp and triggers). */
export const RESEND_CODE_METADATA = { action: 'RESEND_CODE' } as const;
export const SIGN_UP_USER_TYPE = 'USER';
/** The ClientMetadata key that hands ConfirmSignUp's Session to the sign-in that follows (the idp's). */
export const SIGN_UP_SESSION_KEY = 'signUpSession';

/**
 * The request client of acij that CognitoUserPool holds (untyped in its d.ts). confirmRegistration
 * drops ConfirmSignUp's answer; the same client's request returns it, Session included.
 */
interface CognitoRequestClient {
  request(operation: string, params: Record<string, unknown>, callback: (error: unknown, data: unknown) => void): void;
}

export interface CognitoAuthSessionOptions {
  storage?: ICognitoStorage;
  /**
   * The language the site shows, sent as ClientMetadata with every call that mails a code, so the
   * code arrives in it when the account has no language of its own yet (e.g. at sign-up).
   */
  language?: () => string;
}

/** The claims of the ID token the apps read (IDP-PROTOCOL.md "Tokens"). */
export function userFromIdToken(payload: Record<string, unknown>): SessionUser {
  const text = (name: string) => (typeof payload[name] === 'string' ? (payload[name] as string) : '');
  return {
    id: text('sub'),
    email: text('email'),
    firstName: text('given_name'),
    lastName: text('family_name'),
    userType: text('custom:user_type') || null,
  };
}

export function challengeFromParameters(parameters: Record<string, unknown> | null | undefined): CodeChallenge {
  const p = parameters ?? {};
  const int = (name: string, fallback: number) => {
    const value = Number(p[name]);
    return Number.isFinite(value) ? value : fallback;
  };
  return {
    email: typeof p['email'] === 'string' ? p['email'] : '',
    attemptsLeft: int('attemptsLeft', 5),
    maxAttempts: int('maxAttempts', 5),
    codeLength: int('codeLength', 6),
    codeSent: p['codeSent'] !== 'false',
  };
}

const fail = (error: unknown): { ok: false; error: AuthError } => ({ ok: false, error: toAuthError(error) });
const userOf = (session: CognitoUserSession) => userFromIdToken(session.getIdToken().decodePayload());

export function createCognitoAuthSession(
  settings: IdentitySettings,
  options: CognitoAuthSessionOptions = {},
): AuthSession {
  const storage = options.storage ?? tokenStorage(settings);
  const pool = new CognitoUserPool({
    UserPoolId: settings.userPoolId,
    ClientId: settings.clientId,
    // Empty means AWS Cognito's own regional endpoint; the embedded idp gives its URL.
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    Storage: storage,
  });
  const userFor = (email: string) => new CognitoUser({ Username: email, Pool: pool, Storage: storage });
  /** ClientMetadata naming the site's language (none when the app did not say). */
  const localeMetadata = (): Record<string, string> => {
    const language = options.language?.();
    return language ? { [LOCALE_METADATA_KEY]: language } : {};
  };
  /** The sign-in waiting for its emailed code; kept only in memory. */
  let pending: { user: CognitoUser } | null = null;
  /** ConfirmSignUp's Session for the account just verified (by email), spent by its next sign-in; memory only. */
  const signUpSessions = new Map<string, string>();
  const emailKey = (email: string) => email.trim().toLowerCase();

  function authCallbacks(user: CognitoUser, resolve: (result: SignInResult) => void) {
    return {
      onSuccess: (session: CognitoUserSession) => {
        pending = null;
        resolve({ kind: 'signedIn', user: userOf(session) });
      },
      onFailure: (error: unknown) => {
        const failure = toAuthError(error);
        if (failure.code === 'UserNotConfirmedException') {
          pending = null;
          resolve({ kind: 'notConfirmed' });
          return;
        }
        resolve({ kind: 'error', error: failure });
      },
      customChallenge: (parameters: Record<string, unknown>) => {
        pending = { user };
        resolve({ kind: 'challenge', challenge: challengeFromParameters(parameters) });
      },
    };
  }

  function currentSession(): Promise<{ user: CognitoUser; session: CognitoUserSession } | null> {
    const user = pool.getCurrentUser();
    if (!user) return Promise.resolve(null);
    return new Promise((resolve) =>
      user.getSession((error: Error | null, session: CognitoUserSession | null) =>
        resolve(error || !session || !session.isValid() ? null : { user, session }),
      ),
    );
  }

  const session: AuthSession = {
    signIn({ email, password, captchaToken }) {
      const user = userFor(email);
      user.setAuthenticationFlowType('CUSTOM_AUTH');
      const signUpSession = signUpSessions.get(emailKey(email));
      signUpSessions.delete(emailKey(email));
      const details = new AuthenticationDetails({
        Username: email,
        Password: password,
        ClientMetadata: {
          captchaToken,
          ...localeMetadata(),
          ...(signUpSession ? { [SIGN_UP_SESSION_KEY]: signUpSession } : {}),
        },
      });
      pending = null;
      return new Promise((resolve) => user.authenticateUser(details, authCallbacks(user, resolve)));
    },

    answerChallenge(code) {
      const current = pending;
      if (!current)
        return Promise.resolve({
          kind: 'error',
          error: { code: 'NotAuthorizedException', message: 'Invalid session for the user, session is expired.' },
        });
      return new Promise((resolve) =>
        current.user.sendCustomChallengeAnswer(code, authCallbacks(current.user, resolve)),
      );
    },

    async resendChallengeCode() {
      const current = pending;
      if (!current)
        return {
          ok: false,
          error: { code: 'NotAuthorizedException', message: 'Invalid session for the user, session is expired.' },
        };
      const result = await new Promise<SignInResult>((resolve) =>
        current.user.sendCustomChallengeAnswer('RESEND', authCallbacks(current.user, resolve), {
          ...RESEND_CODE_METADATA,
          ...localeMetadata(),
        }),
      );
      if (result.kind === 'challenge') return { ok: true, value: result.challenge };
      if (result.kind === 'error') return { ok: false, error: result.error };
      return {
        ok: false,
        error: { code: 'NotAuthorizedException', message: 'Invalid session for the user, session is expired.' },
      };
    },

    signUp({ email, password, firstName, lastName, captchaToken }) {
      const language = localeMetadata()[LOCALE_METADATA_KEY];
      const attributes = [
        new CognitoUserAttribute({ Name: 'email', Value: email }),
        new CognitoUserAttribute({ Name: 'given_name', Value: firstName }),
        new CognitoUserAttribute({ Name: 'family_name', Value: lastName }),
        new CognitoUserAttribute({ Name: 'middle_name', Value: '' }),
        new CognitoUserAttribute({ Name: 'custom:user_type', Value: SIGN_UP_USER_TYPE }),
        // Cognito's standard attribute, kept on the account (ClientMetadata is not): the account's
        // language until the user chooses one, AWS Cognito or the embedded idp alike.
        ...(language ? [new CognitoUserAttribute({ Name: 'locale', Value: language })] : []),
      ];
      const validation = [new CognitoUserAttribute({ Name: 'captchaToken', Value: captchaToken })];
      return new Promise((resolve) =>
        pool.signUp(
          email,
          password,
          attributes,
          validation,
          (error, result) =>
            resolve(
              error
                ? fail(error)
                : { ok: true, value: { destination: result?.codeDeliveryDetails?.Destination ?? null } },
            ),
          { captchaToken, ...localeMetadata() },
        ),
      );
    },

    confirmSignUp(email, code) {
      const client = (pool as unknown as { client: CognitoRequestClient }).client;
      return new Promise((resolve) =>
        // confirmRegistration's request, keeping the answer's Session for the sign-in that follows.
        client.request(
          'ConfirmSignUp',
          { ClientId: pool.getClientId(), ConfirmationCode: code, Username: email, ForceAliasCreation: false },
          (error, data) => {
            if (error) return resolve(fail(error));
            const confirmed = data as { Session?: unknown } | null;
            if (typeof confirmed?.Session === 'string') signUpSessions.set(emailKey(email), confirmed.Session);
            resolve({ ok: true, value: undefined });
          },
        ),
      );
    },

    resendSignUpCode(email) {
      return new Promise((resolve) =>
        userFor(email).resendConfirmationCode(
          (error, result: { CodeDeliveryDetails?: { Destination?: string } } | undefined) =>
            resolve(
              error
                ? fail(error)
                : { ok: true, value: { destination: result?.CodeDeliveryDetails?.Destination ?? null } },
            ),
          localeMetadata(),
        ),
      );
    },

    forgotPassword(email) {
      return new Promise((resolve) =>
        userFor(email).forgotPassword(
          {
            onSuccess: (data: { CodeDeliveryDetails?: { Destination?: string } }) =>
              resolve({ ok: true, value: { destination: data?.CodeDeliveryDetails?.Destination ?? null } }),
            onFailure: (error) => resolve(fail(error)),
          },
          localeMetadata(),
        ),
      );
    },

    confirmForgotPassword(email, code, newPassword) {
      return new Promise((resolve) =>
        userFor(email).confirmPassword(code, newPassword, {
          onSuccess: () => resolve({ ok: true, value: undefined }),
          onFailure: (error) => resolve(fail(error)),
        }),
      );
    },

    async changePassword(currentPassword, newPassword) {
      const current = await currentSession();
      if (!current)
        return { ok: false, error: { code: 'NotAuthorizedException', message: 'Access Token has expired' } };
      return new Promise((resolve) =>
        current.user.changePassword(currentPassword, newPassword, (error) =>
          resolve(error ? fail(error) : { ok: true, value: undefined }),
        ),
      );
    },

    async signOut(options = {}) {
      pending = null;
      const user = pool.getCurrentUser();
      if (!user) return;
      const current = await currentSession();
      if (options.global && current) {
        await new Promise<void>((resolve) =>
          current.user.globalSignOut({ onSuccess: () => resolve(), onFailure: () => resolve() }),
        );
      }
      // signOut revokes the refresh token and clears the stored tokens, even when the call fails.
      await new Promise<void>((resolve) => {
        try {
          (current?.user ?? user).signOut(() => resolve());
        } catch {
          resolve();
        }
      });
    },

    async restoreSession() {
      const current = await currentSession();
      return current ? userOf(current.session) : null;
    },

    async getIdToken() {
      const current = await currentSession();
      return current ? current.session.getIdToken().getJwtToken() : null;
    },

    async refresh() {
      const user = pool.getCurrentUser();
      if (!user) return { ok: false, error: { code: 'NotAuthorizedException', message: 'No session' } };
      const stored = await new Promise<CognitoUserSession | null>((resolve) =>
        user.getSession((error: Error | null, value: CognitoUserSession | null) => resolve(error ? null : value)),
      );
      if (!stored)
        return { ok: false, error: { code: 'NotAuthorizedException', message: 'Refresh Token has been revoked' } };
      return new Promise((resolve) =>
        user.refreshSession(stored.getRefreshToken(), (error: unknown, fresh: CognitoUserSession | undefined) =>
          resolve(error || !fresh ? fail(error ?? new Error('refresh failed')) : { ok: true, value: userOf(fresh) }),
        ),
      );
    },
  };
  return session;
}
