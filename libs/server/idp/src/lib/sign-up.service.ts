import { randomInt, randomUUID } from 'node:crypto';
import { LOCALE_METADATA_KEY, localeCode } from '@festival/shared-util-i18n';
import { errors } from './idp-errors';
import type { IdpContext, RequestInfo } from './idp-context';
import { idpTriggers, poolName, triggerBase } from './idp-triggers';
import { digest, type CodePurpose, type IdpUser, idpRepository } from './idp.repository';
import { checkPasswordPolicy } from './password-policy';
import { runInBackground } from './idp-context';
import { forgetSessionStatus } from './verifier-options';
import { enforceRateLimits, normalizedUsername, perAccountAndIp, perIp } from './rate-limit';
import {
  attributeList,
  checkClientId,
  checkCode,
  checkEmail,
  checkNameAttribute,
  requiredString,
  stringMap,
  type Body,
} from './request-fields';
import { createSrpCredential } from './srp';
import { newSignUpProof } from './auth.service';
import { maskEmail } from './triggers/create-auth-challenge';
import { TriggerRejection } from './triggers/trigger-events';

const codeHash = (purpose: CodePurpose, sub: string, code: string) => digest(`${purpose}:${sub}:${code}`);

/**
 * Where the code went, masked. Built from the address as typed when it is one, so that a known and
 * an unknown address get the same answer, letter for letter.
 */
const deliveryDetails = (typed: string, user: Pick<IdpUser, 'email'> | undefined) => ({
  Destination: maskEmail(typed.includes('@') || !user ? typed.trim() : user.email),
  DeliveryMedium: 'EMAIL',
  AttributeName: 'email',
});

/** Spent by every call that mails a code, before the username is looked up (known or not alike). */
async function spendSendBudget(ctx: IdpContext, request: RequestInfo, account: string): Promise<void> {
  const limits = ctx.config.rateLimits;
  await enforceRateLimits(ctx.db, ctx.config.now(), [
    [perIp('send', request), limits.codeSendsPerIp],
    [perAccountAndIp('send', account, request), limits.codeSendsPerAccountAndIp],
  ]);
}

/** Spent by every call that checks a code, before the username is looked up (known or not alike). */
async function spendCheckBudget(ctx: IdpContext, request: RequestInfo, account: string): Promise<void> {
  const limits = ctx.config.rateLimits;
  await enforceRateLimits(ctx.db, ctx.config.now(), [
    [perIp('check', request), limits.codeChecksPerIp],
    [perAccountAndIp('check', account, request), limits.codeChecksPerAccountAndIp],
  ]);
}

/** The language the site showed the visitor (ClientMetadata), for a recipient who never chose one. */
const visitorLanguageOf = (body: Body) =>
  localeCode(stringMap(body, 'ClientMetadata')[LOCALE_METADATA_KEY]) ?? undefined;

async function mailCode(
  ctx: IdpContext,
  user: IdpUser,
  purpose: CodePurpose,
  visitorLanguage: string | undefined,
): Promise<void> {
  const { config, db } = ctx;
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const now = config.now();
  const seconds = purpose === 'SIGN_UP' ? config.signUpCodeSeconds : config.forgotPasswordCodeSeconds;
  await idpRepository.saveCode(
    db,
    user.sub,
    purpose,
    codeHash(purpose, user.sub, code),
    now,
    new Date(now.getTime() + seconds * 1000),
  );
  await ctx.mailer.send({
    to: user.email,
    template: purpose === 'SIGN_UP' ? 'sign-up-code' : 'forgot-password-code',
    code,
    visitorLanguage,
  });
}

/**
 * Checks a code for the user. An account with no code pending answers like an unknown one
 * (CodeMismatch); after `wrongAnswersPerCode` wrong answers a code is void.
 */
async function checkUserCode(ctx: IdpContext, user: IdpUser, purpose: CodePurpose, code: string): Promise<void> {
  const { config, db } = ctx;
  const stored = await idpRepository.findCode(db, user.sub, purpose);
  if (!stored) throw errors.codeMismatch();
  if (stored.codeHash !== codeHash(purpose, user.sub, code)) {
    const { max, windowSeconds } = config.rateLimits.wrongAnswersPerCode;
    const key = `wrong-code:${stored.codeHash}`;
    const wrongSoFar = (await idpRepository.countRateEvents(db, [{ key, windowSeconds }], config.now())).get(key) ?? 0;
    if (wrongSoFar >= max) await idpRepository.consumeCode(db, user.sub, purpose, stored.codeHash);
    throw errors.codeMismatch();
  }
  if (stored.expiresAt.getTime() <= config.now().getTime()) throw errors.codeExpired();
  if (!(await idpRepository.consumeCode(db, user.sub, purpose, stored.codeHash))) throw errors.codeExpired();
}

export async function signUp(ctx: IdpContext, body: Body, request: RequestInfo) {
  const { config, db } = ctx;
  checkClientId(body, config);
  const email = checkEmail(requiredString(body, 'Username', 320));
  const password = checkPasswordPolicy(body['Password']);
  const attributes = attributeList(body, 'UserAttributes');
  if (attributes['email'] !== undefined && attributes['email'].trim().toLowerCase() !== email.toLowerCase()) {
    throw errors.invalidParameter('The email attribute must be the same as the username.');
  }
  // The sign-up form's rule: both names required; the middle name the app sends empty, or like them.
  checkNameAttribute('given_name', attributes['given_name'] ?? '');
  checkNameAttribute('family_name', attributes['family_name'] ?? '');
  if (attributes['middle_name']?.trim()) checkNameAttribute('middle_name', attributes['middle_name']);
  await enforceRateLimits(db, config.now(), [[perIp('signup', request), config.rateLimits.codeSendsPerIp]]);

  try {
    await idpTriggers(ctx, request).preSignUp({
      ...triggerBase(ctx, email, 'PreSignUp_SignUp'),
      request: {
        userAttributes: { ...attributes, email },
        validationData: attributeList(body, 'ValidationData'),
        clientMetadata: stringMap(body, 'ClientMetadata'),
      },
      response: {},
    });
  } catch (error) {
    if (error instanceof TriggerRejection) throw errors.lambdaValidation('PreSignUp', error.message);
    throw error;
  }

  const sub = randomUUID();
  const now = config.now();
  const credential = createSrpCredential(poolName(ctx), sub, password);
  const user: IdpUser = {
    sub,
    email,
    emailNormalized: email.toLowerCase(),
    emailVerified: false,
    givenName: attributes['given_name']?.trim() || null,
    familyName: attributes['family_name']?.trim() || null,
    middleName: attributes['middle_name']?.trim() || null,
    // The language the account was made in: Cognito's locale attribute, else the site's (ClientMetadata).
    locale: localeCode(attributes['locale']) ?? visitorLanguageOf(body) ?? null,
    userType: 'USER',
    status: 'UNCONFIRMED',
    enabled: true,
    srpSalt: credential.salt,
    srpVerifier: credential.verifier,
    createdAt: now,
    updatedAt: now,
  };
  if (!(await idpRepository.insertUser(db, user))) throw errors.usernameExists();
  await spendSendBudget(ctx, request, user.emailNormalized);
  await mailCode(ctx, user, 'SIGN_UP', visitorLanguageOf(body));
  return { UserConfirmed: false, UserSub: sub, CodeDeliveryDetails: deliveryDetails(email, user) };
}

// The four calls below answer alike for known and unknown usernames, in about the same time
// (Cognito's "prevent user existence errors"): limits are spent before the lookup, mail leaves
// after the answer, and a wrong code for a stranger is as wrong as anyone's.

export async function confirmSignUp(ctx: IdpContext, body: Body, request: RequestInfo) {
  checkClientId(body, ctx.config);
  const username = requiredString(body, 'Username', 320);
  const code = checkCode(body);
  await spendCheckBudget(ctx, request, normalizedUsername(username));
  const user = await idpRepository.findUserByUsername(ctx.db, username);
  if (!user) throw errors.codeMismatch();
  await checkUserCode(ctx, user, 'SIGN_UP', code);
  await idpRepository.updateUser(ctx.db, user.sub, {
    status: 'CONFIRMED',
    emailVerified: true,
    updatedAt: ctx.config.now(),
  });
  // Cognito's shape: a Session to sign in with right away, without a second emailed code.
  return { Session: await newSignUpProof(ctx, user) };
}

export async function resendConfirmationCode(ctx: IdpContext, body: Body, request: RequestInfo) {
  checkClientId(body, ctx.config);
  const username = requiredString(body, 'Username', 320);
  await spendSendBudget(ctx, request, normalizedUsername(username));
  const user = await idpRepository.findUserByUsername(ctx.db, username);
  if (user && user.status !== 'CONFIRMED')
    runInBackground(ctx, mailCode(ctx, user, 'SIGN_UP', visitorLanguageOf(body)));
  return { CodeDeliveryDetails: deliveryDetails(username, user) };
}

export async function forgotPassword(ctx: IdpContext, body: Body, request: RequestInfo) {
  checkClientId(body, ctx.config);
  const username = requiredString(body, 'Username', 320);
  await spendSendBudget(ctx, request, normalizedUsername(username));
  const user = await idpRepository.findUserByUsername(ctx.db, username);
  // Only an enabled, confirmed account has a verified address to send a reset code to.
  if (user && user.enabled && user.status === 'CONFIRMED')
    runInBackground(ctx, mailCode(ctx, user, 'FORGOT_PASSWORD', visitorLanguageOf(body)));
  return { CodeDeliveryDetails: deliveryDetails(username, user) };
}

export async function confirmForgotPassword(ctx: IdpContext, body: Body, request: RequestInfo) {
  checkClientId(body, ctx.config);
  const username = requiredString(body, 'Username', 320);
  const code = checkCode(body);
  const password = checkPasswordPolicy(body['Password']);
  await spendCheckBudget(ctx, request, normalizedUsername(username));
  const user = await idpRepository.findUserByUsername(ctx.db, username);
  if (!user) throw errors.codeMismatch();
  await checkUserCode(ctx, user, 'FORGOT_PASSWORD', code);
  if (!user.enabled) throw errors.notAuthorized('User is disabled.');
  const credential = createSrpCredential(poolName(ctx), user.sub, password);
  const now = ctx.config.now();
  await idpRepository.updateUser(ctx.db, user.sub, {
    srpSalt: credential.salt,
    srpVerifier: credential.verifier,
    updatedAt: now,
  });
  // Whoever knew the old password is signed out everywhere.
  await idpRepository.revokeAllRefreshTokens(ctx.db, user.sub, now);
  forgetSessionStatus(ctx, user.sub);
  return {};
}
