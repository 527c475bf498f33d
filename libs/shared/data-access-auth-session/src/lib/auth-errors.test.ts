import {
  challengeErrorOutcome,
  codeErrorOutcome,
  signInErrorOutcome,
  signUpErrorOutcome,
  toAuthError,
  toastMessage,
  wrongCodeMessage,
} from './auth-errors';

const err = (code: string, message = '') => ({ code, message });

describe('toAuthError', () => {
  it('reads the code from code or name, as the Cognito client sets both', () => {
    expect(
      toAuthError(Object.assign(new Error('Incorrect username or password.'), { code: 'NotAuthorizedException' })),
    ).toEqual(err('NotAuthorizedException', 'Incorrect username or password.'));
    expect(toAuthError({ name: 'CodeMismatchException', message: 'x' }).code).toBe('CodeMismatchException');
    expect(toAuthError(new Error('boom')).code).toBe('UnknownError');
    expect(toAuthError(null)).toEqual(err('UnknownError'));
  });
});

describe('toastMessage (SPEC.md §8 generic handler)', () => {
  it('rewords the attempt limit, falls back to the generic message, keeps other messages', () => {
    expect(toastMessage(err('LimitExceededException', 'Attempt limit exceeded, please try after some time.'))).toEqual({
      key: 'common:errors.attemptLimit',
    });
    expect(toastMessage(err('X', ' '))).toEqual({ key: 'common:errors.generic' });
    expect(toastMessage(err('X', 'Something precise'))).toEqual({ text: 'Something precise' });
  });
});

describe('signInErrorOutcome', () => {
  it.each([
    [
      err('NotAuthorizedException', 'Incorrect username or password.'),
      { kind: 'field', field: 'password', message: { key: 'auth:errors.incorrectAccount' } },
    ],
    [
      err('UserNotFoundException', 'Username/client id combination not found.'),
      { kind: 'field', field: 'password', message: { key: 'auth:errors.incorrectAccount' } },
    ],
    [
      err('NotAuthorizedException', 'User is disabled.'),
      { kind: 'field', field: 'password', message: { key: 'auth:errors.userDisabled' } },
    ],
    [err('UserNotConfirmedException', 'User is not confirmed.'), { kind: 'verify' }],
    [err('UsernameExistsException', 'x'), { kind: 'ignore' }],
    [
      err('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
      { kind: 'toast', message: { key: 'common:errors.attemptLimit' } },
    ],
    [
      err('UserLambdaValidationException', 'PreAuthentication failed with error Captcha token is invalid..'),
      { kind: 'toast', message: { text: 'PreAuthentication failed with error Captcha token is invalid..' } },
    ],
  ])('%o → %o', (error, outcome) => expect(signInErrorOutcome(error)).toEqual(outcome));
});

describe('signUpErrorOutcome', () => {
  it.each([
    [
      err('InvalidPasswordException', 'Password did not conform with policy'),
      { kind: 'field', field: 'password', message: { key: 'auth:errors.invalidPassword' } },
    ],
    [
      err('UsernameExistsException', 'An account with the given email already exists.'),
      { kind: 'field', field: 'email', message: { key: 'auth:errors.accountExists' } },
    ],
    [
      err('UserLambdaValidationException', 'PreSignUp failed with error User already exists.'),
      { kind: 'field', field: 'email', message: { key: 'auth:errors.accountExists' } },
    ],
    [
      err('UserLambdaValidationException', 'PreSignUp failed with error Captcha token has expired.'),
      { kind: 'toast', message: { text: 'PreSignUp failed with error Captcha token has expired.' } },
    ],
    [err('NotAuthorizedException', 'x'), { kind: 'ignore' }],
    [err('InternalErrorException', ''), { kind: 'toast', message: { key: 'common:errors.generic' } }],
  ])('%o → %o', (error, outcome) => expect(signUpErrorOutcome(error)).toEqual(outcome));
});

describe('challengeErrorOutcome and wrongCodeMessage (multi-factor)', () => {
  it('says attempts are exhausted when the auth session died after five wrong codes', () => {
    expect(challengeErrorOutcome(err('NotAuthorizedException', 'Incorrect username or password.'))).toEqual({
      kind: 'field',
      field: 'code',
      message: { key: 'auth:errors.attemptsExhausted' },
    });
  });
  it('says the code expired when the auth session expired', () => {
    expect(
      challengeErrorOutcome(err('NotAuthorizedException', 'Invalid session for the user, session is expired.')),
    ).toEqual({ kind: 'field', field: 'code', message: { key: 'auth:errors.codeExpired' } });
    expect(
      challengeErrorOutcome(err('ExpiredCodeException', 'Invalid code provided, please request a code again.')).kind,
    ).toBe('field');
  });
  it('rewords the attempt limit as a toast', () => {
    expect(
      challengeErrorOutcome(err('LimitExceededException', 'Attempt limit exceeded, please try after some time.')),
    ).toEqual({ kind: 'toast', message: { key: 'common:errors.attemptLimit' } });
  });
  it('counts attempts left and says so at zero', () => {
    expect(wrongCodeMessage(3)).toEqual({ key: 'auth:errors.invalidCodeAttempts', values: { count: 3 } });
    expect(wrongCodeMessage(0)).toEqual({ key: 'auth:errors.attemptsExhausted' });
  });
  it('maps sign-up and reset codes', () => {
    expect(
      codeErrorOutcome(err('CodeMismatchException', 'Invalid verification code provided, please try again.')),
    ).toEqual({ kind: 'field', field: 'code', message: { key: 'auth:errors.invalidCode' } });
    expect(codeErrorOutcome(err('ExpiredCodeException', 'x'))).toEqual({
      kind: 'field',
      field: 'code',
      message: { key: 'auth:errors.codeExpired' },
    });
  });
});
