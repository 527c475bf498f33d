import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { cognitoVerifierOptions, createApiTokenVerifier } from './identity-providers';
import { createTokenVerifier, KeySetUnavailableError, TokenRejectedError, type AccountStatus } from './token-verifier';

const POOL = { region: 'us-west-2', userPoolId: 'us-west-2_TestPool1', clientId: 'abc123clientid' };
const ISSUER = `https://cognito-idp.us-west-2.amazonaws.com/${POOL.userPoolId}`;
const SUB = '3f1c2b7e-58a4-4c1e-9a51-8a0e6d3c2b11';

interface TestKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function makeKey(kid: string): Promise<TestKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

/** An ID token as Cognito shapes it; `overrides` replace claims, `null` removes one. */
async function idToken(key: TestKey, overrides: Record<string, unknown> = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims: Record<string, unknown> = {
    sub: SUB,
    aud: POOL.clientId,
    iss: ISSUER,
    token_use: 'id',
    email: 'ann@example.com',
    given_name: 'Ann',
    family_name: 'Kealoha',
    'cognito:username': SUB,
    'cognito:groups': ['staff'],
    auth_time: now,
    iat: now,
    exp: now + 3600,
    ...overrides,
  };
  for (const [name, value] of Object.entries(claims)) if (value === null) delete claims[name];
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' }).sign(key.privateKey);
}

describe('createTokenVerifier against a Cognito-style JWKS', () => {
  let server: Server;
  let baseUrl: string;
  let poolKey: TestKey;
  let strangerKey: TestKey;
  let jwksRequests = 0;

  beforeAll(async () => {
    poolKey = await makeKey('pool-key-1');
    strangerKey = await makeKey('stranger-key');
    server = createServer((request, response) => {
      if (request.url === `/${POOL.userPoolId}/.well-known/jwks.json`) {
        jwksRequests += 1;
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ keys: [poolKey.publicJwk] }));
      } else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const verifier = (accountStatus?: (sub: string) => Promise<AccountStatus>) =>
    createTokenVerifier({ ...cognitoVerifierOptions(POOL, baseUrl), ...(accountStatus ? { accountStatus } : {}) });

  it('builds the issuer and key URL the way Cognito publishes them', () => {
    expect(cognitoVerifierOptions(POOL)).toEqual({
      issuer: ISSUER,
      audience: POOL.clientId,
      keys: { kind: 'remote', url: `${ISSUER}/.well-known/jwks.json` },
    });
  });

  it('accepts a valid ID token and says whose it is', async () => {
    const principal = await verifier().verify(await idToken(poolKey));
    expect(principal).toMatchObject({ sub: SUB, email: 'ann@example.com', groups: ['staff'] });
    expect(principal.claims).toMatchObject({ given_name: 'Ann', family_name: 'Kealoha', token_use: 'id' });
    expect(jwksRequests).toBeGreaterThan(0);
  });

  it.each<[string, () => Promise<string>]>([
    ['garbage', async () => 'not-a-jwt'],
    [
      'an expired token',
      () => idToken(poolKey, { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }),
    ],
    ['another audience (client id)', () => idToken(poolKey, { aud: 'some-other-client' })],
    [
      'another issuer',
      () => idToken(poolKey, { iss: 'https://cognito-idp.us-west-2.amazonaws.com/us-west-2_OtherPool' }),
    ],
    ['an access token', () => idToken(poolKey, { token_use: 'access' })],
    ['a token without sub', () => idToken(poolKey, { sub: null })],
    ['a token without expiry', () => idToken(poolKey, { exp: null })],
    ['a key the pool does not publish', () => idToken(strangerKey)],
    ['a pool key id with a foreign signature', () => idToken({ ...strangerKey, kid: poolKey.kid })],
    [
      'an unsigned token (alg none)',
      async () => {
        const [, body] = (await idToken(poolKey)).split('.');
        return `${Buffer.from(JSON.stringify({ alg: 'none', kid: poolKey.kid })).toString('base64url')}.${body}.`;
      },
    ],
  ])('rejects %s', async (_case, make) => {
    await expect(verifier().verify(await make())).rejects.toBeInstanceOf(TokenRejectedError);
  });

  it('rejects a valid token of a disabled or deleted account', async () => {
    const token = await idToken(poolKey);
    await expect(verifier(async () => 'disabled').verify(token)).rejects.toThrow('account disabled');
    await expect(verifier(async () => 'missing').verify(token)).rejects.toThrow('account missing');
    await expect(verifier(async () => 'active').verify(token)).resolves.toMatchObject({ sub: SUB });
  });

  it('reports an outage, not a bad token, when the key set cannot be fetched', async () => {
    // A key server answering 404, and one that does not listen at all.
    for (const base of [`${baseUrl}/nowhere`, 'http://127.0.0.1:1']) {
      const offline = createTokenVerifier(cognitoVerifierOptions(POOL, base));
      const failure = offline.verify(await idToken(poolKey));
      await expect(failure).rejects.toBeInstanceOf(KeySetUnavailableError);
      await expect(failure).rejects.not.toBeInstanceOf(TokenRejectedError);
    }
  });

  it('reports an outage when a local key set cannot be read, or the account status cannot be checked', async () => {
    const token = await idToken(poolKey);
    const noDatabase = createTokenVerifier({
      issuer: ISSUER,
      audience: POOL.clientId,
      keys: { kind: 'local', load: async () => Promise.reject(new Error('database down')) },
    });
    await expect(noDatabase.verify(token)).rejects.toBeInstanceOf(KeySetUnavailableError);
    const down = verifier(async () => Promise.reject(new Error('database down')));
    const failure = down.verify(token);
    await expect(failure).rejects.toThrow('database down');
    await expect(failure).rejects.not.toBeInstanceOf(TokenRejectedError);
  });
});

describe('createTokenVerifier with a local key set', () => {
  it('reads the key set again when a token names a key made after the last read', async () => {
    const first = await makeKey('first');
    const second = await makeKey('second');
    const keys = [first.publicJwk];
    let loads = 0;
    let clock = Date.now();
    const verifier = createTokenVerifier({
      issuer: ISSUER,
      audience: POOL.clientId,
      keys: { kind: 'local', load: async () => ((loads += 1), { keys: [...keys] }) },
      now: () => new Date(clock),
    });
    await expect(verifier.verify(await idToken(first))).resolves.toMatchObject({ sub: SUB });
    keys.push(second.publicJwk);
    // Within the reload interval an unknown key is refused without another read.
    await expect(verifier.verify(await idToken(second))).rejects.toBeInstanceOf(TokenRejectedError);
    expect(loads).toBe(1);
    clock += 60_000;
    await expect(
      verifier.verify(await idToken(second, { iat: Math.floor(clock / 1000), exp: Math.floor(clock / 1000) + 3600 })),
    ).resolves.toMatchObject({ sub: SUB });
    expect(loads).toBe(2);
  });
});

describe('createApiTokenVerifier', () => {
  it('refuses an embedded pool id when no idp runs in the process', () => {
    expect(() =>
      createApiTokenVerifier({ region: 'local', userPoolId: 'local_Festival01', clientId: 'x' }, null),
    ).toThrow('not running in this process');
    expect(createApiTokenVerifier(POOL, null)).toHaveProperty('verify');
  });
});
