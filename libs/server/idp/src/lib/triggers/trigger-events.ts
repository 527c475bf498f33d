/**
 * The event shapes AWS Cognito hands to Lambda triggers (only the fields used here), so the
 * handlers in this folder could be deployed as the triggers of a real user pool.
 */
export interface TriggerEventBase<Source extends string> {
  version: string;
  region: string;
  userPoolId: string;
  userName: string;
  triggerSource: Source;
  callerContext: { awsSdkVersion: string; clientId: string };
}

export interface ChallengeResult {
  challengeName: 'SRP_A' | 'PASSWORD_VERIFIER' | 'CUSTOM_CHALLENGE';
  challengeResult: boolean;
  challengeMetadata?: string;
}

export interface DefineAuthChallengeEvent extends TriggerEventBase<'DefineAuthChallenge_Authentication'> {
  request: {
    userAttributes: Record<string, string>;
    session: ChallengeResult[];
    clientMetadata?: Record<string, string>;
    userNotFound?: boolean;
  };
  response: { challengeName?: string; issueTokens?: boolean; failAuthentication?: boolean };
}

export interface CreateAuthChallengeEvent extends TriggerEventBase<'CreateAuthChallenge_Authentication'> {
  request: {
    userAttributes: Record<string, string>;
    challengeName: string;
    session: ChallengeResult[];
    clientMetadata?: Record<string, string>;
    userNotFound?: boolean;
  };
  response: {
    publicChallengeParameters?: Record<string, string>;
    privateChallengeParameters?: Record<string, string>;
    challengeMetadata?: string;
  };
}

export interface VerifyAuthChallengeResponseEvent extends TriggerEventBase<'VerifyAuthChallengeResponse_Authentication'> {
  request: {
    userAttributes: Record<string, string>;
    privateChallengeParameters: Record<string, string>;
    challengeAnswer: string;
    clientMetadata?: Record<string, string>;
    userNotFound?: boolean;
  };
  response: { answerCorrect?: boolean };
}

export interface PreSignUpEvent extends TriggerEventBase<'PreSignUp_SignUp'> {
  request: {
    userAttributes: Record<string, string>;
    validationData?: Record<string, string>;
    clientMetadata?: Record<string, string>;
  };
  response: { autoConfirmUser?: boolean; autoVerifyEmail?: boolean; autoVerifyPhone?: boolean };
}

export interface PreAuthenticationEvent extends TriggerEventBase<'PreAuthentication_Authentication'> {
  request: {
    userAttributes: Record<string, string>;
    validationData?: Record<string, string>;
    userNotFound?: boolean;
  };
  response: Record<string, never>;
}

/** What a trigger throws to refuse; Cognito turns its message into UserLambdaValidationException. */
export class TriggerRejection extends Error {
  override name = 'TriggerRejection';
}

/** The ClientMetadata key and value that ask the custom challenge for a new code. */
export const RESEND_CODE_METADATA = { key: 'action', value: 'RESEND_CODE' } as const;
export const CAPTCHA_TOKEN_KEY = 'captchaToken';
/**
 * The ClientMetadata key of a sign-in that follows a sign-up: the Session ConfirmSignUp returned
 * (Cognito returns one too, for signing in right after confirmation). The emailed sign-up code
 * proved the address a moment ago, so that sign-in asks for the password and no second code.
 */
export const SIGN_UP_SESSION_KEY = 'signUpSession';
/** The challengeMetadata of the email challenge that the sign-up code answered. */
export const SIGN_UP_CODE_METADATA = 'SIGN_UP_CODE';
