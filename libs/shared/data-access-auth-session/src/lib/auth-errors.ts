/** An identity-provider failure as the client reports it: Cognito's code and message. */
export interface AuthError {
  code: string;
  message: string;
}

/**
 * A message for the user: an i18next key (`auth:errors.x`, `common:errors.y`) with values, or,
 * for a server message the SPEC passes through unchanged, the text itself.
 */
export type AuthMessage = { key: string; values?: Record<string, string | number> } | { text: string };

export type AuthField = 'email' | 'password' | 'code';

/** What a screen does with a failure (SPEC.md §8). */
export type AuthErrorOutcome =
  | { kind: 'field'; field: AuthField; message: AuthMessage }
  | { kind: 'toast'; message: AuthMessage }
  | { kind: 'verify' }
  | { kind: 'ignore' };

const ATTEMPT_LIMIT = 'Attempt limit exceeded, please try after some time.';

/** Reads `code`/`name` and `message` from whatever the client or the network threw. */
export function toAuthError(error: unknown): AuthError {
  if (error && typeof error === 'object') {
    const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
    const id =
      typeof code === 'string' && code ? code : typeof name === 'string' && name !== 'Error' ? name : 'UnknownError';
    return { code: id, message: typeof message === 'string' ? message : '' };
  }
  return { code: 'UnknownError', message: typeof error === 'string' ? error : '' };
}

/** The generic handler: the server's message, the attempt-limit rewording, or "An error has occurred". */
export function toastMessage(error: AuthError): AuthMessage {
  if (error.message.includes(ATTEMPT_LIMIT)) return { key: 'common:errors.attemptLimit' };
  if (error.code === 'NetworkError' || /network error|failed to fetch/i.test(error.message))
    return { key: 'common:errors.timeout' };
  if (!error.message.trim()) return { key: 'common:errors.generic' };
  return { text: error.message };
}

const isDisabled = (error: AuthError) => /disabled/i.test(error.message);
const sessionExpired = (error: AuthError) => /session is expired|invalid session/i.test(error.message);

/** Sign-in (SPEC.md §8): wrong account on the password field, disabled, verification, the rest as a toast. */
export function signInErrorOutcome(error: AuthError): AuthErrorOutcome {
  switch (error.code) {
    case 'NotAuthorizedException':
      if (error.message.includes(ATTEMPT_LIMIT)) return { kind: 'toast', message: toastMessage(error) };
      return {
        kind: 'field',
        field: 'password',
        message: { key: isDisabled(error) ? 'auth:errors.userDisabled' : 'auth:errors.incorrectAccount' },
      };
    case 'UserNotFoundException':
      return { kind: 'field', field: 'password', message: { key: 'auth:errors.incorrectAccount' } };
    case 'UserNotConfirmedException':
      return { kind: 'verify' };
    case 'UsernameExistsException':
      return { kind: 'ignore' };
    default:
      return { kind: 'toast', message: toastMessage(error) };
  }
}

/** Sign-up (SPEC.md §8): policy on the password field, an existing account on the email field. */
export function signUpErrorOutcome(error: AuthError): AuthErrorOutcome {
  switch (error.code) {
    case 'InvalidPasswordException':
      return { kind: 'field', field: 'password', message: { key: 'auth:errors.invalidPassword' } };
    case 'UsernameExistsException':
      return { kind: 'field', field: 'email', message: { key: 'auth:errors.accountExists' } };
    case 'UserLambdaValidationException':
      if (/exist/i.test(error.message))
        return { kind: 'field', field: 'email', message: { key: 'auth:errors.accountExists' } };
      return { kind: 'toast', message: toastMessage(error) };
    case 'NotAuthorizedException':
      return { kind: 'ignore' };
    default:
      return { kind: 'toast', message: toastMessage(error) };
  }
}

/** Any emailed code (sign-up, forgot password): wrong, expired, too many tries. */
export function codeErrorOutcome(error: AuthError): AuthErrorOutcome {
  switch (error.code) {
    case 'CodeMismatchException':
      return { kind: 'field', field: 'code', message: { key: 'auth:errors.invalidCode' } };
    case 'ExpiredCodeException':
      return { kind: 'field', field: 'code', message: { key: 'auth:errors.codeExpired' } };
    case 'InvalidPasswordException':
      return { kind: 'field', field: 'password', message: { key: 'auth:errors.invalidPassword' } };
    case 'UserNotFoundException':
      return { kind: 'field', field: 'email', message: { key: 'auth:errors.userNotFound' } };
    default:
      return { kind: 'toast', message: toastMessage(error) };
  }
}

/**
 * The multi-factor code (SPEC.md §8). A dead auth session (5 wrong codes) is "exceeded the
 * number of attempts"; an expired one is "The code has expired".
 */
export function challengeErrorOutcome(error: AuthError): AuthErrorOutcome {
  switch (error.code) {
    case 'CodeMismatchException':
      return { kind: 'field', field: 'code', message: { key: 'auth:errors.invalidCode' } };
    case 'ExpiredCodeException':
      return { kind: 'field', field: 'code', message: { key: 'auth:errors.codeExpired' } };
    case 'NotAuthorizedException':
      if (error.message.includes(ATTEMPT_LIMIT)) return { kind: 'toast', message: toastMessage(error) };
      if (sessionExpired(error)) return { kind: 'field', field: 'code', message: { key: 'auth:errors.codeExpired' } };
      if (isDisabled(error)) return { kind: 'field', field: 'code', message: { key: 'auth:errors.userDisabled' } };
      return { kind: 'field', field: 'code', message: { key: 'auth:errors.attemptsExhausted' } };
    default:
      return { kind: 'toast', message: toastMessage(error) };
  }
}

/** The message under the code after a wrong code that still leaves attempts. */
export function wrongCodeMessage(attemptsLeft: number): AuthMessage {
  if (attemptsLeft <= 0) return { key: 'auth:errors.attemptsExhausted' };
  return { key: 'auth:errors.invalidCodeAttempts', values: { count: attemptsLeft } };
}
