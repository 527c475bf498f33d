import {
  CAPTCHA_TOKEN_KEY,
  TriggerRejection,
  type PreAuthenticationEvent,
  type PreSignUpEvent,
} from './trigger-events';

export type CaptchaCheck = (token: string | undefined) => Promise<{ ok: true } | { ok: false; reason: string }>;

const tokenOf = (...sources: Array<Record<string, string> | undefined>) =>
  sources.map((source) => source?.[CAPTCHA_TOKEN_KEY]).find((value) => typeof value === 'string' && value.length > 0);

/** Refuses a sign-up without a valid, unused captcha token (ValidationData or ClientMetadata). */
export function createPreSignUpHandler(options: { checkCaptcha: CaptchaCheck }) {
  return async function preSignUp(event: PreSignUpEvent): Promise<PreSignUpEvent> {
    const verdict = await options.checkCaptcha(tokenOf(event.request.validationData, event.request.clientMetadata));
    if (!verdict.ok) throw new TriggerRejection(verdict.reason);
    event.response = { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false };
    return event;
  };
}

/** Refuses a sign-in attempt without a valid, unused captcha token (the InitiateAuth ClientMetadata). */
export function createPreAuthenticationHandler(options: { checkCaptcha: CaptchaCheck }) {
  return async function preAuthentication(event: PreAuthenticationEvent): Promise<PreAuthenticationEvent> {
    const verdict = await options.checkCaptcha(tokenOf(event.request.validationData));
    if (!verdict.ok) throw new TriggerRejection(verdict.reason);
    return event;
  };
}
