import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import {
  ADMINISTRATOR_ROLE,
  createRole,
  grantRole,
  listRoles,
  roleIdsOfUser,
  setUserRoles,
  updateRole,
} from '@festival/server-permissions';
import { ALL_PERMISSIONS, FORBIDDEN_MESSAGES } from '@festival/shared-util-permissions';
import { buildApp } from './app';
import { testConfig } from './test-app';
import { testIdpClient } from './test-idp-client';

const engine = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
const API = '/api-svc/v1';
const SOME_ID = '00000000-0000-4000-8000-000000000001';
const READS = new Set(['GET', 'HEAD']);

/** The access check's own refusal (SPEC §6): what a route answers when the caller lacks its permission. */
const refusalOf = (method: string) =>
  READS.has(method)
    ? { message: FORBIDDEN_MESSAGES.read.text, code: 'FORBIDDEN_READ' }
    : { message: FORBIDDEN_MESSAGES.change.text, code: 'FORBIDDEN_WRITE' };

describe(`the permission matrix: every staff route × every single permission (${engine})`, () => {
  let database: Database;
  let app: FastifyInstance;
  let walker: { sub: string; idToken: string };
  let bystander: { sub: string; idToken: string };
  let roleId: string;
  let administratorId: string;
  // Holds every permission and not the walker's role, so it may set that role to anything.
  const keeper = 'permission-matrix-keeper';

  beforeAll(async () => {
    database = await openTestDatabase();
    // One account walks every route: its session is looked up once a minute, not on every request.
    app = await buildApp({ config: testConfig({ IDP_SESSION_STATUS_CACHE_SECONDS: '60' }), database });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const idp = testIdpClient(
      `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      database.db,
      testConfig().identity,
    );
    walker = await idp.newSignedInUser({ givenName: 'Matrix', familyName: 'Walker' });
    bystander = await idp.newSignedInUser({ givenName: 'Matrix', familyName: 'Bystander' });
    await grantRole(database.db, { sub: keeper }, ADMINISTRATOR_ROLE);
    administratorId = (await listRoles(database.db, { search: ADMINISTRATOR_ROLE })).data[0].id;
    roleId = (await createRole(database.db, keeper, { name: 'Matrix', description: '', permissions: [] })).id;
    await setUserRoles(database.db, keeper, { sub: walker.sub }, [roleId]);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
  });

  it('lets each permission (and none) through exactly the routes that declare it, and to no permission beyond itself', async () => {
    // The app's own table of registered routes and what each declares: a new staff route is walked without a line here.
    const staffRoutes = app.routeAccessTable.flatMap(({ method: methods, url, access }) =>
      access?.kind === 'permission'
        ? methods.split(',').map((method) => ({ method, url, permission: access.permission }))
        : [],
    );
    expect(staffRoutes.length).toBeGreaterThanOrEqual(43);
    const wrong: string[] = [];
    for (const held of [null, ...ALL_PERMISSIONS]) {
      await updateRole(database.db, keeper, roleId, {
        name: 'Matrix',
        description: '',
        permissions: held ? [held] : [],
      });
      await Promise.all(
        staffRoutes.map(async (route) => {
          const response = await app.inject({
            method: route.method as 'GET',
            url: route.url.replace(/:[A-Za-z]+/g, SOME_ID),
            headers: { authorization: `Bearer ${walker.idToken}` },
            ...(READS.has(route.method) || route.method === 'DELETE' ? {} : { payload: {} }),
          });
          const refusal = refusalOf(route.method);
          // HEAD answers carry no body: its status says it.
          const refused =
            response.statusCode === 403 &&
            (route.method === 'HEAD' || JSON.stringify(response.json()) === JSON.stringify(refusal));
          const allowed = held === route.permission;
          // Past the check, a 400 or 404 for the made-up id and empty body is the route's own answer.
          if (allowed ? refused || response.statusCode === 401 : !refused)
            wrong.push(
              `${held ?? 'no permission'} → ${route.method} ${route.url} (${route.permission}): ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
        }),
      );
      // No one permission is a way to more: the grant routes, each with the widest request it takes.
      const auth = { authorization: `Bearer ${walker.idToken}` };
      const attempts = [
        {
          method: 'PUT',
          url: `${API}/roles/${roleId}`,
          payload: { name: 'Matrix', description: '', permissions: ALL_PERMISSIONS },
        },
        {
          method: 'POST',
          url: `${API}/roles`,
          payload: { name: `Everything ${held}`, description: '', permissions: ALL_PERMISSIONS },
        },
        { method: 'PUT', url: `${API}/users/${bystander.sub}/roles`, payload: { roleIds: [administratorId] } },
      ] as const;
      for (const attempt of attempts) {
        const response = await app.inject({ ...attempt, headers: auth });
        if (response.statusCode < 400)
          wrong.push(
            `${held ?? 'no permission'} → ${attempt.method} ${attempt.url}: ${response.statusCode} (a grant beyond its own)`,
          );
      }
      const now = (await app.inject({ url: `${API}/permissions/me`, headers: auth })).json().data;
      if (JSON.stringify(now) !== JSON.stringify(held ? [held] : []))
        wrong.push(`${held ?? 'no permission'} → now holds ${now.length} permissions`);
      if ((await roleIdsOfUser(database.db, { sub: bystander.sub })).length > 0)
        wrong.push(`${held ?? 'no permission'} → gave the bystander a role`);
    }
    expect(wrong).toEqual([]);
  }, 600_000);
});
