/** An error the identity endpoint answers with, in Cognito's code and wording. */
export class IdpError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
    this.name = code;
  }
}

export const messages = {
  incorrectCredentials: 'Incorrect username or password.',
  userDisabled: 'User is disabled.',
  passwordAttemptsExceeded: 'Password attempts exceeded',
  sessionExpired: 'Invalid session for the user, session is expired.',
  refreshRevoked: 'Refresh Token has been revoked',
  invalidRefreshToken: 'Invalid Refresh Token',
  notConfirmed: 'User is not confirmed.',
  userNotFound: 'Username/client id combination not found.',
  emailExists: 'An account with the given email already exists.',
  codeMismatch: 'Invalid verification code provided, please try again.',
  codeExpired: 'Invalid code provided, please request a code again.',
  limitExceeded: 'Attempt limit exceeded, please try after some time.',
  accessTokenInvalid: 'Invalid Access Token',
  accessTokenRevoked: 'Access Token has been revoked',
} as const;

export const errors = {
  notAuthorized: (message: string = messages.incorrectCredentials) => new IdpError('NotAuthorizedException', message),
  userNotFound: () => new IdpError('UserNotFoundException', messages.userNotFound),
  notConfirmed: () => new IdpError('UserNotConfirmedException', messages.notConfirmed),
  usernameExists: () => new IdpError('UsernameExistsException', messages.emailExists),
  codeMismatch: () => new IdpError('CodeMismatchException', messages.codeMismatch),
  codeExpired: () => new IdpError('ExpiredCodeException', messages.codeExpired),
  limitExceeded: () => new IdpError('LimitExceededException', messages.limitExceeded),
  invalidPassword: (detail: string) =>
    new IdpError('InvalidPasswordException', `Password did not conform with policy: ${detail}`),
  invalidParameter: (message: string) => new IdpError('InvalidParameterException', message),
  lambdaValidation: (trigger: 'PreSignUp' | 'PreAuthentication', reason: string) =>
    new IdpError('UserLambdaValidationException', `${trigger} failed with error ${reason}`),
  resourceNotFound: (message: string) => new IdpError('ResourceNotFoundException', message),
  unknownOperation: (operation: string) => new IdpError('UnknownOperationException', `Unknown operation ${operation}`),
} as const;
