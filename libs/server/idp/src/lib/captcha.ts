import { randomBytes } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db } from '@festival/server-db';
import type { IdpCaptchaConfig } from './idp-config';
import { idpRepository, type RateEvent } from './idp.repository';

const ALGORITHM = 'PBKDF2/SHA-256';

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
  return createChallenge({
    algorithm: ALGORITHM,
    cost: config.cost,
    counter: low + Math.floor(Math.random() * Math.max(1, config.maxNumber - low)),
    deriveKey,
    hmacSignatureSecret: await captchaSecret(db, config, now),
    expiresAt: new Date(now.getTime() + config.expiresInSeconds * 1000),
  });
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
  let verified = false;
  let expired = false;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: await captchaSecret(db, config, now),
    });
    verified = result.verified;
    expired = result.expired;
  } catch {
    verified = false;
  }
  if (expired) return { ok: false, reason: 'Captcha token has expired.' };
  if (!verified) return { ok: false, reason: 'Captcha token is invalid.' };

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
