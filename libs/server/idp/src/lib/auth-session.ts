import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '@festival/server-db';
import type { IdpContext } from './idp-context';
import { idpRepository } from './idp.repository';

/**
 * The opaque `Session` of a sign-in step (and ConfirmSignUp's sign-up proof) carries its own state,
 * sealed with AES-256-GCM under the installation's key: the client cannot read it (it holds the
 * server's SRP secret and the emailed code's hash) nor change it. Nothing is written when a session
 * is made; the step that spends one stores its id (idp_spent_sessions), so each is single-use.
 */
export interface OpenedSession {
  /** What the step that spends it stores, until `expiresAt`. */
  id: string;
  sub: string;
  expiresAt: Date;
  state: unknown;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The sealed text is padded to a multiple of this, so that small differences in length tell nothing. */
const PADDING = 256;
/** Binds the ciphertext to its use: the same key sealing anything else would not open as a session. */
const AAD = Buffer.from('festival-idp auth session v1');

/** The installation's key never changes once stored, so each process reads it once per database. */
const keys = new WeakMap<Db, Promise<Buffer>>();

function sessionKey(ctx: IdpContext): Promise<Buffer> {
  let key = keys.get(ctx.db);
  if (!key) {
    // Generated once for the installation; every replica reads the same row.
    key = idpRepository
      .secretOrInsert(ctx.db, 'auth-session-key', randomBytes(32).toString('hex'), ctx.config.now())
      .then((hex) => Buffer.from(hex, 'hex'));
    keys.set(ctx.db, key);
    // A failed read is not remembered: the next request asks again.
    key.catch(() => keys.delete(ctx.db));
  }
  return key;
}

/** A new session for `sub` with `state`, valid for the configured auth session lifetime. */
export async function sealSession(ctx: IdpContext, sub: string, state: unknown): Promise<string> {
  const key = await sessionKey(ctx);
  const json = JSON.stringify({
    id: randomBytes(16).toString('base64url'),
    sub,
    exp: ctx.config.now().getTime() + ctx.config.authSessionSeconds * 1000,
    state,
  });
  const length = Buffer.byteLength(json);
  // Trailing spaces: JSON.parse reads past them.
  const plain = Buffer.alloc(Math.ceil((length + 1) / PADDING) * PADDING, ' ');
  plain.write(json);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(AAD);
  const sealed = Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  return sealed.toString('base64url');
}

/** The session sealed in `token`, or undefined when it is not one of ours (or was changed). Expiry is the caller's. */
export async function openSession(ctx: IdpContext, token: string): Promise<OpenedSession | undefined> {
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length < IV_BYTES + PADDING + TAG_BYTES) return undefined;
  const key = await sessionKey(ctx);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(AAD);
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
    const { id, sub, exp, state } = JSON.parse(plain.toString('utf8')) as Record<string, unknown>;
    if (typeof id !== 'string' || typeof sub !== 'string' || typeof exp !== 'number') return undefined;
    return { id, sub, expiresAt: new Date(exp), state };
  } catch {
    return undefined;
  }
}
