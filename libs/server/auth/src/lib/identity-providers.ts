import type { TokenVerifier } from '@festival/server-platform';
import { createTokenVerifier, type TokenVerifierOptions } from './token-verifier';

/** How to check the embedded idp's tokens; the idp module provides them (embeddedIdpVerifierOptions). */
export type EmbeddedIdpVerifierOptions = Pick<
  TokenVerifierOptions,
  'issuer' | 'audience' | 'keys' | 'accountStatus' | 'now'
>;

export interface CognitoPoolSettings {
  region: string;
  userPoolId: string;
  clientId: string;
}

/** Pool ids of the embedded idp start with `local_`; real Cognito ones with their region. */
export const isEmbeddedPool = (userPoolId: string): boolean => userPoolId.startsWith('local_');

/**
 * A real Cognito user pool: issuer `https://cognito-idp.<region>.amazonaws.com/<poolId>`, keys
 * at `<issuer>/.well-known/jwks.json`. `jwksBaseUrl` replaces the host part of the key URL only
 * (tests serve the key set locally), never the issuer the tokens must carry.
 */
export function cognitoVerifierOptions(
  pool: CognitoPoolSettings,
  jwksBaseUrl?: string,
): Pick<TokenVerifierOptions, 'issuer' | 'audience' | 'keys'> {
  const issuer = `https://cognito-idp.${pool.region}.amazonaws.com/${pool.userPoolId}`;
  const base = (jwksBaseUrl ?? `https://cognito-idp.${pool.region}.amazonaws.com`).replace(/\/$/, '');
  return {
    issuer,
    audience: pool.clientId,
    keys: { kind: 'remote', url: `${base}/${pool.userPoolId}/.well-known/jwks.json` },
  };
}

/**
 * The api's verifier: the embedded idp when it runs in this process (the `local_` pool, the
 * default), otherwise the Cognito pool of COGNITO_USER_POOL_ID / COGNITO_CLIENT_ID / COGNITO_REGION.
 */
export function createApiTokenVerifier(
  pool: CognitoPoolSettings,
  embeddedIdp: EmbeddedIdpVerifierOptions | null,
  options: { cognitoJwksBaseUrl?: string } = {},
): TokenVerifier {
  if (embeddedIdp) return createTokenVerifier(embeddedIdp);
  if (isEmbeddedPool(pool.userPoolId))
    throw new Error(
      `The user pool ${pool.userPoolId} is the embedded idp's, but the idp is not running in this process.`,
    );
  return createTokenVerifier(cognitoVerifierOptions(pool, options.cognitoJwksBaseUrl));
}
