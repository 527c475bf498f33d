import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { auditTrailOf } from '@festival/server-audit';
import { type Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { ADMINISTRATOR_ROLE, createRole, setUserRoles, updateRole } from '@festival/server-permissions';
import { seedDemoData } from '@festival/server-seed';
import { calendarDateIn } from '@festival/shared-util-dates';
import { ALL_PERMISSIONS, FORBIDDEN_MESSAGES } from '@festival/shared-util-permissions';
import { buildApp } from './app';
import { seedAdminHook } from './seed-admin';
import { testConfig } from './test-app';
import { testIdpClient, type TestIdpClient } from './test-idp-client';

const engine = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
const API = '/api-svc/v1';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const json = (method: 'POST' | 'PUT', url: string, token: string, payload: object) =>
  ({ method, url, headers: bearer(token), payload }) as const;

describe(`roles and the permission of every admin route (${engine})`, () => {
  let database: Database;
  let app: FastifyInstance;
  let idp: TestIdpClient;
  let admin: { sub: string; idToken: string };
  let kai: { sub: string; idToken: string; email: string };
  const config = testConfig();

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoData(database.db, { seedAdmin: seedAdminHook(config) });
    app = await buildApp({ config, database });
    await app.listen({ host: '127.0.0.1', port: 0 });
    idp = testIdpClient(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, database.db, config.identity);
    admin = await idp.signIn(config.admin.email, config.admin.password);
    kai = await idp.newSignedInUser({ givenName: 'Kai', familyName: 'Akana' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
  });

  it('creates, edits and deletes a role, each change audited with before and after', async () => {
    const created = await app.inject(
      json('POST', `${API}/roles`, admin.idToken, {
        name: '  Door staff ',
        description: 'Checks people in',
        permissions: ['ATTENDEE:U', 'ATTENDEE:R'],
      }),
    );
    expect(created.statusCode).toBe(201);
    const role = created.json().data;
    expect(role).toMatchObject({ name: 'Door staff', permissions: ['ATTENDEE:R', 'ATTENDEE:U'] });

    const edited = await app.inject(
      json('PUT', `${API}/roles/${role.id}`, admin.idToken, {
        name: 'Door team',
        description: '',
        permissions: ['ATTENDEE:R'],
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ id: role.id, name: 'Door team', permissions: ['ATTENDEE:R'] });
    expect((await app.inject({ url: `${API}/roles/${role.id}`, headers: bearer(admin.idToken) })).json().data).toEqual(
      edited.json().data,
    );

    const deleted = await app.inject({
      method: 'DELETE',
      url: `${API}/roles/${role.id}`,
      headers: bearer(admin.idToken),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await app.inject({ url: `${API}/roles/${role.id}`, headers: bearer(admin.idToken) })).statusCode).toBe(404);

    const trail = await auditTrailOf(database.db, `role:${role.id}`);
    expect(trail.map((row) => row.action)).toEqual(['role.create', 'role.update', 'role.delete']);
    expect(trail[1]).toMatchObject({
      actorSub: admin.sub,
      before: { name: 'Door staff', permissions: ['ATTENDEE:R', 'ATTENDEE:U'] },
      after: { name: 'Door team', permissions: ['ATTENDEE:R'] },
    });
  });

  it.each([
    [
      'an unknown permission',
      { name: 'X', description: '', permissions: ['EVENT:R', 'CASTLE:R'] },
      'body.permissions.1',
    ],
    ['a malformed permission', { name: 'X', description: '', permissions: ['event:read'] }, 'body.permissions.0'],
    ['a blank name', { name: '   ', description: '', permissions: [] }, 'body.name'],
    ['a repeated permission', { name: 'X', description: '', permissions: ['EVENT:R', 'EVENT:R'] }, 'body.permissions'],
    ['an unknown field', { name: 'X', description: '', permissions: [], system: true }, null],
  ])('answers 400 to %s and stores nothing', async (_case, body, field) => {
    const response = await app.inject(json('POST', `${API}/roles`, admin.idToken, body));
    expect(response.statusCode).toBe(400);
    if (field) expect(response.json().errors).toContainEqual(expect.objectContaining({ field }));
    expect((await app.inject({ url: `${API}/roles?search=X`, headers: bearer(admin.idToken) })).json().data).toEqual(
      [],
    );
  });

  it('answers 409 to a name already taken and 422 to changing or deleting the Administrator role', async () => {
    const taken = await app.inject(
      json('POST', `${API}/roles`, admin.idToken, { name: 'Administrator', description: '', permissions: [] }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A role with this name already exists.');
    const [administrator] = (
      await app.inject({ url: `${API}/roles?search=Administrator`, headers: bearer(admin.idToken) })
    ).json().data;
    const edit = await app.inject(
      json('PUT', `${API}/roles/${administrator.id}`, admin.idToken, {
        name: 'Administrator',
        description: '',
        permissions: [],
      }),
    );
    expect(edit.statusCode).toBe(422);
    expect(edit.json().message).toBe('System roles cannot be changed or deleted.');
    const remove = await app.inject({
      method: 'DELETE',
      url: `${API}/roles/${administrator.id}`,
      headers: bearer(admin.idToken),
    });
    expect(remove.statusCode).toBe(422);
  });

  it("assigns roles to an account, which then holds exactly their permissions; not one's own", async () => {
    const role = await createRole(database.db, admin.sub, {
      name: 'Event viewers',
      description: '',
      permissions: ['EVENT:R', 'WEB_ADMIN_ACCESS:R'],
    });
    const assign = await app.inject(
      json('PUT', `${API}/users/${kai.sub}/roles`, admin.idToken, { roleIds: [role.id] }),
    );
    expect(assign.statusCode).toBe(200);
    expect(assign.json()).toEqual({ data: { roleIds: [role.id] } });
    expect((await app.inject({ url: `${API}/users/${kai.sub}/roles`, headers: bearer(admin.idToken) })).json()).toEqual(
      {
        data: { roleIds: [role.id] },
      },
    );
    expect((await app.inject({ url: `${API}/permissions/me`, headers: bearer(kai.idToken) })).json().data).toEqual([
      'EVENT:R',
      'WEB_ADMIN_ACCESS:R',
    ]);
    expect(await auditTrailOf(database.db, `user:${kai.sub}`)).toContainEqual(
      expect.objectContaining({ action: 'user.roles', before: { roleIds: [] }, after: { roleIds: [role.id] } }),
    );

    const own = await app.inject(json('PUT', `${API}/users/${admin.sub}/roles`, admin.idToken, { roleIds: [] }));
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: 'You cannot change your own roles.', code: 'FORBIDDEN_SELF' });
    const unknownRole = await app.inject(
      json('PUT', `${API}/users/${kai.sub}/roles`, admin.idToken, {
        roleIds: ['00000000-0000-4000-8000-000000000000'],
      }),
    );
    expect(unknownRole.statusCode).toBe(400);
    const unknownUser = await app.inject(
      json('PUT', `${API}/users/00000000-0000-4000-8000-000000000000/roles`, admin.idToken, { roleIds: [] }),
    );
    expect(unknownUser.statusCode).toBe(404);
    expect((await app.inject({ url: `${API}/users/${kai.sub}/roles`, headers: bearer(admin.idToken) })).json()).toEqual(
      {
        data: { roleIds: [role.id] },
      },
    );
  });

  describe('nobody grants what they do not hold', () => {
    let staffCount = 0;
    /** A new signed-in account holding one new role with exactly these permissions, given by the administrator. */
    async function staffWith(permissions: string[]) {
      staffCount += 1;
      const person = await idp.newSignedInUser({ givenName: 'Staff', familyName: `Member${'x'.repeat(staffCount)}` });
      const role = await createRole(database.db, admin.sub, {
        name: `Staff role ${staffCount}`,
        description: '',
        permissions,
      });
      await setUserRoles(database.db, admin.sub, { sub: person.sub }, [role.id]);
      return { ...person, role };
    }
    const roleOf = async (id: string) =>
      (await app.inject({ url: `${API}/roles/${id}`, headers: bearer(admin.idToken) })).json().data;
    const rolesOf = async (sub: string) =>
      (await app.inject({ url: `${API}/users/${sub}/roles`, headers: bearer(admin.idToken) })).json().data.roleIds;
    const administratorRole = async () =>
      (await app.inject({ url: `${API}/roles?search=${ADMINISTRATOR_ROLE}`, headers: bearer(admin.idToken) })).json()
        .data[0];

    it('refuses a ROLE:R + ROLE:U holder who writes every permission into the role they hold (403), and changes nothing', async () => {
      const editor = await staffWith(['ROLE:R', 'ROLE:U']);
      const response = await app.inject(
        json('PUT', `${API}/roles/${editor.role.id}`, editor.idToken, {
          name: editor.role.name,
          description: '',
          permissions: ALL_PERMISSIONS,
        }),
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'You cannot change the permissions of a role you hold.',
        code: 'FORBIDDEN_OWN_ROLE',
      });
      expect((await roleOf(editor.role.id)).permissions).toEqual(['ROLE:R', 'ROLE:U']);
      expect((await app.inject({ url: `${API}/permissions/me`, headers: bearer(editor.idToken) })).json().data).toEqual(
        ['ROLE:R', 'ROLE:U'],
      );
      expect((await app.inject({ url: `${API}/registrations`, headers: bearer(editor.idToken) })).statusCode).toBe(403);
      expect((await auditTrailOf(database.db, `role:${editor.role.id}`)).map((row) => row.action)).toEqual([
        'role.create',
      ]);

      // Renaming the role one holds grants nothing.
      const renamed = await app.inject(
        json('PUT', `${API}/roles/${editor.role.id}`, editor.idToken, {
          name: `${editor.role.name} (renamed)`,
          description: 'Keeps the roles tidy',
          permissions: ['ROLE:U', 'ROLE:R'],
        }),
      );
      expect(renamed.statusCode).toBe(200);
    });

    it('lets a role editor add or remove only permissions they hold, in a role they do not hold', async () => {
      const editor = await staffWith(['ROLE:R', 'ROLE:U', 'EVENT:R']);
      const other = await createRole(database.db, admin.sub, {
        name: 'Programme team',
        description: '',
        permissions: ['EVENT:U'],
      });
      const cases: Array<[string[], string]> = [
        [[...ALL_PERMISSIONS], 'every other permission'],
        [['EVENT:U', 'USER:U'], 'a permission they lack'],
        [[], 'taking away a permission they lack'],
      ];
      for (const [permissions] of cases) {
        const response = await app.inject(
          json('PUT', `${API}/roles/${other.id}`, editor.idToken, { name: other.name, description: '', permissions }),
        );
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          message: expect.stringMatching(
            /^You can only give or take away permissions you hold yourself\. You do not hold /,
          ),
          code: 'FORBIDDEN_GRANT',
        });
        expect((await roleOf(other.id)).permissions).toEqual(['EVENT:U']);
      }
      const within = await app.inject(
        json('PUT', `${API}/roles/${other.id}`, editor.idToken, {
          name: other.name,
          description: '',
          permissions: ['EVENT:R', 'EVENT:U'],
        }),
      );
      expect(within.statusCode).toBe(200);
      expect(within.json().data.permissions).toEqual(['EVENT:R', 'EVENT:U']);
    });

    it('lets a ROLE:C holder create only roles made of permissions they hold', async () => {
      const creator = await staffWith(['ROLE:C', 'ROLE:R']);
      const beyond = await app.inject(
        json('POST', `${API}/roles`, creator.idToken, {
          name: 'Everything',
          description: '',
          permissions: ['ROLE:R', 'USER_PERMISSIONS:U'],
        }),
      );
      expect(beyond.statusCode).toBe(403);
      expect(beyond.json()).toEqual({
        message: 'You can only give or take away permissions you hold yourself. You do not hold USER_PERMISSIONS:U.',
        code: 'FORBIDDEN_GRANT',
      });
      expect(
        (await app.inject({ url: `${API}/roles?search=Everything`, headers: bearer(admin.idToken) })).json().data,
      ).toEqual([]);
      const within = await app.inject(
        json('POST', `${API}/roles`, creator.idToken, {
          name: 'Readers of roles',
          description: '',
          permissions: ['ROLE:R'],
        }),
      );
      expect(within.statusCode).toBe(201);
    });

    it('refuses a USER_PERMISSIONS:U holder who hands the Administrator role to another account (403)', async () => {
      const granter = await staffWith(['USER_PERMISSIONS:U']);
      const accomplice = await idp.newSignedInUser({ givenName: 'Accomplice', familyName: 'Account' });
      const administrator = await administratorRole();
      const response = await app.inject(
        json('PUT', `${API}/users/${accomplice.sub}/roles`, granter.idToken, { roleIds: [administrator.id] }),
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message:
          'You can only give or take away permissions you hold yourself. You do not hold every permission of "Administrator".',
        code: 'FORBIDDEN_GRANT',
      });
      expect(await rolesOf(accomplice.sub)).toEqual([]);
      expect(
        (await app.inject({ url: `${API}/permissions/me`, headers: bearer(accomplice.idToken) })).json().data,
      ).toEqual([]);
      expect(await auditTrailOf(database.db, `user:${accomplice.sub}`)).toEqual([]);

      // A role made only of what the granter holds is theirs to give.
      const small = await createRole(database.db, admin.sub, {
        name: 'Role assigners',
        description: '',
        permissions: ['USER_PERMISSIONS:U'],
      });
      const given = await app.inject(
        json('PUT', `${API}/users/${accomplice.sub}/roles`, granter.idToken, { roleIds: [small.id] }),
      );
      expect(given.statusCode).toBe(200);
    });

    it('refuses a USER_PERMISSIONS:U holder who strips the real administrator of every role (403)', async () => {
      const granter = await staffWith(['USER_PERMISSIONS:R', 'USER_PERMISSIONS:U']);
      const before = await rolesOf(admin.sub);
      const response = await app.inject(
        json('PUT', `${API}/users/${admin.sub}/roles`, granter.idToken, { roleIds: [] }),
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN_GRANT');
      expect(await rolesOf(admin.sub)).toEqual(before);
      expect(
        (await app.inject({ url: `${API}/permissions/me`, headers: bearer(admin.idToken) })).json().data,
      ).toHaveLength(ALL_PERMISSIONS.length);
    });

    it('keeps the Administrator role on the last active account that holds it', async () => {
      const deputy = await staffWith([...ALL_PERMISSIONS]);
      const administrator = await administratorRole();
      const strip = await app.inject(
        json('PUT', `${API}/users/${admin.sub}/roles`, deputy.idToken, { roleIds: [deputy.role.id] }),
      );
      expect(strip.statusCode).toBe(403);
      expect(strip.json()).toEqual({
        message: 'At least one active account must keep the Administrator role: give it to another account first.',
        code: 'LAST_ADMINISTRATOR',
      });
      expect(await rolesOf(admin.sub)).toEqual([administrator.id]);

      // With a second administrator, the first may lose the role; then the deputy gives it back.
      await setUserRoles(database.db, admin.sub, { sub: deputy.sub }, [deputy.role.id, administrator.id]);
      const handOver = await app.inject(
        json('PUT', `${API}/users/${admin.sub}/roles`, deputy.idToken, { roleIds: [deputy.role.id] }),
      );
      expect(handOver.statusCode).toBe(200);
      const back = await app.inject(
        json('PUT', `${API}/users/${admin.sub}/roles`, deputy.idToken, { roleIds: [administrator.id] }),
      );
      expect(back.statusCode).toBe(200);
      await setUserRoles(database.db, admin.sub, { sub: deputy.sub }, [deputy.role.id]);
    });

    it('lets a ROLE:D holder delete only a role they do not hold, whose permissions they all hold', async () => {
      const remover = await staffWith(['ROLE:D', 'EVENT:R']);
      const wider = await createRole(database.db, admin.sub, {
        name: 'Wider',
        description: '',
        permissions: ['USER:U'],
      });
      const narrower = await createRole(database.db, admin.sub, {
        name: 'Narrower',
        description: '',
        permissions: ['EVENT:R'],
      });
      const del = (id: string) =>
        app.inject({ method: 'DELETE', url: `${API}/roles/${id}`, headers: bearer(remover.idToken) });
      const own = await del(remover.role.id);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toEqual({ message: 'You cannot delete a role you hold.', code: 'FORBIDDEN_OWN_ROLE' });
      const beyond = await del(wider.id);
      expect(beyond.statusCode).toBe(403);
      expect(beyond.json().code).toBe('FORBIDDEN_GRANT');
      expect((await roleOf(wider.id)).permissions).toEqual(['USER:U']);
      expect((await roleOf(remover.role.id)).permissions).toEqual(['EVENT:R', 'ROLE:D']);
      expect((await del(narrower.id)).statusCode).toBe(204);
      expect((await del((await administratorRole()).id)).statusCode).toBe(422);
    });
  });

  it('lists the audit log filtered by who, what and when (days in Honolulu), and exports it', async () => {
    await createRole(database.db, admin.sub, { name: 'Audited role', description: '', permissions: [] });
    const today = calendarDateIn(new Date());
    const list = await app.inject({
      url: `${API}/audit-log?actor=${encodeURIComponent('admin@festival')}&action=role.&from=${today}&to=${today}&take=50`,
      headers: bearer(admin.idToken),
    });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.totalRecords).toBeGreaterThanOrEqual(1);
    expect(body.data[0]).toMatchObject({ actorEmail: 'admin@festival.localhost', action: 'role.create' });
    expect(body.data[0].after).toMatchObject({ name: 'Audited role' });
    for (const row of body.data) expect(row.action.startsWith('role.')).toBe(true);

    const nobody = await app.inject({ url: `${API}/audit-log?actor=nobody-at-all`, headers: bearer(admin.idToken) });
    expect(nobody.json()).toMatchObject({ data: [], totalRecords: 0 });
    const yesterday = await app.inject({
      url: `${API}/audit-log?from=2020-01-01&to=2020-01-02`,
      headers: bearer(admin.idToken),
    });
    expect(yesterday.json().totalRecords).toBe(0);
    const backwards = await app.inject({
      url: `${API}/audit-log?from=2026-02-01&to=2026-01-01`,
      headers: bearer(admin.idToken),
    });
    expect(backwards.statusCode).toBe(400);
    expect((await app.inject({ url: `${API}/audit-log?from=soon`, headers: bearer(admin.idToken) })).statusCode).toBe(
      400,
    );

    const requested = await app.inject({
      url: `${API}/audit-log?take=10000000&action=role.create`,
      headers: bearer(admin.idToken),
    });
    expect(requested.statusCode).toBe(202);
    const links = requested.json().data;
    let status = '';
    for (let attempt = 0; attempt < 90 && status !== 'DONE' && status !== 'FAILED'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await app.inject({ url: new URL(links.head).pathname, headers: bearer(admin.idToken) })).json().data
        .status;
    }
    expect(status).toBe('DONE');
    const url = new URL(links.get);
    const csv = (await app.inject({ url: `${url.pathname}${url.search}` })).body.slice(1).split('\n');
    expect(csv[0]).toBe('When,Who,Action,Target,Before,After');
    expect(
      csv.some((line) => line.includes('admin@festival.localhost,role.create') && line.includes('Audited role')),
    ).toBe(true);
  });

  it('refuses every permission-guarded route to a token holding every permission but the one it needs, with the SPEC §6 body', async () => {
    const guarded = app.routeAccessTable.flatMap(({ method: methods, url, access }) =>
      access?.kind === 'permission'
        ? methods.split(',').map((method) => ({ method, url, permission: access.permission }))
        : [],
    );
    // The admin routes this task adds are among them, so a route that lost its declaration fails here.
    expect(guarded.map((route) => `${route.method} ${route.url} ${route.permission}`)).toEqual(
      expect.arrayContaining([
        `GET ${API}/users USER:R`,
        `GET ${API}/roles ROLE:R`,
        `POST ${API}/roles ROLE:C`,
        `PUT ${API}/roles/:id ROLE:U`,
        `DELETE ${API}/roles/:id ROLE:D`,
        `GET ${API}/users/:sub/roles USER_PERMISSIONS:R`,
        `PUT ${API}/users/:sub/roles USER_PERMISSIONS:U`,
        `GET ${API}/audit-log AUDIT_LOG:R`,
        `GET ${API}/volunteers VOLUNTEER:R`,
        `PUT ${API}/volunteers/assignments VOLUNTEER:U`,
      ]),
    );
    const walker = await idp.newSignedInUser({ givenName: 'Route', familyName: 'Walker' });
    const role = await createRole(database.db, admin.sub, { name: 'Walker', description: '', permissions: [] });
    await setUserRoles(database.db, admin.sub, { sub: walker.sub }, [role.id]);

    const refusedWrongly: string[] = [];
    for (const route of guarded) {
      await updateRole(database.db, admin.sub, role.id, {
        name: 'Walker',
        description: '',
        permissions: ALL_PERMISSIONS.filter((permission) => permission !== route.permission),
      });
      const url = route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000001');
      const response = await app.inject({
        method: route.method as 'GET',
        url,
        headers: bearer(walker.idToken),
        ...(route.method === 'GET' || route.method === 'DELETE' || route.method === 'HEAD' ? {} : { payload: {} }),
      });
      const read = route.method === 'GET' || route.method === 'HEAD';
      const expected = read
        ? { message: FORBIDDEN_MESSAGES.read.text, code: 'FORBIDDEN_READ' }
        : { message: FORBIDDEN_MESSAGES.change.text, code: 'FORBIDDEN_WRITE' };
      const body = route.method === 'HEAD' ? expected : response.json();
      if (response.statusCode !== 403 || JSON.stringify(body) !== JSON.stringify(expected))
        refusedWrongly.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body}`);
    }
    expect(refusedWrongly).toEqual([]);
    expect(guarded.length).toBeGreaterThanOrEqual(8);
  });
});
