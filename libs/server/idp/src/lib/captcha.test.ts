import { createChallenge, solveChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { type Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { createCaptchaChallenge, verifyCaptchaToken } from './captcha';
import type { IdpCaptchaConfig } from './idp-config';

const config: IdpCaptchaConfig = {
  enabled: true,
  hmacKey: 'captcha-test-key',
  cost: 10,
  maxNumber: 40,
  expiresInSeconds: 600,
};
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function solved(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('not solved');
  return { challenge, solution };
}
const tokenOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const verify = (token: string, now = new Date()) => verifyCaptchaToken(database.db, config, token, now);

// The widget and altcha-lib are the oracle: our challenges are theirs, and theirs pass our check.
describe('the ALTCHA challenge', () => {
  it('is one altcha-lib solves and verifies, and passes our check once', async () => {
    const { challenge, solution } = await solved(await createCaptchaChallenge(database.db, config, new Date()));
    const theirs = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: 'captcha-test-key' });
    expect(theirs.verified).toBe(true);
    const token = tokenOf({ challenge, solution });
    expect(await verify(token)).toMatchObject({ ok: true });
    expect(await verify(token)).toEqual({ ok: false, reason: 'Captcha token has already been used.' });
  });

  it('accepts a challenge altcha-lib made with the same key', async () => {
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: config.cost,
      counter: 25,
      deriveKey,
      hmacSignatureSecret: 'captcha-test-key',
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect(await verify(tokenOf(await solved(challenge)))).toMatchObject({ ok: true });
  });

  it('refuses changed parameters, a wrong key or counter, another signing key, and an expired challenge', async () => {
    const now = new Date();
    const { challenge, solution } = await solved(await createCaptchaChallenge(database.db, config, now));
    const invalid = { ok: false, reason: 'Captcha token is invalid.' };
    const easier = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    expect(await verify(tokenOf({ challenge: easier, solution }))).toEqual(invalid);
    const wrongKey = { ...solution, derivedKey: solution.derivedKey.replace(/.$/, (c) => (c === '0' ? '1' : '0')) };
    expect(await verify(tokenOf({ challenge, solution: wrongKey }))).toEqual(invalid);
    expect(await verify(tokenOf({ challenge, solution: { ...solution, counter: solution.counter + 1 } }))).toEqual(
      invalid,
    );
    expect(await verify(tokenOf({ challenge, solution: { ...solution, counter: 2 ** 32 } }))).toEqual(invalid);
    expect(await verify(tokenOf({ challenge: { parameters: challenge.parameters }, solution }))).toEqual(invalid);
    const oddSignature = { ...challenge, signature: 'é'.repeat(challenge.signature?.length ?? 64) };
    expect(await verify(tokenOf({ challenge: oddSignature, solution }))).toEqual(invalid);
    const foreign = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: config.cost,
      counter: 25,
      deriveKey,
      hmacSignatureSecret: 'another-key',
    });
    expect(await verify(tokenOf(await solved(foreign)))).toEqual(invalid);
    expect(await verify(tokenOf({ challenge, solution }), new Date(now.getTime() + 601_000))).toEqual({
      ok: false,
      reason: 'Captcha token has expired.',
    });
    expect(await verify(tokenOf({ challenge, solution }), now)).toMatchObject({ ok: true });
  });
});
