import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed URL allows: one operation on one key, until `exp` (seconds since the epoch). */
export type TokenClaims =
  | { op: 'put'; key: string; contentType: string; maxBytes: number; exp: number }
  | { op: 'get'; key: string; exp: number };

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

const mac = (secret: Buffer, body: string) => createHmac('sha256', secret).update(body).digest();

/** `<base64url(json)>.<base64url(hmac-sha256)>` */
export function signToken(secret: Buffer, claims: TokenClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/** Canonical base64url only: Node's decoder skips foreign characters, so a token could have many spellings. */
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const canonical = (part: string) =>
  BASE64URL.test(part) && Buffer.from(part, 'base64url').toString('base64url') === part;

export function verifyToken(secret: Buffer, token: string, nowSeconds: number): TokenCheck {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  if (!canonical(body) || !canonical(signature)) return { ok: false, reason: 'invalid' };
  const expected = mac(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof claims?.exp !== 'number' || typeof claims.key !== 'string') return { ok: false, reason: 'invalid' };
  if (claims.exp < nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
