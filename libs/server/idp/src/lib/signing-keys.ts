import { createPrivateKey, randomUUID, type KeyObject } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '@festival/server-db';
import { idpRepository } from './idp.repository';

export interface SigningKey {
  kid: string;
  /** node:crypto's key: signing with it runs on the calling thread, without a WebCrypto job per token. */
  privateKey: KeyObject;
}

export interface Jwks {
  keys: JWK[];
}

/** The signing key, created (RS256, 2048 bits) on first use and kept in the database. */
export async function getSigningKey(db: Db, now: Date): Promise<SigningKey> {
  let row = await idpRepository.oldestSigningKey(db);
  if (!row) {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = randomUUID();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256' };
    await idpRepository.insertSigningKey(db, { kid, privateJwk, publicJwk, createdAt: now });
    // Two replicas may race on an empty table: both then use the oldest key.
    row = await idpRepository.oldestSigningKey(db);
  }
  return {
    kid: row.kid,
    privateKey: createPrivateKey({ key: row.privateJwk as JWK & { kty: string }, format: 'jwk' }),
  };
}

/** The public keys, as served at `<issuer>/.well-known/jwks.json`. */
export async function getJwks(db: Db, now: Date): Promise<Jwks> {
  let keys = await idpRepository.publicSigningKeys(db);
  if (keys.length === 0) {
    await getSigningKey(db, now);
    keys = await idpRepository.publicSigningKeys(db);
  }
  return { keys: keys as JWK[] };
}
