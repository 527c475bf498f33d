import { randomBytes, randomUUID, sign } from 'node:crypto';
import { createLocalJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { errors, messages } from './idp-errors';
import { issuerOf } from './idp-config';
import type { IdpContext } from './idp-context';
import { digest, type IdpUser, idpRepository, type NewRefreshToken } from './idp.repository';
import { getJwks, getSigningKey, type Jwks, type SigningKey } from './signing-keys';

export interface AuthenticationResult {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

function signingKey(ctx: IdpContext) {
  if (!ctx.signingKey) {
    ctx.signingKey = getSigningKey(ctx.db, ctx.config.now());
    ctx.signingKey.catch(() => (ctx.signingKey = undefined));
  }
  return ctx.signingKey;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An RS256 JWT (RSASSA-PKCS1-v1_5 with SHA-256, as jose's SignJWT makes it) signed with `key`. */
function signJwt(key: SigningKey, payload: JWTPayload): string {
  const input = `${base64url(JSON.stringify({ alg: 'RS256', kid: key.kid }))}.${base64url(JSON.stringify(payload))}`;
  return `${input}.${sign('sha256', Buffer.from(input), key.privateKey).toString('base64url')}`;
}

/** The user's attributes as Cognito lists them (GetUser, AdminGetUser, ID token). */
export function userAttributes(user: IdpUser): Array<{ Name: string; Value: string }> {
  const attributes = [
    { Name: 'sub', Value: user.sub },
    { Name: 'email', Value: user.email },
    { Name: 'email_verified', Value: String(user.emailVerified) },
    { Name: 'given_name', Value: user.givenName ?? undefined },
    { Name: 'family_name', Value: user.familyName ?? undefined },
    { Name: 'middle_name', Value: user.middleName ?? undefined },
    { Name: 'locale', Value: user.locale ?? undefined },
    { Name: 'custom:user_type', Value: user.userType },
  ];
  return attributes.filter((attribute): attribute is { Name: string; Value: string } => attribute.Value !== undefined);
}

/** A new sign-in's refresh token, and the row that stores it (as a digest). */
export interface NewSignIn {
  refreshToken: string;
  row: NewRefreshToken;
}

/** A new sign-in for `sub`: its origin jti and refresh token, not stored yet. */
export function newSignIn(ctx: IdpContext, sub: string, authTime: Date): NewSignIn {
  const { config } = ctx;
  const now = config.now();
  const refreshToken = randomBytes(48).toString('base64url');
  return {
    refreshToken,
    row: {
      tokenHash: digest(refreshToken),
      originJti: randomUUID(),
      sub,
      clientId: config.clientId,
      authTime,
      expiresAt: new Date(now.getTime() + config.refreshTokenDays * 86_400_000),
      createdAt: now,
    },
  };
}

/**
 * Signs ID and access tokens: of the sign-in `originJti` (a refresh), or of `signIn`, a new
 * sign-in whose refresh token the caller has stored; with neither, starts and stores a new sign-in.
 */
export async function issueTokens(
  ctx: IdpContext,
  user: IdpUser,
  options: { authTime: Date; originJti?: string; signIn?: NewSignIn },
): Promise<AuthenticationResult> {
  const { config } = ctx;
  const now = config.now();
  const iat = Math.floor(now.getTime() / 1000);
  const authTime = Math.floor(options.authTime.getTime() / 1000);
  const issuer = issuerOf(config);
  const key = await signingKey(ctx);
  const eventId = randomUUID();
  let originJti = options.originJti;
  let refreshToken: string | undefined;
  if (!originJti) {
    const signIn = options.signIn ?? newSignIn(ctx, user.sub, options.authTime);
    if (!options.signIn) await idpRepository.insertRefreshToken(ctx.db, signIn.row);
    originJti = signIn.row.originJti;
    refreshToken = signIn.refreshToken;
  }

  const idClaims: JWTPayload = {
    email: user.email,
    email_verified: user.emailVerified,
    'cognito:username': user.sub,
    origin_jti: originJti,
    event_id: eventId,
    token_use: 'id',
    auth_time: authTime,
    'custom:user_type': user.userType,
    ...(user.givenName ? { given_name: user.givenName } : {}),
    ...(user.familyName ? { family_name: user.familyName } : {}),
    ...(user.middleName ? { middle_name: user.middleName } : {}),
    ...(user.locale ? { locale: user.locale } : {}),
  };
  const idToken = signJwt(key, {
    ...idClaims,
    sub: user.sub,
    iss: issuer,
    aud: config.clientId,
    iat,
    exp: iat + config.idTokenSeconds,
    jti: randomUUID(),
  });
  const accessToken = signJwt(key, {
    client_id: config.clientId,
    origin_jti: originJti,
    event_id: eventId,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    auth_time: authTime,
    username: user.sub,
    sub: user.sub,
    iss: issuer,
    iat,
    exp: iat + config.accessTokenSeconds,
    jti: randomUUID(),
  });
  return {
    AccessToken: accessToken,
    IdToken: idToken,
    ...(refreshToken ? { RefreshToken: refreshToken } : {}),
    ExpiresIn: config.accessTokenSeconds,
    TokenType: 'Bearer',
  };
}

/** What the api needs to verify our ID tokens with jose: issuer, audience and the public keys. */
export async function getIdpVerificationKeys(
  ctx: Pick<IdpContext, 'db' | 'config'>,
): Promise<{ issuer: string; audience: string; jwksUrl: string; jwks: Jwks }> {
  const issuer = issuerOf(ctx.config);
  return {
    issuer,
    audience: ctx.config.clientId,
    jwksUrl: `${issuer}/.well-known/jwks.json`,
    jwks: await getJwks(ctx.db, ctx.config.now()),
  };
}

async function verifyJwt(ctx: IdpContext, token: string, tokenUse: 'id' | 'access'): Promise<JWTPayload> {
  const { jwks, issuer } = await getIdpVerificationKeys(ctx);
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), {
      issuer,
      algorithms: ['RS256'],
      currentDate: ctx.config.now(),
      ...(tokenUse === 'id' ? { audience: ctx.config.clientId } : {}),
    });
    if (payload['token_use'] !== tokenUse) throw new Error('wrong token use');
    if (tokenUse === 'access' && payload['client_id'] !== ctx.config.clientId) throw new Error('wrong client');
    return payload;
  } catch {
    throw errors.notAuthorized(messages.accessTokenInvalid);
  }
}

/**
 * The user behind an access token, refused when the token is forged or expired, when its
 * sign-in was revoked (sign-out, global sign-out, disable), or when the user is disabled.
 */
export async function authenticateAccessToken(ctx: IdpContext, token: unknown): Promise<IdpUser> {
  return (await authenticateAccessTokenSession(ctx, token)).user;
}

/** As authenticateAccessToken, with the sign-in (`origin_jti`) the token belongs to. */
export async function authenticateAccessTokenSession(
  ctx: IdpContext,
  token: unknown,
): Promise<{ user: IdpUser; originJti: string }> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 8_000)
    throw errors.invalidParameter('AccessToken is required.');
  const payload = await verifyJwt(ctx, token, 'access');
  const origin = await idpRepository.findRefreshTokenByOrigin(ctx.db, String(payload['origin_jti'] ?? ''));
  if (!origin || origin.revokedAt) throw errors.notAuthorized(messages.accessTokenRevoked);
  const user = await idpRepository.findUserBySub(ctx.db, String(payload.sub));
  if (!user) throw errors.notAuthorized(messages.accessTokenInvalid);
  if (!user.enabled) throw errors.notAuthorized(messages.userDisabled);
  return { user, originJti: origin.originJti };
}

/** Verifies an ID token of this idp (signature, issuer, audience, expiry) and returns its claims. */
export async function verifyIdToken(ctx: IdpContext, token: string): Promise<JWTPayload> {
  return verifyJwt(ctx, token, 'id');
}
