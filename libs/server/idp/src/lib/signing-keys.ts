import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Db } from '@festival/server-db';
import { idpSigningKeys } from './idp.tables';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

export interface Jwks {
  keys: JWK[];
}

/** The signing key, created (RS256, 2048 bits) on first use and kept in the database. */
export async function getSigningKey(db: Db, now: Date): Promise<SigningKey> {
  let [row] = await db.select().from(idpSigningKeys).orderBy(asc(idpSigningKeys.createdAt)).limit(1);
  if (!row) {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = randomUUID();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256' };
    await db.insert(idpSigningKeys).values({ kid, privateJwk, publicJwk, createdAt: now }).onConflictDoNothing();
    // Two replicas may race on an empty table: both then use the oldest key.
    [row] = await db
      .select()
      .from(idpSigningKeys)
      .orderBy(asc(idpSigningKeys.createdAt), asc(idpSigningKeys.kid))
      .limit(1);
  }
  return { kid: row.kid, privateKey: (await importJWK(row.privateJwk as JWK, 'RS256')) as CryptoKey };
}

/** The public keys, as served at `<issuer>/.well-known/jwks.json`. */
export async function getJwks(db: Db, now: Date): Promise<Jwks> {
  let rows = await db.select({ publicJwk: idpSigningKeys.publicJwk }).from(idpSigningKeys);
  if (rows.length === 0) {
    await getSigningKey(db, now);
    rows = await db.select({ publicJwk: idpSigningKeys.publicJwk }).from(idpSigningKeys);
  }
  return { keys: rows.map((row) => row.publicJwk as JWK) };
}
