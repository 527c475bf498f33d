// Shared by the wallet (signs) and the check-in screen and API (verify, offline or not).
import { createLocalJWKSet, errors, jwtVerify, SignJWT, type CryptoKey, type JWK } from 'jose';

/** The JWS header's `typ`: a check-in token is never mistaken for another signed token, nor one for it. */
export const CHECK_IN_TOKEN_TYPE = 'festival-check-in+jwt';
export const CHECK_IN_ALGORITHM = 'EdDSA';

/** What a scanner learns from a pass's QR code: ids only, never a name or an email. */
export interface CheckInClaims {
  registrationId: string;
  eventId: string;
  attendeeIds: string[];
  issuedAt: Date;
}

export interface CheckInSigningKey {
  kid: string;
  privateKey: CryptoKey;
}

/** A JSON Web Key Set, e.g. the one served at GET /wallet/check-in-key. */
export interface JsonWebKeySet {
  keys: JWK[];
}

/** The compact JWS (EdDSA, Ed25519) a pass's QR code holds. Short claim names keep the code small. */
export function signCheckInToken(key: CheckInSigningKey, claims: CheckInClaims): Promise<string> {
  return new SignJWT({ reg: claims.registrationId, evt: claims.eventId, att: claims.attendeeIds })
    .setProtectedHeader({ alg: CHECK_IN_ALGORITHM, typ: CHECK_IN_TOKEN_TYPE, kid: key.kid })
    .setIssuedAt(Math.floor(claims.issuedAt.getTime() / 1000))
    .sign(key.privateKey);
}

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * Checks a scanned token offline against the published key set: the claims when it was signed by
 * one of those keys and is whole, null otherwise (tampered, another key, another kind of token).
 * For the check-in scanner; the scanner still decides whether the registration may come in.
 */
export async function verifyCheckInToken(token: string, jwks: JsonWebKeySet): Promise<CheckInClaims | null> {
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), {
      algorithms: [CHECK_IN_ALGORITHM],
      typ: CHECK_IN_TOKEN_TYPE,
      requiredClaims: ['iat'],
    });
    const { reg, evt, att, iat } = payload;
    if (!isId(reg) || !isId(evt) || !Array.isArray(att) || !att.every(isId) || typeof iat !== 'number') return null;
    return { registrationId: reg, eventId: evt, attendeeIds: att, issuedAt: new Date(iat * 1000) };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
