import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { metaRepository, type Db } from '@festival/server-db';
import type { CheckInKeySet } from '@festival/shared-util-api-contracts';
import {
  CHECK_IN_ALGORITHM,
  signCheckInToken,
  type CheckInClaims,
  type CheckInSigningKey,
} from '@festival/shared-util-check-in';
import { createDevCertificates, type PassCertificates } from './dev-certificates';

// Kept in app_meta, like the idp keeps its signing keys in its table: every replica signs with the
// same key, and a restart keeps the passes already issued valid.
export const CHECK_IN_KEY_META = 'wallet.check-in-key';
export const DEV_CERTIFICATES_META = 'wallet.dev-certificates';
export const WEB_SERVICE_SECRET_META = 'wallet.web-service-secret';
// Any number unique to this purpose: replicas starting together make the secrets once.
const WALLET_KEYS_LOCK = 727010;

interface StoredCheckInKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

/** The stored value under `key`, made by `make` (and stored) the first time, under a lock replicas share. */
async function storedOnce<T>(db: Db, key: string, make: () => Promise<T> | T): Promise<T> {
  const found = await metaRepository.get(db, key);
  if (found !== null) return JSON.parse(found) as T;
  return metaRepository.withAdvisoryLock(db, WALLET_KEYS_LOCK, async (tx) => {
    const raced = await metaRepository.get(tx, key);
    if (raced !== null) return JSON.parse(raced) as T;
    const value = await make();
    await metaRepository.insert(tx, key, JSON.stringify(value));
    return value;
  });
}

async function newCheckInKey(): Promise<StoredCheckInKey> {
  const { privateKey, publicKey } = await generateKeyPair(CHECK_IN_ALGORITHM, { crv: 'Ed25519', extractable: true });
  const kid = randomUUID();
  return {
    kid,
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: CHECK_IN_ALGORITHM },
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: CHECK_IN_ALGORITHM, use: 'sig' },
  };
}

/** Signs check-in tokens and publishes their public key; the key pair is made on first use and kept. */
export interface CheckInKeys {
  signingKey(): Promise<CheckInSigningKey>;
  keySet(): Promise<CheckInKeySet>;
}

export function checkInKeys(db: Db): CheckInKeys {
  const stored = once(() => storedOnce(db, CHECK_IN_KEY_META, newCheckInKey));
  const signing = once(async (): Promise<CheckInSigningKey> => {
    const { kid, privateJwk } = await stored();
    return { kid, privateKey: (await importJWK(privateJwk, CHECK_IN_ALGORITHM)) as CryptoKey };
  });
  return {
    signingKey: signing,
    keySet: async () => ({ keys: [(await stored()).publicJwk as CheckInKeySet['keys'][number]] }),
  };
}

/** Signs check-in tokens with the pass key: the QR codes the registration emails carry, as a pass's. */
export function checkInTokenSigner(
  db: Db,
  now: () => Date = () => new Date(),
): (claims: Omit<CheckInClaims, 'issuedAt'>) => Promise<string> {
  const keys = checkInKeys(db);
  return async (claims) => signCheckInToken(await keys.signingKey(), { ...claims, issuedAt: now() });
}

/** `make`'s promise, kept once it is made; a failed one (the database was down) is made again next time. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (pending) return pending;
    const made = make();
    pending = made;
    made.catch(() => {
      if (pending === made) pending = null;
    });
    return made;
  };
}

/**
 * The certificates passes are signed with: the configured (Apple-issued) ones, or else a
 * development pair made on first use and kept, so the endpoint works end to end on the embedded
 * default (such passes do not install on a phone).
 */
export function passCertificates(
  db: Db,
  configured: PassCertificates | null,
  pass: { passTypeId: string; teamId: string },
  now: () => Date,
): () => Promise<PassCertificates> {
  if (configured) return async () => configured;
  return once(() =>
    storedOnce(db, `${DEV_CERTIFICATES_META}:${pass.passTypeId}`, () =>
      createDevCertificates(pass.passTypeId, pass.teamId, now()),
    ),
  );
}

/**
 * The authenticationToken of a pass (Apple's web service: the device sends it back as
 * `Authorization: ApplePass <token>`): an HMAC of the serial number with a secret made on first
 * use and kept, so nothing per pass is stored and a token opens its own pass only.
 */
export interface PassTokens {
  tokenFor(serialNumber: string): Promise<string>;
  verify(serialNumber: string, token: string): Promise<boolean>;
}

export function passTokens(db: Db): PassTokens {
  const secret = once(() =>
    storedOnce(db, WEB_SERVICE_SECRET_META, () => ({ key: randomBytes(32).toString('base64url') })),
  );
  const tokenFor = async (serialNumber: string) =>
    createHmac('sha256', Buffer.from((await secret()).key, 'base64url'))
      .update(`pass:${serialNumber}`)
      .digest('base64url');
  return {
    tokenFor,
    async verify(serialNumber, token) {
      const expected = Buffer.from(await tokenFor(serialNumber));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
