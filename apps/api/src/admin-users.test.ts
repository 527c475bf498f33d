import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { auditTrailOf } from '@festival/server-audit';
import { type Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { ADMINISTRATOR_ROLE, createRole, grantRole, setUserRoles } from '@festival/server-permissions';
import { InvalidTokenError } from '@festival/server-platform';
import { seedDemoData } from '@festival/server-seed';
import { ALL_PERMISSIONS } from '@festival/shared-util-permissions';
import { buildApp } from './app';
import { restoreDemoAdmin, seedAdminHook } from './seed-admin';
import { testConfig } from './test-app';
import { testIdpClient, type TestIdpClient } from './test-idp-client';

const engine = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
const USERS = '/api-svc/v1/users';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe(`the seeded admin and the admin user routes (${engine})`, () => {
  let database: Database;
  let app: FastifyInstance;
  let baseUrl: string;
  let idp: TestIdpClient;
  const config = testConfig();
  let admin: { email: string; sub: string; idToken: string };
  let ann: { email: string; sub: string; idToken: string };

  /** REFRESH_TOKEN_AUTH as the client sends it: the status tells whether the token still works. */
  async function refresh(refreshToken: string): Promise<{ status: number; type?: string }> {
    const response = await fetch(`${baseUrl}/idp/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: config.identity.clientId,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    });
    const body = (await response.json()) as { __type?: string };
    return { status: response.status, type: body.__type };
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    const seed = await seedDemoData(database.db, { seedAdmin: seedAdminHook(config) });
    expect(seed.admin).toEqual({ email: 'admin@festival.localhost', password: 'Aloha!Festival2027' });
    app = await buildApp({ config, database });
    await app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    idp = testIdpClient(baseUrl, database.db, config.identity);
    admin = await idp.signIn(config.admin.email, config.admin.password);
    ann = await idp.newSignedInUser({ givenName: 'Ann', familyName: 'Kealoha' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
  });

  describe('the seeded admin', () => {
    it('signs in with the printed credentials through the unmodified client and holds every permission', async () => {
      const response = await app.inject({ url: '/api-svc/v1/permissions/me', headers: bearer(admin.idToken) });
      expect(response.statusCode).toBe(200);
      expect([...response.json().data].sort()).toEqual([...ALL_PERMISSIONS].sort());
      expect((await app.inject({ url: '/api-svc/v1/me', headers: bearer(admin.idToken) })).json().data).toMatchObject({
        email: 'admin@festival.localhost',
        firstName: 'Festival',
        lastName: 'Admin',
      });
    });

    it('is created once: a second start neither seeds nor restores it', async () => {
      const again = await seedDemoData(database.db, { seedAdmin: seedAdminHook(config) });
      expect(again.seeded).toBe(false);
      expect(again.admin).toBeUndefined();
      expect(await restoreDemoAdmin(database.db, config)).toBe(false);
      const list = (
        await app.inject({ url: `${USERS}?search=admin@festival.localhost`, headers: bearer(admin.idToken) })
      ).json();
      expect(list.totalRecords).toBe(1);
    });

    it('is not seeded when a Cognito pool holds the users', () => {
      expect(
        seedAdminHook(testConfig({ COGNITO_USER_POOL_ID: 'us-west-2_Pool1', COGNITO_CLIENT_ID: 'client1' })),
      ).toBeUndefined();
    });
  });

  describe('access', () => {
    it.each<['GET' | 'POST', () => string, string, string]>([
      ['GET', () => USERS, 'FORBIDDEN_READ', 'You do not have permission to access this data'],
      ['GET', () => `${USERS}/${admin.sub}`, 'FORBIDDEN_READ', 'You do not have permission to access this data'],
      [
        'POST',
        () => `${USERS}/${admin.sub}/disable`,
        'FORBIDDEN_WRITE',
        'You do not have permission to trigger this action',
      ],
      [
        'POST',
        () => `${USERS}/${admin.sub}/enable`,
        'FORBIDDEN_WRITE',
        'You do not have permission to trigger this action',
      ],
    ])('refuses %s to a user without the USER permission', async (method, pathOf, code, message) => {
      const response = await app.inject({ method, url: pathOf(), headers: bearer(ann.idToken) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message, code });
      expect((await app.inject({ method, url: pathOf() })).statusCode).toBe(401);
    });

    it('declares USER:R and USER:U in the route table', () => {
      expect(app.routeAccessTable).toEqual(
        expect.arrayContaining([
          { method: 'GET', url: USERS, access: { kind: 'permission', permission: 'USER:R' } },
          { method: 'GET', url: `${USERS}/:sub`, access: { kind: 'permission', permission: 'USER:R' } },
          { method: 'POST', url: `${USERS}/:sub/disable`, access: { kind: 'permission', permission: 'USER:U' } },
          { method: 'POST', url: `${USERS}/:sub/enable`, access: { kind: 'permission', permission: 'USER:U' } },
        ]),
      );
    });
  });

  describe('listing and reading', () => {
    it('lists the accounts newest first in the list envelope, with take/skip and search by email', async () => {
      const all = (await app.inject({ url: `${USERS}?take=100`, headers: bearer(admin.idToken) })).json();
      expect(all).toMatchObject({ hasNext: false, totalRecords: 2, payloadSize: 2 });
      expect(all.data.map((user: { email: string }) => user.email)).toEqual([ann.email, 'admin@festival.localhost']);
      expect(all.data[0]).toEqual({
        sub: ann.sub,
        email: ann.email,
        firstName: 'Ann',
        lastName: 'Kealoha',
        status: 'CONFIRMED',
        enabled: true,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      const page = (
        await app.inject({ url: `${USERS}?take=1&skip=0&order=asc`, headers: bearer(admin.idToken) })
      ).json();
      expect(page).toMatchObject({
        hasNext: true,
        payloadSize: 1,
        totalRecords: 2,
        data: [{ email: 'admin@festival.localhost' }],
      });
      const found = (
        await app.inject({
          url: `${USERS}?search=${encodeURIComponent(ann.email.slice(0, 12).toUpperCase())}`,
          headers: bearer(admin.idToken),
        })
      ).json();
      expect(found).toMatchObject({ totalRecords: 1, data: [{ sub: ann.sub }] });
      expect((await app.inject({ url: `${USERS}?search=nobody-here`, headers: bearer(admin.idToken) })).json()).toEqual(
        { data: [], hasNext: false, payloadSize: 0, totalRecords: 0 },
      );
    });

    it.each([
      ['an unknown sort', '?sort=email', 'query.sort'],
      ['an unknown parameter', '?role=admin', null],
      ['a negative skip', '?skip=-1', 'query.skip'],
    ])('answers 400 to %s', async (_case, query, field) => {
      const response = await app.inject({ url: `${USERS}${query}`, headers: bearer(admin.idToken) });
      expect(response.statusCode).toBe(400);
      if (field) expect(response.json().errors).toContainEqual(expect.objectContaining({ field }));
    });

    it('reads one account; 400 for a sub that is no uuid, 404 for an unknown one', async () => {
      const one = await app.inject({ url: `${USERS}/${ann.sub}`, headers: bearer(admin.idToken) });
      expect(one.statusCode).toBe(200);
      expect(one.json().data).toMatchObject({ sub: ann.sub, email: ann.email, enabled: true });
      const bad = await app.inject({ url: `${USERS}/not-a-sub`, headers: bearer(admin.idToken) });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toContainEqual(expect.objectContaining({ field: 'params.sub' }));
      const unknown = await app.inject({
        url: `${USERS}/00000000-0000-4000-8000-000000000000`,
        headers: bearer(admin.idToken),
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
    });
  });

  describe('disabling and enabling', () => {
    it('disables: refresh tokens revoked, ID tokens refused with 401, audited; enabling is no way back into the old session', async () => {
      const bob = await idp.newSignedInUser({ givenName: 'Bob', familyName: 'Kahale' });
      const session = await idp.signIn(bob.email, 'Aloha123!');
      expect(await refresh(session.refreshToken)).toEqual({ status: 200 });
      expect((await app.inject({ url: '/api-svc/v1/me', headers: bearer(bob.idToken) })).statusCode).toBe(200);

      const disabled = await app.inject({
        method: 'POST',
        url: `${USERS}/${bob.sub}/disable`,
        headers: bearer(admin.idToken),
      });
      expect(disabled.statusCode).toBe(200);
      expect(disabled.json().data).toMatchObject({ sub: bob.sub, enabled: false });
      expect((await app.inject({ url: '/api-svc/v1/me', headers: bearer(bob.idToken) })).statusCode).toBe(401);
      expect(
        (await app.inject({ url: '/api-svc/v1/permissions/me', headers: bearer(session.idToken) })).statusCode,
      ).toBe(401);
      expect(await refresh(session.refreshToken)).toMatchObject({ status: 400, type: 'NotAuthorizedException' });
      await expect(idp.signIn(bob.email, 'Aloha123!')).rejects.toMatchObject({
        code: 'NotAuthorizedException',
        message: 'User is disabled.',
      });

      const enabled = await app.inject({
        method: 'POST',
        url: `${USERS}/${bob.sub}/enable`,
        headers: bearer(admin.idToken),
      });
      expect(enabled.statusCode).toBe(200);
      expect(enabled.json().data).toMatchObject({ sub: bob.sub, enabled: true });
      // The revoked sign-in stays revoked: enabling is no way back into the old session, tokens or refresh.
      expect((await app.inject({ url: '/api-svc/v1/me', headers: bearer(bob.idToken) })).statusCode).toBe(401);
      expect(await refresh(session.refreshToken)).toMatchObject({ status: 400, type: 'NotAuthorizedException' });

      const trail = await auditTrailOf(database.db, `user:${bob.sub}`);
      expect(trail.map(({ actorSub, action, before, after }) => ({ actorSub, action, before, after }))).toEqual([
        { actorSub: admin.sub, action: 'user.disable', before: { enabled: true }, after: { enabled: false } },
        { actorSub: admin.sub, action: 'user.enable', before: { enabled: false }, after: { enabled: true } },
      ]);
    });

    it('refuses to let admins disable themselves (403), and writes no audit row for a refusal or an unknown user', async () => {
      const self = await app.inject({
        method: 'POST',
        url: `${USERS}/${admin.sub}/disable`,
        headers: bearer(admin.idToken),
      });
      expect(self.statusCode).toBe(403);
      expect(self.json()).toEqual({ message: 'You cannot disable your own account.', code: 'FORBIDDEN_SELF' });
      expect((await app.inject({ url: '/api-svc/v1/me', headers: bearer(admin.idToken) })).statusCode).toBe(200);
      const unknown = '00000000-0000-4000-8000-000000000001';
      expect(
        (await app.inject({ method: 'POST', url: `${USERS}/${unknown}/disable`, headers: bearer(admin.idToken) }))
          .statusCode,
      ).toBe(404);
      expect(
        (await app.inject({ method: 'POST', url: `${USERS}/nope/enable`, headers: bearer(admin.idToken) })).statusCode,
      ).toBe(400);
      expect(await auditTrailOf(database.db, `user:${admin.sub}`)).toEqual([]);
      expect(await auditTrailOf(database.db, `user:${unknown}`)).toEqual([]);
    });

    /** A new signed-in account holding one new role with exactly these permissions. */
    async function staffWith(name: string, permissions: readonly string[]) {
      const person = await idp.newSignedInUser({ givenName: name, familyName: 'Staff' });
      const role = await createRole(database.db, admin.sub, { name, description: '', permissions: [...permissions] });
      await setUserRoles(database.db, admin.sub, { sub: person.sub }, [role.id]);
      return person;
    }
    const action = (token: string, sub: string, what: 'disable' | 'enable') =>
      app.inject({ method: 'POST', url: `${USERS}/${sub}/${what}`, headers: bearer(token) });
    const stillAdmin = async () =>
      (await app.inject({ url: '/api-svc/v1/permissions/me', headers: bearer(admin.idToken) })).json().data;

    it('refuses a USER:U holder who disables or enables an account holding permissions they lack (403)', async () => {
      const desk = await staffWith('Account desk', ['USER:R', 'USER:U']);
      const refused = await action(desk.idToken, admin.sub, 'disable');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        message: expect.stringMatching(
          /^You can only give or take away permissions you hold yourself\. You do not hold /,
        ),
        code: 'FORBIDDEN_GRANT',
      });
      expect(await stillAdmin()).toHaveLength(ALL_PERMISSIONS.length);
      expect(await auditTrailOf(database.db, `user:${admin.sub}`)).toEqual([]);

      // An account with nothing the desk lacks is the desk's to disable and enable; one with more is not to enable.
      const visitor = await idp.newSignedInUser({ givenName: 'Visitor', familyName: 'Kane' });
      expect((await action(desk.idToken, visitor.sub, 'disable')).statusCode).toBe(200);
      expect((await action(desk.idToken, visitor.sub, 'enable')).statusCode).toBe(200);
      const planner = await staffWith('Planner', ['EVENT:U']);
      expect((await action(admin.idToken, planner.sub, 'disable')).statusCode).toBe(200);
      expect((await action(desk.idToken, planner.sub, 'enable')).json().code).toBe('FORBIDDEN_GRANT');
      expect(
        (await app.inject({ url: `${USERS}/${planner.sub}`, headers: bearer(admin.idToken) })).json().data.enabled,
      ).toBe(false);
    });

    it('keeps the last active administrator enabled, even against a holder of every permission (403)', async () => {
      const deputy = await staffWith('Deputy', ALL_PERMISSIONS);
      const refused = await action(deputy.idToken, admin.sub, 'disable');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: 'At least one active account must keep the Administrator role: give it to another account first.',
        code: 'LAST_ADMINISTRATOR',
      });
      expect(await stillAdmin()).toHaveLength(ALL_PERMISSIONS.length);

      // A disabled second administrator does not count: nobody could sign in as them.
      const second = await idp.newSignedInUser({ givenName: 'Second', familyName: 'Admin' });
      await grantRole(database.db, { sub: second.sub }, ADMINISTRATOR_ROLE);
      expect((await action(admin.idToken, second.sub, 'disable')).statusCode).toBe(200);
      expect((await action(deputy.idToken, admin.sub, 'disable')).json().code).toBe('LAST_ADMINISTRATOR');
      // Enabled again, they do; and the last of the two is then kept.
      expect((await action(deputy.idToken, second.sub, 'enable')).statusCode).toBe(200);
      expect((await action(deputy.idToken, second.sub, 'disable')).statusCode).toBe(200);
      expect((await action(deputy.idToken, admin.sub, 'disable')).json().code).toBe('LAST_ADMINISTRATOR');
      expect(await stillAdmin()).toHaveLength(ALL_PERMISSIONS.length);
    });
  });
});

describe('the admin user routes with a Cognito user pool', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = testConfig({ COGNITO_USER_POOL_ID: 'us-west-2_TestPool9', COGNITO_CLIENT_ID: 'cognitoclient123' });
    app = await buildApp({
      config,
      database,
      // Token checks against Cognito are tested in auth.test.ts; here a token is its owner's sub.
      tokenVerifier: {
        verify: async (token) => {
          if (token !== 'pool-admin') throw new InvalidTokenError('unknown token');
          return { sub: 'pool-admin', email: 'ops@festival.example', claims: {} };
        },
      },
    });
    await grantRole(database.db, { sub: 'pool-admin', email: 'ops@festival.example' }, 'Administrator');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
  });

  it.each([
    ['GET', USERS],
    ['GET', `${USERS}/00000000-0000-4000-8000-000000000000`],
    ['POST', `${USERS}/00000000-0000-4000-8000-000000000000/disable`],
  ] as const)('answers %s %s with 501 and says why', async (method, url) => {
    const response = await app.inject({ method, url, headers: bearer('pool-admin') });
    expect(response.statusCode).toBe(501);
    expect(response.json()).toEqual({
      message:
        'Managing users here needs the embedded identity provider; with a Cognito user pool (COGNITO_USER_POOL_ID) manage users in the AWS console.',
      code: 'NOT_IMPLEMENTED',
    });
  });
});
