import { adminGetUser, getIdpVerificationKeys, IdpError, issuerOf, type IdpContext } from '@festival/server-idp';
import type { TokenVerifier } from '@festival/server-platform';
import { createTokenVerifier, type AccountStatus, type TokenVerifierOptions } from './token-verifier';

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
 * The embedded idp: the same checks, with its key set read straight from the database (what it
 * publishes at `<issuer>/.well-known/jwks.json`), and disabled or deleted accounts refused.
 */
export function embeddedIdpVerifierOptions(
  idp: IdpContext,
): Pick<TokenVerifierOptions, 'issuer' | 'audience' | 'keys' | 'accountStatus' | 'now'> {
  return {
    issuer: issuerOf(idp.config),
    audience: idp.config.clientId,
    keys: { kind: 'local', load: async () => (await getIdpVerificationKeys(idp)).jwks },
    accountStatus: async (sub): Promise<AccountStatus> => {
      try {
        return (await adminGetUser(idp, sub)).Enabled ? 'active' : 'disabled';
      } catch (error) {
        if (error instanceof IdpError && error.code === 'UserNotFoundException') return 'missing';
        throw error;
      }
    },
    now: idp.config.now,
  };
}

/**
 * The api's verifier: the embedded idp when it runs in this process (the `local_` pool, the
 * default), otherwise the Cognito pool of COGNITO_USER_POOL_ID / COGNITO_CLIENT_ID / COGNITO_REGION.
 */
export function createApiTokenVerifier(
  pool: CognitoPoolSettings,
  embeddedIdp: IdpContext | null,
  options: { cognitoJwksBaseUrl?: string } = {},
): TokenVerifier {
  if (embeddedIdp) return createTokenVerifier(embeddedIdpVerifierOptions(embeddedIdp));
  if (isEmbeddedPool(pool.userPoolId))
    throw new Error(
      `The user pool ${pool.userPoolId} is the embedded idp's, but the idp is not running in this process.`,
    );
  return createTokenVerifier(cognitoVerifierOptions(pool, options.cognitoJwksBaseUrl));
}
