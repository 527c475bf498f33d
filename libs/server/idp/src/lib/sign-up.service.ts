import { randomInt, randomUUID } from 'node:crypto';
import { errors } from './idp-errors';
import type { IdpContext, RequestInfo } from './idp-context';
import { idpTriggers, poolName, triggerBase } from './idp-triggers';
import { digest, type CodePurpose, type IdpUser, idpRepository } from './idp.repository';
import { checkPasswordPolicy } from './password-policy';
import { enforceRateLimits } from './rate-limit';
import {
  attributeList,
  checkClientId,
  checkCode,
  checkEmail,
  requiredString,
  stringMap,
  type Body,
} from './request-fields';
import { createSrpCredential } from './srp';
import { maskEmail } from './triggers/create-auth-challenge';
import { TriggerRejection } from './triggers/trigger-events';

const codeHash = (purpose: CodePurpose, sub: string, code: string) => digest(`${purpose}:${sub}:${code}`);

const deliveryDetails = (user: Pick<IdpUser, 'email'>) => ({
  Destination: maskEmail(user.email),
  DeliveryMedium: 'EMAIL',
  AttributeName: 'email',
});

const NAME_ATTRIBUTES = ['given_name', 'family_name', 'middle_name'] as const;

async function sendCode(ctx: IdpContext, request: RequestInfo, user: IdpUser, purpose: CodePurpose): Promise<void> {
  const { config, db } = ctx;
  await enforceRateLimits(db, config.now(), [
    [`send:acct:${user.sub}`, config.rateLimits.codeSendsPerAccount],
    [request.ip && `send:ip:${request.ip}`, config.rateLimits.codeSendsPerIp],
  ]);
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
  });
}

/** Checks a code for the user; counts the attempt against the account and the IP first. */
async function checkUserCode(
  ctx: IdpContext,
  request: RequestInfo,
  user: IdpUser,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  const { config, db } = ctx;
  await enforceRateLimits(db, config.now(), [
    [`check:acct:${user.sub}`, config.rateLimits.codeChecksPerAccount],
    [request.ip && `check:ip:${request.ip}`, config.rateLimits.codeChecksPerIp],
  ]);
  const stored = await idpRepository.findCode(db, user.sub, purpose);
  if (!stored) throw errors.codeExpired();
  if (stored.codeHash !== codeHash(purpose, user.sub, code)) throw errors.codeMismatch();
  if (stored.expiresAt.getTime() <= config.now().getTime()) throw errors.codeExpired();
  if (!(await idpRepository.consumeCode(db, user.sub, purpose, stored.codeHash))) throw errors.codeExpired();
}

async function requireUser(ctx: IdpContext, body: Body): Promise<IdpUser> {
  const user = await idpRepository.findUserByUsername(ctx.db, requiredString(body, 'Username', 320));
  if (!user) throw errors.userNotFound();
  return user;
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
  for (const name of NAME_ATTRIBUTES) {
    if ((attributes[name]?.length ?? 0) > 256) throw errors.invalidParameter(`The value of ${name} is too long.`);
  }
  await enforceRateLimits(db, config.now(), [
    [request.ip && `signup:ip:${request.ip}`, config.rateLimits.codeSendsPerIp],
  ]);

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
    userType: 'USER',
    status: 'UNCONFIRMED',
    enabled: true,
    srpSalt: credential.salt,
    srpVerifier: credential.verifier,
    createdAt: now,
    updatedAt: now,
  };
  if (!(await idpRepository.insertUser(db, user))) throw errors.usernameExists();
  await sendCode(ctx, request, user, 'SIGN_UP');
  return { UserConfirmed: false, UserSub: sub, CodeDeliveryDetails: deliveryDetails(user) };
}

export async function confirmSignUp(ctx: IdpContext, body: Body, request: RequestInfo) {
  checkClientId(body, ctx.config);
  const user = await requireUser(ctx, body);
  const code = checkCode(body);
  if (user.status === 'CONFIRMED') throw errors.notAuthorized('User cannot be confirmed. Current status is CONFIRMED');
  await checkUserCode(ctx, request, user, 'SIGN_UP', code);
  await idpRepository.updateUser(ctx.db, user.sub, {
    status: 'CONFIRMED',
    emailVerified: true,
    updatedAt: ctx.config.now(),
  });
  return {};
}

export async function resendConfirmationCode(ctx: IdpContext, body: Body, request: RequestInfo) {
  checkClientId(body, ctx.config);
  const user = await requireUser(ctx, body);
  if (user.status === 'CONFIRMED') throw errors.invalidParameter('User is already confirmed.');
  await sendCode(ctx, request, user, 'SIGN_UP');
  return { CodeDeliveryDetails: deliveryDetails(user) };
}

export async function forgotPassword(ctx: IdpContext, body: Body, request: RequestInfo) {
  checkClientId(body, ctx.config);
  const user = await requireUser(ctx, body);
  if (!user.enabled) throw errors.notAuthorized('User is disabled.');
  if (user.status !== 'CONFIRMED') {
    throw errors.invalidParameter(
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
  }
  await sendCode(ctx, request, user, 'FORGOT_PASSWORD');
  return { CodeDeliveryDetails: deliveryDetails(user) };
}

export async function confirmForgotPassword(ctx: IdpContext, body: Body, request: RequestInfo) {
  checkClientId(body, ctx.config);
  const user = await requireUser(ctx, body);
  const code = checkCode(body);
  const password = checkPasswordPolicy(body['Password']);
  if (!user.enabled) throw errors.notAuthorized('User is disabled.');
  await checkUserCode(ctx, request, user, 'FORGOT_PASSWORD', code);
  const credential = createSrpCredential(poolName(ctx), user.sub, password);
  const now = ctx.config.now();
  await idpRepository.updateUser(ctx.db, user.sub, {
    srpSalt: credential.salt,
    srpVerifier: credential.verifier,
    updatedAt: now,
  });
  // Whoever knew the old password is signed out everywhere.
  await idpRepository.revokeAllRefreshTokens(ctx.db, user.sub, now);
  return {};
}
