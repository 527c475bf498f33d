import { createHmac, pbkdf2Sync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Challenge, ChallengeParameters, Solution } from 'altcha-lib';
import type { Db } from '@festival/server-db';
import type { IdpCaptchaConfig } from './idp-config';
import { idpRepository, type RateEvent } from './idp.repository';

const ALGORITHM = 'PBKDF2/SHA-256';
const KEY_LENGTH = 32;

/*
 * ALTCHA's v2 proof of work, in the format of the `altcha` widget and of altcha-lib's
 * createChallenge/verifySolution (captcha.test.ts checks both ways), made and checked with
 * node:crypto on this thread: altcha-lib signs with WebCrypto, a threadpool job per HMAC and per
 * PBKDF2, which cost a sign-in about as much as its two RS256 signatures. The solver looks for the
 * counter whose PBKDF2-SHA-256 key (password: the nonce then the counter as a big-endian uint32)
 * starts with `keyPrefix`, the first half of the key the server derived for a counter it chose;
 * the parameters are signed with HMAC-SHA-256 over their JSON with sorted keys.
 */
function derivedKeyOf(parameters: ChallengeParameters, counter: number): Buffer {
  const nonce = Buffer.from(parameters.nonce, 'hex');
  const password = Buffer.alloc(nonce.length + 4);
  nonce.copy(password);
  password.writeUInt32BE(counter, nonce.length);
  return pbkdf2Sync(password, Buffer.from(parameters.salt, 'hex'), parameters.cost, parameters.keyLength, 'sha256');
}

/** altcha-lib's canonical JSON: keys sorted at every level of objects, undefined values left out. */
function sortKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .flatMap((key) => {
        const item = (value as Record<string, unknown>)[key];
        return item === undefined ? [] : [[key, sortKeys(item)]];
      }),
  );
}

const signatureOf = (parameters: unknown, secret: string) =>
  createHmac('sha256', secret)
    .update(JSON.stringify(sortKeys(parameters)))
    .digest('hex');

function sameText(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')];
  return left.length === right.length && timingSafeEqual(left, right);
}

const HEX_BYTES = /^(?:[0-9a-f]{2})+$/;

/** The installation's key never changes once stored, so each process reads it once per database. */
const storedSecrets = new WeakMap<Db, Promise<string>>();

async function captchaSecret(db: Db, config: IdpCaptchaConfig, now: Date): Promise<string> {
  if (config.hmacKey) return config.hmacKey;
  let secret = storedSecrets.get(db);
  if (!secret) {
    // Generated once for the installation; every replica reads the same row.
    secret = idpRepository.secretOrInsert(db, 'altcha-hmac-key', randomBytes(32).toString('hex'), now);
    storedSecrets.set(db, secret);
    // A failed read is not remembered: the next request asks again.
    secret.catch(() => storedSecrets.delete(db));
  }
  return secret;
}

/** A signed ALTCHA proof-of-work challenge, as the `altcha` widget fetches it. */
export async function createCaptchaChallenge(db: Db, config: IdpCaptchaConfig, now: Date): Promise<Challenge> {
  const low = Math.floor(config.maxNumber / 2);
  const counter = low + randomInt(Math.max(1, config.maxNumber - low));
  const parameters: ChallengeParameters = {
    algorithm: ALGORITHM,
    nonce: randomBytes(16).toString('hex'),
    salt: randomBytes(16).toString('hex'),
    cost: config.cost,
    keyLength: KEY_LENGTH,
    keyPrefix: '',
    expiresAt: Math.floor(now.getTime() / 1000) + config.expiresInSeconds,
  };
  parameters.keyPrefix = derivedKeyOf(parameters, counter)
    .subarray(0, KEY_LENGTH / 2)
    .toString('hex');
  const sorted = sortKeys(parameters) as ChallengeParameters;
  return { parameters: sorted, signature: signatureOf(sorted, await captchaSecret(db, config, now)) };
}

/** Whether `solution` solves `challenge`, a challenge of ours (signed, unexpired at `now`). */
function checkSolution(
  challenge: Challenge,
  solution: Solution,
  secret: string,
  now: Date,
): { ok: true } | { ok: false; reason: string } {
  const { parameters } = challenge;
  if (typeof parameters.expiresAt === 'number' && parameters.expiresAt < now.getTime() / 1000)
    return { ok: false, reason: 'Captcha token has expired.' };
  const invalid = { ok: false, reason: 'Captcha token is invalid.' } as const;
  if (typeof challenge.signature !== 'string' || !sameText(challenge.signature, signatureOf(parameters, secret)))
    return invalid;
  // Signed by us, so the parameters are ours; the solution is the client's.
  if (
    parameters.algorithm !== ALGORITHM ||
    typeof solution.derivedKey !== 'string' ||
    !HEX_BYTES.test(solution.derivedKey) ||
    !Number.isInteger(solution.counter) ||
    solution.counter < 0 ||
    solution.counter > 0xffffffff
  )
    return invalid;
  const key = derivedKeyOf(parameters, solution.counter).toString('hex');
  return sameText(key, solution.derivedKey) && key.startsWith(parameters.keyPrefix) ? { ok: true } : invalid;
}

export type CaptchaVerdict = { ok: true; counts: Map<string, number> } | { ok: false; reason: string };

function parseToken(token: string): { challenge: Challenge; solution: Solution } | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as unknown;
    if (!payload || typeof payload !== 'object') return undefined;
    const { challenge, solution } = payload as { challenge?: Challenge; solution?: Solution };
    if (!challenge?.parameters || typeof challenge.parameters !== 'object' || !solution || typeof solution !== 'object')
      return undefined;
    return { challenge, solution };
  } catch {
    return undefined;
  }
}

/**
 * Checks a solved token (base64 JSON of {challenge, solution}, what the widget submits) and
 * spends it: a token passes once, and is remembered until its challenge expires. `events` are
 * counted in the statement that spends it, only when it passes (their counts are in the verdict).
 */
export async function verifyCaptchaToken(
  db: Db,
  config: IdpCaptchaConfig,
  token: unknown,
  now: Date,
  events: readonly RateEvent[] = [],
): Promise<CaptchaVerdict> {
  if (typeof token !== 'string' || token.trim() === '') return { ok: false, reason: 'Captcha token is missing.' };
  if (token.length > 8_000) return { ok: false, reason: 'Captcha token is invalid.' };
  const payload = parseToken(token);
  if (!payload) return { ok: false, reason: 'Captcha token is invalid.' };
  const secret = await captchaSecret(db, config, now);
  let checked: ReturnType<typeof checkSolution>;
  try {
    checked = checkSolution(payload.challenge, payload.solution, secret, now);
  } catch {
    checked = { ok: false, reason: 'Captcha token is invalid.' };
  }
  if (!checked.ok) return checked;

  const expiresAtSeconds = payload.challenge.parameters.expiresAt;
  const expiresAt =
    typeof expiresAtSeconds === 'number'
      ? new Date(expiresAtSeconds * 1000)
      : new Date(now.getTime() + config.expiresInSeconds * 1000);
  const id = payload.challenge.signature ?? payload.challenge.parameters.nonce;
  const spent = await idpRepository.spendCaptcha(db, id, expiresAt, now, events);
  if (!spent) return { ok: false, reason: 'Captcha token has already been used.' };
  return { ok: true, counts: spent.counts };
}
