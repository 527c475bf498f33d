import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IdpContext } from './idp-context';
import { idpRepository } from './idp.repository';
import { N, padHex } from './srp';

/**
 * What the idp shows for an account that does not exist, so that the answers for known and unknown
 * usernames cannot be told apart (Cognito's "prevent user existence errors"): a stable salt and
 * user id per username, a verifier nobody can match, and an auth session that ends, at the password
 * step, in the same "Incorrect username or password." a wrong password gets.
 */
export interface DecoyAccount {
  salt: string;
  verifier: string;
  userIdForSrp: string;
}

async function decoyKey(ctx: IdpContext): Promise<Buffer> {
  const hex = await idpRepository.secretOrInsert(
    ctx.db,
    'decoy-key',
    randomBytes(32).toString('hex'),
    ctx.config.now(),
  );
  return Buffer.from(hex, 'hex');
}

const hmac = (key: Buffer, value: string) => createHmac('sha256', key).update(value).digest();

/** The same answer every time for one username (a real account's salt and id never change either). */
export async function decoyAccount(ctx: IdpContext, normalizedUsername: string): Promise<DecoyAccount> {
  const key = await decoyKey(ctx);
  const id = hmac(key, `id:${normalizedUsername}`).toString('hex');
  // A UUID v4 layout, like the subs of real accounts.
  const userIdForSrp = `${id.slice(0, 8)}-${id.slice(8, 12)}-4${id.slice(13, 16)}-a${id.slice(17, 20)}-${id.slice(20, 32)}`;
  const verifierBytes = Buffer.from(hkdfSync('sha256', key, normalizedUsername, 'decoy-verifier', 384));
  return {
    salt: hmac(key, `salt:${normalizedUsername}`).subarray(0, 16).toString('hex'),
    verifier: padHex(BigInt(`0x${verifierBytes.toString('hex')}`) % N),
    userIdForSrp,
  };
}

/** An auth session token shaped like a real one (48 random-looking bytes), recognisable only with the key. */
export async function newDecoySession(ctx: IdpContext): Promise<string> {
  const nonce = randomBytes(32);
  const tag = hmac(await decoyKey(ctx), `session:${nonce.toString('hex')}`).subarray(0, 16);
  return Buffer.concat([nonce, tag]).toString('base64url');
}

export async function isDecoySession(ctx: IdpContext, token: string): Promise<boolean> {
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== 48) return false;
  const expected = hmac(await decoyKey(ctx), `session:${bytes.subarray(0, 32).toString('hex')}`).subarray(0, 16);
  return timingSafeEqual(expected, bytes.subarray(32));
}
