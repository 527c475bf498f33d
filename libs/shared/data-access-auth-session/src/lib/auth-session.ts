import type { AuthError } from './auth-errors';

/** What the apps know about the signed-in user, read from the ID token. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: string | null;
}

/** The emailed one-time code the server asks for after the password (ChallengeParameters). */
export interface CodeChallenge {
  /** Masked, e.g. a•••@example.org. */
  email: string;
  attemptsLeft: number;
  maxAttempts: number;
  codeLength: number;
  codeSent: boolean;
}

export type SignInResult =
  | { kind: 'signedIn'; user: SessionUser }
  | { kind: 'challenge'; challenge: CodeChallenge }
  | { kind: 'notConfirmed' }
  | { kind: 'error'; error: AuthError };

export type Outcome<T = void> = { ok: true; value: T } | { ok: false; error: AuthError };

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  captchaToken: string;
}

export interface SignInInput {
  email: string;
  password: string;
  captchaToken: string;
}

/**
 * The identity session of one browser (DESIGN.md §2): sign-in with the emailed code, sign-up,
 * password changes, and the tokens the API calls carry. One implementation talks to AWS
 * Cognito or our idp through the unmodified amazon-cognito-identity-js.
 */
export interface AuthSession {
  signIn(input: SignInInput): Promise<SignInResult>;
  answerChallenge(code: string): Promise<SignInResult>;
  /** A new code for the pending sign-in; false when its auth session has ended. */
  resendChallengeCode(): Promise<Outcome<CodeChallenge>>;
  signUp(input: SignUpInput): Promise<Outcome<{ destination: string | null }>>;
  confirmSignUp(email: string, code: string): Promise<Outcome>;
  resendSignUpCode(email: string): Promise<Outcome<{ destination: string | null }>>;
  forgotPassword(email: string): Promise<Outcome<{ destination: string | null }>>;
  confirmForgotPassword(email: string, code: string, newPassword: string): Promise<Outcome>;
  changePassword(currentPassword: string, newPassword: string): Promise<Outcome>;
  signOut(options?: { global?: boolean }): Promise<void>;
  /** The user of a stored session (refreshing its tokens when needed), or null. */
  restoreSession(): Promise<SessionUser | null>;
  /**
   * True when it is known at once that the browser stores no session (restoreSession will answer
   * null), so the app can render signed out without waiting for that answer. Optional.
   */
  hasNoStoredSession?(): boolean;
  /** A valid ID token, refreshed when it has expired; null when nobody is signed in. */
  getIdToken(): Promise<string | null>;
  /** Forces a refresh with the refresh token; fails when the account was disabled or deleted. */
  refresh(): Promise<Outcome<SessionUser>>;
}
