import { errors } from './idp-errors';
import type { IdpContext, RequestInfo } from './idp-context';
import { poolName } from './idp-triggers';
import { digest, idpRepository } from './idp.repository';
import { checkPasswordPolicy } from './password-policy';
import { enforceRateLimits, perAccountAndIp, perIp } from './rate-limit';
import { checkClientId, requiredString, type Body } from './request-fields';
import { createSrpCredential, g, modPowN, padHex } from './srp';
import { createHash } from 'node:crypto';
import { authenticateAccessToken, authenticateAccessTokenSession, userAttributes } from './tokens';
import { forgetSessionStatus } from './verifier-options';

export async function getUser(ctx: IdpContext, body: Body) {
  const user = await authenticateAccessToken(ctx, body['AccessToken']);
  return { Username: user.sub, UserAttributes: userAttributes(user), MFAOptions: [] };
}

/** Recomputes the verifier from a plain password: how the current password is checked without SRP. */
function passwordMatches(ctx: IdpContext, sub: string, salt: string, verifier: string, password: string): boolean {
  const inner = createHash('sha256')
    .update(`${poolName(ctx)}${sub}:${password}`)
    .digest('hex');
  const x = BigInt(
    `0x${createHash('sha256')
      .update(Buffer.from(padHex(BigInt(`0x${salt}`)) + inner, 'hex'))
      .digest('hex')}`,
  );
  return padHex(modPowN(g, x)) === verifier;
}

export async function changePassword(ctx: IdpContext, body: Body, request: RequestInfo) {
  const { user, originJti } = await authenticateAccessTokenSession(ctx, body['AccessToken']);
  const previous = requiredString(body, 'PreviousPassword', 256);
  const proposed = checkPasswordPolicy(body['ProposedPassword']);
  await enforceRateLimits(ctx.db, ctx.config.now(), [
    [perAccountAndIp('signin', user.sub, request), ctx.config.rateLimits.signInPerAccountAndIp],
    [perIp('signin', request), ctx.config.rateLimits.signInPerIp],
  ]);
  if (!passwordMatches(ctx, user.sub, user.srpSalt, user.srpVerifier, previous)) throw errors.notAuthorized();
  // SPEC §5: the new password must differ from the current one.
  if (previous === proposed) throw errors.invalidPassword('New password must be different from the current password');
  const credential = createSrpCredential(poolName(ctx), user.sub, proposed);
  const now = ctx.config.now();
  await idpRepository.updateUser(ctx.db, user.sub, {
    srpSalt: credential.salt,
    srpVerifier: credential.verifier,
    updatedAt: now,
  });
  // Whoever knew the old password is signed out everywhere else; this session goes on.
  await idpRepository.revokeOtherRefreshTokens(ctx.db, user.sub, originJti, now);
  forgetSessionStatus(ctx, user.sub);
  return {};
}

export async function globalSignOut(ctx: IdpContext, body: Body) {
  const user = await authenticateAccessToken(ctx, body['AccessToken']);
  await idpRepository.revokeAllRefreshTokens(ctx.db, user.sub, ctx.config.now());
  forgetSessionStatus(ctx, user.sub);
  return {};
}

export async function revokeToken(ctx: IdpContext, body: Body) {
  checkClientId(body, ctx.config);
  const token = requiredString(body, 'Token', 4096);
  const stored = await idpRepository.findRefreshToken(ctx.db, digest(token));
  // An unknown token is already as revoked as it can be; Cognito answers the same way.
  if (stored && stored.clientId === ctx.config.clientId) {
    await idpRepository.revokeRefreshToken(ctx.db, stored.tokenHash, ctx.config.now());
    forgetSessionStatus(ctx, stored.sub);
  }
  return {};
}
