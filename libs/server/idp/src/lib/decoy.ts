import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Db } from '@festival/server-db';
import type { IdpContext } from './idp-context';
import { idpRepository } from './idp.repository';
import { N, padHex } from './srp';

/**
 * What the idp shows for an account that does not exist, so that the answers for known and unknown
 * usernames cannot be told apart (Cognito's "prevent user existence errors"): a stable salt and
 * user id per username, a verifier nobody can match, and an auth session sealed like a real one
 * (auth-session.ts) for that user id, which has no account: at the password step it ends in the
 * same "Incorrect username or password." a wrong password gets.
 */
export interface DecoyAccount {
  salt: string;
  verifier: string;
  userIdForSrp: string;
}

/** The installation's key never changes once stored, so each process reads it once per database. */
const keys = new WeakMap<Db, Promise<Buffer>>();

function decoyKey(ctx: IdpContext): Promise<Buffer> {
  let key = keys.get(ctx.db);
  if (!key) {
    key = idpRepository
      .secretOrInsert(ctx.db, 'decoy-key', randomBytes(32).toString('hex'), ctx.config.now())
      .then((hex) => Buffer.from(hex, 'hex'));
    keys.set(ctx.db, key);
    // A failed read is not remembered: the next request asks again.
    key.catch(() => keys.delete(ctx.db));
  }
  return key;
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
