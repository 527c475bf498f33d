import { LOCALE_METADATA_KEY, localeCode } from '@festival/shared-util-i18n';
import { poolNameOf } from './srp';
import type { IdpContext, RequestInfo } from './idp-context';
import { verifyCaptchaToken } from './captcha';
import {
  assertWithinLimits,
  enforceRateLimits,
  perAccountAndIp,
  perIp,
  rateEvents,
  type RateCheck,
} from './rate-limit';
import { createCreateAuthChallengeHandler } from './triggers/create-auth-challenge';
import { createDefineAuthChallengeHandler } from './triggers/define-auth-challenge';
import { createPreAuthenticationHandler, createPreSignUpHandler, type CaptchaCheck } from './triggers/pre-sign-up';
import { createVerifyAuthChallengeResponseHandler } from './triggers/verify-auth-challenge-response';
import type { TriggerEventBase } from './triggers/trigger-events';

/**
 * The trigger handlers wired to this process's database, mailer and captcha settings.
 * `countWithCaptcha`: rate checks counted in the statement that spends the captcha, and only when
 * it passes (a solved captcha is what makes an attempt count against an account); over budget,
 * the check throws LimitExceededException. `sendsCounted`: the counts of this code send's checks
 * (codeSendChecks), when an earlier statement of the step counted them; else sending counts them.
 */
export function idpTriggers(
  ctx: IdpContext,
  request: RequestInfo,
  counted: { countWithCaptcha?: readonly RateCheck[]; sendsCounted?: ReadonlyMap<string, number> } = {},
) {
  const { config, db } = ctx;
  const countWithCaptcha = counted.countWithCaptcha ?? [];
  const checkCaptcha: CaptchaCheck = async (token) => {
    if (!config.captcha.enabled) {
      await enforceRateLimits(db, config.now(), countWithCaptcha);
      return { ok: true };
    }
    const verdict = await verifyCaptchaToken(db, config.captcha, token, config.now(), rateEvents(countWithCaptcha));
    if (verdict.ok) assertWithinLimits(verdict.counts, countWithCaptcha);
    return verdict;
  };
  return {
    preSignUp: createPreSignUpHandler({ checkCaptcha }),
    preAuthentication: createPreAuthenticationHandler({ checkCaptcha }),
    defineAuthChallenge: createDefineAuthChallengeHandler({
      maxCodeAttempts: config.maxCodeAttempts,
      requireEmailCode: config.requireEmailCode,
    }),
    createAuthChallenge: createCreateAuthChallengeHandler({
      maxCodeAttempts: config.maxCodeAttempts,
      sendCode: async (event, code) => {
        const checks = codeSendChecks(ctx, request, event.userName);
        if (counted.sendsCounted) assertWithinLimits(counted.sendsCounted, checks);
        else await enforceRateLimits(db, config.now(), checks);
        await ctx.mailer.send({
          to: event.request.userAttributes['email'],
          template: 'sign-in-code',
          code,
          visitorLanguage: localeCode(event.request.clientMetadata?.[LOCALE_METADATA_KEY]) ?? undefined,
        });
      },
    }),
    verifyAuthChallengeResponse: createVerifyAuthChallengeResponseHandler(),
  };
}

/** The rate checks of emailing a sign-in code to `userName` (the account's sub). */
export function codeSendChecks(ctx: IdpContext, request: RequestInfo, userName: string): RateCheck[] {
  const limits = ctx.config.rateLimits;
  return [
    [perAccountAndIp('send', userName, request), limits.codeSendsPerAccountAndIp],
    [perIp('send', request), limits.codeSendsPerIp],
  ];
}

export function triggerBase<Source extends string>(
  ctx: IdpContext,
  userName: string,
  triggerSource: Source,
): TriggerEventBase<Source> {
  return {
    version: '1',
    region: ctx.config.userPoolId.split('_')[0],
    userPoolId: ctx.config.userPoolId,
    userName,
    triggerSource,
    callerContext: { awsSdkVersion: 'festival-idp', clientId: ctx.config.clientId },
  };
}

export const poolName = (ctx: IdpContext) => poolNameOf(ctx.config.userPoolId);
