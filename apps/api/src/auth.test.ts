import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import {
  decodeJwt,
  exportJWK,
  generateKeyPair,
  importJWK,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { FastifyInstance } from 'fastify';
import { createApiTokenVerifier } from '@festival/server-auth';
import { type Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import {
  adminDisableUser,
  adminEnableUser,
  createIdpContext,
  idpSigningKeys,
  loadIdpConfig,
} from '@festival/server-idp';
import { createMailboxTransport, createMailer, type Mailer } from '@festival/server-mail';
import { grantRole } from '@festival/server-permissions';
import { users } from '@festival/server-users';
import { ALL_PERMISSIONS } from '@festival/shared-util-permissions';
import { call, TEST_PASSWORD } from '@festival/shared-util-e2e/idp-client';
import { buildApp } from './app';
import { testConfig } from './test-app';
import { testIdpClient, type TestIdpClient } from './test-idp-client';

const engine = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
const ME = '/api-svc/v1/me';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe(`API authentication, users and permissions with the embedded idp (${engine})`, () => {
  let database: Database;
  let app: FastifyInstance;
  let idp: TestIdpClient;
  let mailer: Mailer;
  /** A signed-in user with no roles. */
  let ann: { email: string; sub: string; idToken: string };
  let admin: { email: string; sub: string; idToken: string };

  /** Re-signs a real idp token with the idp's own key after changing claims: each check alone. */
  async function forged(changes: JWTPayload, key?: { kid: string; privateKey: CryptoKey }): Promise<string> {
    let signer = key;
    if (!signer) {
      const [row] = await database.db.select().from(idpSigningKeys).orderBy(asc(idpSigningKeys.createdAt)).limit(1);
      signer = { kid: row.kid, privateKey: (await importJWK(row.privateJwk as JWK, 'RS256')) as CryptoKey };
    }
    return new SignJWT({ ...decodeJwt(ann.idToken), ...changes })
      .setProtectedHeader({ alg: 'RS256', kid: signer.kid })
      .sign(signer.privateKey);
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = testConfig();
    app = await buildApp({ config, database });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    idp = testIdpClient(baseUrl, database.db, config.identity);
    ann = await idp.newSignedInUser({ givenName: 'Ann', familyName: 'Kealoha' });
    admin = await idp.newSignedInUser({ givenName: 'Leilani', familyName: 'Admin' });
    await grantRole(database.db, { sub: admin.sub, email: admin.email }, 'Administrator');
    mailer = createMailer({
      db: database.db,
      transport: createMailboxTransport(database.db),
      festivalName: 'Festival',
    });
  });
  afterAll(async () => {
    await mailer?.close();
    await app?.close();
    await database?.close().catch(() => undefined);
  });

  describe('bearer ID tokens', () => {
    it.each([
      ['no token', () => ({})],
      ['a token that is no JWT', () => bearer('garbage.token.here')],
      ['a Basic header', () => ({ authorization: 'Basic YWxhZGRpbjpvcGVuc2VzYW1l' })],
    ])('answers 401 to %s', async (_case, headers) => {
      for (const url of [ME, '/api-svc/v1/permissions/me', '/api-svc/v1/roles']) {
        const response = await app.inject({ url, headers: headers() });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
      }
    });

    it.each<[string, () => Promise<string>]>([
      [
        'an expired token',
        () => forged({ iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }),
      ],
      ['another audience', () => forged({ aud: 'some-other-client' })],
      ['another issuer', () => forged({ iss: 'http://localhost:8080/idp/local_Other01' })],
      ['an access token', () => forged({ token_use: 'access' })],
      [
        'a key the idp never had',
        async () => {
          const { privateKey, publicKey } = await generateKeyPair('RS256');
          void (await exportJWK(publicKey));
          return forged({}, { kid: 'stranger', privateKey });
        },
      ],
      [
        'a real token with a changed payload',
        async () => {
          const [head, , signature] = ann.idToken.split('.');
          const payload = Buffer.from(JSON.stringify({ ...decodeJwt(ann.idToken), sub: admin.sub })).toString(
            'base64url',
          );
          return `${head}.${payload}.${signature}`;
        },
      ],
    ])('answers 401 to %s', async (_case, make) => {
      const response = await app.inject({ url: ME, headers: bearer(await make()) });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    });

    it('accepts a real idp token and creates the user record once', async () => {
      const count = async () => (await database.db.select().from(users).where(eq(users.sub, ann.sub))).length;
      for (let i = 0; i < 3; i += 1)
        expect((await app.inject({ url: ME, headers: bearer(ann.idToken) })).statusCode).toBe(200);
      // The checks above pass with a re-signed but unchanged token too: the forging helper is honest.
      expect((await app.inject({ url: ME, headers: bearer(await forged({})) })).statusCode).toBe(200);
      expect(await count()).toBe(1);
    });

    it('answers 401 while the idp account is disabled, and 200 again once enabled', async () => {
      const user = await idp.newSignedInUser();
      const context = createIdpContext(database.db, loadIdpConfig({}), mailer);
      expect((await app.inject({ url: ME, headers: bearer(user.idToken) })).statusCode).toBe(200);
      await adminDisableUser(context, user.email);
      expect((await app.inject({ url: ME, headers: bearer(user.idToken) })).statusCode).toBe(401);
      expect((await app.inject({ url: '/api-svc/v1/permissions/me', headers: bearer(user.idToken) })).statusCode).toBe(
        401,
      );
      await adminEnableUser(context, user.email);
      // Disabling ended the sign-in (as Cognito revokes the tokens); a new one works.
      expect((await app.inject({ url: ME, headers: bearer(user.idToken) })).statusCode).toBe(401);
      const again = await idp.signIn(user.email, TEST_PASSWORD);
      expect((await app.inject({ url: ME, headers: bearer(again.idToken) })).statusCode).toBe(200);
    });

    it('refuses tokens of a sign-in ended by a sign-out everywhere or by a password change elsewhere', async () => {
      const first = await idp.newSignedInUser();
      const second = await idp.signIn(first.email, TEST_PASSWORD);
      for (const token of [first.idToken, second.idToken])
        expect((await app.inject({ url: ME, headers: bearer(token) })).statusCode).toBe(200);

      await call((cb) => second.user.changePassword(TEST_PASSWORD, 'Changed123!', cb));
      expect((await app.inject({ url: ME, headers: bearer(first.idToken) })).statusCode).toBe(401);
      expect((await app.inject({ url: ME, headers: bearer(second.idToken) })).statusCode).toBe(200);
      await expect(call((cb) => first.user.refreshSession(first.session.getRefreshToken(), cb))).rejects.toMatchObject({
        code: 'NotAuthorizedException',
      });

      await call((cb) => second.user.globalSignOut({ onSuccess: () => cb(null), onFailure: cb }));
      expect((await app.inject({ url: ME, headers: bearer(second.idToken) })).statusCode).toBe(401);
    }, 30_000);
  });

  describe('GET /me and PUT /me/{id}', () => {
    it("returns the caller's profile, made from the token's names and email", async () => {
      const response = await app.inject({ url: ME, headers: bearer(ann.idToken) });
      expect(response.json()).toEqual({
        data: {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          firstName: 'Ann',
          lastName: 'Kealoha',
          email: ann.email,
          avatarUrl: null,
        },
      });
    });

    it('updates the own names (trimmed, Hawaiian letters allowed), keeps the email', async () => {
      const { id } = (await app.inject({ url: ME, headers: bearer(ann.idToken) })).json().data;
      const response = await app.inject({
        method: 'PUT',
        url: `${ME}/${id}`,
        headers: bearer(ann.idToken),
        payload: { firstName: '  Kaʻiulani ', lastName: "O'Neil-Kealoha", email: ann.email.toUpperCase() },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        id,
        firstName: 'Kaʻiulani',
        lastName: "O'Neil-Kealoha",
        email: ann.email,
        avatarUrl: null,
      });
      expect((await app.inject({ url: ME, headers: bearer(ann.idToken) })).json().data.firstName).toBe('Kaʻiulani');
    });

    it("refuses another user's id with 403 and leaves that profile alone", async () => {
      const adminId = (await app.inject({ url: ME, headers: bearer(admin.idToken) })).json().data.id;
      const response = await app.inject({
        method: 'PUT',
        url: `${ME}/${adminId}`,
        headers: bearer(ann.idToken),
        payload: { firstName: 'Evil', lastName: 'Twin' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'You do not have permission to trigger this action',
        code: 'FORBIDDEN_WRITE',
      });
      expect((await app.inject({ url: ME, headers: bearer(admin.idToken) })).json().data.firstName).toBe('Leilani');
    });

    it.each([
      [
        'digits in a name',
        { firstName: 'Ann3', lastName: 'Kealoha' },
        [{ field: 'body.firstName', message: 'Special characters are not allowed' }],
      ],
      [
        'markup in a name',
        { firstName: 'Ann', lastName: '<b>K</b>' },
        [{ field: 'body.lastName', message: 'Special characters are not allowed' }],
      ],
      [
        'blank names',
        { firstName: '   ', lastName: '' },
        [
          { field: 'body.firstName', message: 'This field is required' },
          { field: 'body.lastName', message: 'This field is required' },
        ],
      ],
      [
        'a name over 255 characters',
        { firstName: 'A'.repeat(256), lastName: 'Kealoha' },
        [{ field: 'body.firstName', message: 'reached maximum length of 255 characters' }],
      ],
      [
        'a changed email',
        { firstName: 'Ann', lastName: 'Kealoha', email: 'someone.else@example.org' },
        [{ field: 'body.email', message: 'The email address cannot be changed here' }],
      ],
    ])('answers 400 with field errors for %s', async (_case, payload, errors) => {
      const { id } = (await app.inject({ url: ME, headers: bearer(ann.idToken) })).json().data;
      const response = await app.inject({ method: 'PUT', url: `${ME}/${id}`, headers: bearer(ann.idToken), payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid input', code: 'BAD_REQUEST', errors });
    });

    it.each([
      ['an id that is no uuid', 'abc', { firstName: 'Ann', lastName: 'K' }, 'params.id'],
      ['a missing name', null, { firstName: 'Ann' }, 'body.lastName'],
      [
        'an unknown field',
        null,
        { firstName: 'Ann', lastName: 'K', avatarUrl: 'javascript:alert(1)' },
        'body.avatarUrl',
      ],
      ['a number for a name', null, { firstName: 42, lastName: 'K' }, 'body.firstName'],
    ])('answers 400 for %s', async (_case, idOverride, payload, field) => {
      const { id } = (await app.inject({ url: ME, headers: bearer(ann.idToken) })).json().data;
      const response = await app.inject({
        method: 'PUT',
        url: `${ME}/${idOverride ?? id}`,
        headers: bearer(ann.idToken),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual(expect.objectContaining({ field }));
    });

    it('checks the token before it looks at the body', async () => {
      const response = await app.inject({ method: 'PUT', url: `${ME}/not-a-uuid`, payload: { nonsense: true } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('permissions', () => {
    it('gives a new user no permissions and the administrator all of them', async () => {
      const fresh = await app.inject({ url: '/api-svc/v1/permissions/me', headers: bearer(ann.idToken) });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json()).toEqual({ data: [] });
      const all = (await app.inject({ url: '/api-svc/v1/permissions/me', headers: bearer(admin.idToken) })).json().data;
      expect([...all].sort()).toEqual([...ALL_PERMISSIONS].sort());
    });

    it('answers 403 with the read message to a user without ROLE:R', async () => {
      const response = await app.inject({ url: '/api-svc/v1/roles', headers: bearer(ann.idToken) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'You do not have permission to access this data',
        code: 'FORBIDDEN_READ',
      });
    });

    it('lists roles to the administrator in the list envelope', async () => {
      const response = await app.inject({ url: '/api-svc/v1/roles?search=admin', headers: bearer(admin.idToken) });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ hasNext: false, payloadSize: 1, totalRecords: 1 });
      expect(body.data[0]).toMatchObject({ name: 'Administrator', description: expect.any(String) });
      expect(body.data[0].permissions).toHaveLength(ALL_PERMISSIONS.length);
      expect(
        (await app.inject({ url: '/api-svc/v1/roles?search=nobody', headers: bearer(admin.idToken) })).json(),
      ).toEqual({ data: [], hasNext: false, payloadSize: 0, totalRecords: 0 });
      const badSort = await app.inject({ url: '/api-svc/v1/roles?sort=permission', headers: bearer(admin.idToken) });
      expect(badSort.statusCode).toBe(400);
      expect(badSort.json().errors).toEqual([{ field: 'query.sort', message: 'must be one of name' }]);
    });
  });

  describe('the route table', () => {
    it('has a declaration (public, authenticated or a permission) on every /api-svc route', () => {
      const apiRoutes = app.routeAccessTable.filter((route) => route.url.startsWith('/api-svc/'));
      const undeclared = apiRoutes
        .filter((route) => route.access === null)
        .map((route) => `${route.method} ${route.url}`);
      expect(undeclared).toEqual([]);
      // The table really is the whole table: every API path Fastify knows is in it.
      const known = new Set(apiRoutes.map((route) => route.url));
      const printed = app
        .printRoutes({ commonPrefix: false })
        .split('\n')
        .map((line) => /(\/api-svc\/\S*)/.exec(line)?.[1])
        .filter((url): url is string => url !== undefined);
      expect(printed.length).toBeGreaterThan(5);
      for (const url of printed) expect(known, url).toContain(url);
      expect(apiRoutes).toEqual(
        expect.arrayContaining([
          { method: 'GET', url: '/api-svc/v1/me', access: { kind: 'authenticated' } },
          { method: 'PUT', url: '/api-svc/v1/me/:id', access: { kind: 'authenticated' } },
          { method: 'GET', url: '/api-svc/v1/permissions/me', access: { kind: 'authenticated' } },
          { method: 'GET', url: '/api-svc/v1/roles', access: { kind: 'permission', permission: 'ROLE:R' } },
        ]),
      );
    });
  });
});

describe('API authentication against a Cognito user pool (keys served locally)', () => {
  const pool = {
    COGNITO_USER_POOL_ID: 'us-west-2_TestPool9',
    COGNITO_CLIENT_ID: 'cognitoclient123',
    COGNITO_REGION: 'us-west-2',
  };
  const issuer = `https://cognito-idp.us-west-2.amazonaws.com/${pool.COGNITO_USER_POOL_ID}`;
  let database: Database;
  let app: FastifyInstance;
  let keyServer: Server;
  let privateKey: CryptoKey;

  /** An ID token as Cognito signs it; `claims` replace any of them. */
  const token = (claims: JWTPayload) => {
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      sub: '9b2f7c1e-1111-4c1e-9a51-8a0e6d3c2b99',
      iss: issuer,
      aud: pool.COGNITO_CLIENT_ID,
      token_use: 'id',
      iat: now,
      exp: now + 3600,
    };
    return new SignJWT({ ...payload, email: 'nalu@example.org', given_name: 'Nalu', family_name: 'Kahale', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'cognito-test-key' })
      .sign(privateKey);
  };

  beforeAll(async () => {
    const keys = await generateKeyPair('RS256');
    privateKey = keys.privateKey;
    const jwks = {
      keys: [{ ...(await exportJWK(keys.publicKey)), kid: 'cognito-test-key', alg: 'RS256', use: 'sig' }],
    };
    keyServer = createServer((request, response) => {
      if (request.url === `/${pool.COGNITO_USER_POOL_ID}/.well-known/jwks.json`)
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
    const jwksBase = `http://127.0.0.1:${(keyServer.address() as AddressInfo).port}`;
    database = await openTestDatabase();
    const config = testConfig(pool);
    app = await buildApp({
      config,
      database,
      tokenVerifier: createApiTokenVerifier(config.identity, null, { cognitoJwksBaseUrl: jwksBase }),
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
    await new Promise<void>((resolve) => keyServer?.close(() => resolve()));
  });

  it('accepts a Cognito ID token and makes the user from its claims', async () => {
    const response = await app.inject({ url: ME, headers: bearer(await token({})) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ firstName: 'Nalu', lastName: 'Kahale', email: 'nalu@example.org' });
  });

  it.each([
    ['another client', { aud: 'otherclient' }],
    ['the embedded idp as issuer', { iss: 'http://localhost:8080/idp/local_Festival01' }],
    ['an access token', { token_use: 'access' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 60 }],
  ])('refuses %s', async (_case, claims) => {
    expect((await app.inject({ url: ME, headers: bearer(await token(claims)) })).statusCode).toBe(401);
  });

  it('does not mount the embedded idp when a Cognito pool is configured', async () => {
    expect((await app.inject({ method: 'POST', url: '/idp/' })).statusCode).toBe(404);
  });
});
