import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { InvalidTokenError, type Principal, type TokenVerifier } from '@festival/server-platform';

/** Where the public keys of the identity provider come from. */
export type KeySource =
  /** A JWKS on the network, e.g. Cognito's `<issuer>/.well-known/jwks.json` (cached, refetched on an unknown `kid`). */
  | { kind: 'remote'; url: string }
  /** The key set itself, read in-process (the embedded idp's keys live in our database). */
  | { kind: 'local'; load: () => Promise<JSONWebKeySet> };

/**
 * `missing`: the account was deleted; `signed-out`: the token's sign-in was ended (sign-out
 * everywhere, a password change elsewhere). Each ends the session like an expired token.
 */
export type AccountStatus = 'active' | 'disabled' | 'missing' | 'signed-out';

export interface TokenVerifierOptions {
  /** The `iss` every token must carry exactly. */
  issuer: string;
  /** The app client id: Cognito ID tokens carry it as `aud`. */
  audience: string;
  keys: KeySource;
  /**
   * Asked after the signature holds: a token outlives an admin's "disable", so the api checks
   * the account itself where it can, and the app's periodic permission check then logs out.
   */
  accountStatus?: (sub: string, claims: JWTPayload) => Promise<AccountStatus>;
  now?: () => Date;
  clockToleranceSeconds?: number;
}

/** Why a token was refused; the authenticate hook logs the reason and answers 401. */
export class TokenRejectedError extends InvalidTokenError {
  override name = 'TokenRejectedError';
}

/** The key set could not be had (unreachable, timed out, not a key set): an outage, answered 503. */
export class KeySetUnavailableError extends Error {
  override name = 'KeySetUnavailableError';
}

/**
 * jose's codes that mean the key set could not be fetched or read; ERR_JOSE_GENERIC is its
 * "JWKS answered other than 200 OK". Every other jose error is about the token itself.
 */
const KEY_SET_FAILURES = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID', 'ERR_JOSE_GENERIC']);

/** Verified tokens kept (least recently used dropped first), so a signed-in user's next requests skip RS256. */
const VERIFIED_CACHE_SIZE = 10_000;

/** A re-read of a local key set at most this often when a token names an unknown key. */
const LOCAL_RELOAD_MS = 30_000;

function localKeys(load: () => Promise<JSONWebKeySet>, now: () => Date): JWTVerifyGetKey {
  let current: { getKey: JWTVerifyGetKey; loadedAt: number } | undefined;
  let loading: Promise<{ getKey: JWTVerifyGetKey; loadedAt: number }> | undefined;
  const reload = () => {
    loading ??= load()
      .then((jwks) => (current = { getKey: createLocalJWKSet(jwks), loadedAt: now().getTime() }))
      .finally(() => (loading = undefined));
    return loading;
  };
  return async (header, token) => {
    const keys = current ?? (await reload());
    try {
      return await keys.getKey(header, token);
    } catch (error) {
      // A key made after our last read (first sign-in, rotation): read again, but not on every forged token.
      if (!(error instanceof joseErrors.JWKSNoMatchingKey) || now().getTime() - keys.loadedAt < LOCAL_RELOAD_MS)
        throw error;
      return (await reload()).getKey(header, token);
    }
  };
}

/**
 * Verifies bearer ID tokens the way Cognito defines them, for Cognito and for the embedded idp
 * alike: RS256 signature by a key of the provider's JWKS, exact issuer, audience = client id,
 * `token_use` = `id`, not expired; then, where known, that the account is still enabled.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const now = options.now ?? (() => new Date());
  const getKey: JWTVerifyGetKey =
    options.keys.kind === 'remote'
      ? createRemoteJWKSet(new URL(options.keys.url), { timeoutDuration: 5_000 })
      : localKeys(options.keys.load, now);
  const tolerance = options.clockToleranceSeconds ?? 5;
  /**
   * Tokens whose signature and claims held, by the token string, until they expire: the signature
   * cannot change, so it is checked once per token rather than per request (a key withdrawn from
   * the set still ends them within their lifetime, an hour). The account check below is not cached here.
   */
  const verified = new Map<string, JWTPayload>();
  async function verifiedPayload(token: string): Promise<JWTPayload> {
    const cached = verified.get(token);
    if (cached) {
      verified.delete(token);
      if (typeof cached.exp === 'number' && cached.exp + tolerance > now().getTime() / 1000) {
        verified.set(token, cached);
        return cached;
      }
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, getKey, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: now(),
        clockTolerance: options.clockToleranceSeconds ?? 5,
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError && !KEY_SET_FAILURES.has(error.code)) {
        throw new TokenRejectedError(`token not verified: ${error.message}`);
      }
      // Fetch failures, database errors of a local key set, bad key-set answers: not the token's fault.
      throw new KeySetUnavailableError(`key set unavailable: ${(error as Error).message}`, { cause: error });
    }
    if (payload['token_use'] !== 'id') throw new TokenRejectedError('not an ID token');
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
    verified.set(token, payload);
    return payload;
  }
  return {
    async verify(token: string): Promise<Principal> {
      const payload = await verifiedPayload(token);
      const sub = String(payload.sub);
      if (options.accountStatus) {
        const status = await options.accountStatus(sub, payload);
        if (status !== 'active') throw new TokenRejectedError(`account ${status}`);
      }
      const groups = payload['cognito:groups'];
      return {
        sub,
        ...(typeof payload['email'] === 'string' ? { email: payload['email'] } : {}),
        ...(Array.isArray(groups) ? { groups: groups.map(String) } : {}),
        claims: payload as Record<string, unknown>,
      };
    },
  };
}
