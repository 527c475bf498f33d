import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { browserCaptchaSolver, createCaptcha, type CaptchaSolver } from './captcha';

const challenge = (expiresAt: number) => ({
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    nonce: 'n',
    salt: 's',
    cost: 1,
    keyLength: 32,
    keyPrefix: 'ab',
    expiresAt,
  },
  signature: 'sig',
});

function setup(expiresInS = 600) {
  let now = 1_000_000;
  const fetchImpl = vi.fn(
    async () => new Response(JSON.stringify(challenge(Math.floor(now / 1000) + expiresInS)), { status: 200 }),
  );
  let n = 0;
  const solve: CaptchaSolver = vi.fn(async () => `token-${++n}`);
  const captcha = createCaptcha({
    challengeUrl: '/idp/captcha/challenge',
    fetchImpl: fetchImpl as unknown as typeof fetch,
    solve,
    now: () => now,
  });
  return { captcha, fetchImpl, solve, advance: (ms: number) => (now += ms) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createCaptcha', () => {
  it('has no token before the challenge is solved, so a submit does nothing', () => {
    const { captcha } = setup();
    expect(captcha.take()).toBeNull();
    expect(captcha.status()).toBe('solving');
  });

  it('solves in the background, spends a token once and starts the next one', async () => {
    const { captcha, fetchImpl } = setup();
    captcha.prepare();
    await settle();
    expect(captcha.status()).toBe('ready');
    expect(captcha.take()).toBe('token-1');
    expect(captcha.take()).toBeNull();
    await settle();
    expect(captcha.take()).toBe('token-2');
    expect(fetchImpl).toHaveBeenCalledWith('/idp/captcha/challenge', expect.anything());
  });

  it('drops a token whose challenge is about to expire', async () => {
    const { captcha, advance } = setup(60);
    captcha.prepare();
    await settle();
    advance(45_000);
    expect(captcha.take()).toBeNull();
  });

  it('hands the next token to a waiter', async () => {
    const { captcha } = setup();
    await expect(captcha.next()).resolves.toBe('token-1');
  });

  it('notifies subscribers and retries after a failure', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(new Response(JSON.stringify(challenge(9_999_999_999))));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const captcha = createCaptcha({ challengeUrl: '/c', fetchImpl, solve: async () => 'tok', retryDelayMs: 100 });
    const seen: string[] = [];
    captcha.subscribe(() => seen.push(captcha.status()));
    captcha.prepare();
    await vi.advanceTimersByTimeAsync(0);
    expect(captcha.status()).toBe('failed');
    await vi.advanceTimersByTimeAsync(150);
    expect(captcha.status()).toBe('ready');
    expect(seen).toEqual(['solving', 'failed', 'solving', 'ready']);
    vi.useRealTimers();
  });

  it("solves with ALTCHA's library, fetched on first use, a token altcha-lib verifies", async () => {
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 25,
      deriveKey,
      hmacSignatureSecret: 'captcha-test-key',
    });
    const token = await browserCaptchaSolver(challenge, new AbortController().signal);
    const { solution } = JSON.parse(atob(token ?? '')) as {
      solution: Parameters<typeof verifySolution>[0]['solution'];
    };
    const checked = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: 'captcha-test-key' });
    expect(checked.verified).toBe(true);
  });
});
