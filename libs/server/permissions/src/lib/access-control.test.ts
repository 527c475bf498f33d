import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { type Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import {
  authenticatePlugin,
  databasePlugin,
  errorHandlerPlugin,
  InvalidTokenError,
  type Principal,
  type TokenVerifier,
} from '@festival/server-platform';
import { users } from '@festival/server-users';
import { RouteAccessError } from '@festival/server-auth';
import { accessControlPlugin } from './access-control';
import { permissionsRepository } from './permissions.repository';
import { grantRole } from './permissions.service';

const SUBS: Record<string, string> = { 'token-ann': 'sub-ann', 'token-kai': 'sub-kai' };

/** Token verification is tested in libs/server/auth; here a token is simply a name. */
function countingVerifier(): TokenVerifier & { calls: number } {
  const verifier = {
    calls: 0,
    async verify(token: string): Promise<Principal> {
      verifier.calls += 1;
      const sub = SUBS[token];
      if (!sub) throw new InvalidTokenError('unknown token');
      return { sub, email: `${sub}@example.org`, claims: { given_name: 'Test', family_name: 'Person' } };
    },
  };
  return verifier;
}

async function buildTestApp(
  database: Database,
  verifier: TokenVerifier,
  routes: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(accessControlPlugin, { publicPrefixes: ['/docs'] });
  await app.register(errorHandlerPlugin);
  await app.register(databasePlugin, { database });
  await app.register(authenticatePlugin, { tokenVerifier: verifier });
  routes(app);
  await app.ready();
  return app;
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close().catch(() => undefined));

describe('accessControlPlugin', () => {
  let app: FastifyInstance;
  const verifier = countingVerifier();
  const auth = (name: string) => ({ authorization: `Bearer token-${name}` });

  beforeAll(async () => {
    app = await buildTestApp(database, verifier, (api) => {
      api.get('/open', { config: { public: true } }, async () => ({ ok: true }));
      api.get('/mine', { config: { authenticated: true } }, async (request) => ({ userId: request.user?.id }));
      api.get('/events', { config: { permission: 'EVENT:R' } }, async () => ({ data: [] }));
      api.post('/events', { config: { permission: 'EVENT:C' } }, async () => ({ created: true }));
      api.delete('/events/:id', { config: { permission: 'EVENT:D' } }, async () => ({ deleted: true }));
      api.register(async (scope) => {
        // A scope that authenticates on its own must not cost a second verification.
        scope.addHook('onRequest', scope.authenticate);
        scope.get('/scoped', { config: { authenticated: true } }, async () => ({ ok: true }));
      });
      api.get('/undeclared', async () => ({ ok: true }));
      api.get('/docs/json', async () => ({ ok: true }));
      api.get('/docsecret', async () => ({ ok: true }));
    });
    await permissionsRepository.upsertRole(database.db, {
      name: 'Event viewer',
      description: 'Reads events',
      permissions: ['EVENT:R'],
    });
    await grantRole(database.db, { sub: 'sub-kai' }, 'Event viewer');
  });
  afterAll(() => app?.close());

  it('lets anyone call a public route', async () => {
    expect((await app.inject('/open')).statusCode).toBe(200);
  });

  it.each(['/mine', '/events'])('answers 401 on %s without a valid token', async (url) => {
    for (const headers of [{}, { authorization: 'Bearer token-nobody' }]) {
      const response = await app.inject({ url, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
    }
  });

  it('loads (and on the first call creates) the user on authenticated routes', async () => {
    const first = (await app.inject({ url: '/mine', headers: auth('ann') })).json().userId;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect((await app.inject({ url: '/mine', headers: auth('ann') })).json().userId).toBe(first);
    expect(await database.db.select().from(users).where(eq(users.sub, 'sub-ann'))).toHaveLength(1);
  });

  it('refuses reads and changes without the permission, with different codes and messages', async () => {
    const read = await app.inject({ url: '/events', headers: auth('ann') });
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({ message: 'You do not have permission to access this data', code: 'FORBIDDEN_READ' });
    for (const request of [
      { method: 'POST' as const, url: '/events' },
      { method: 'DELETE' as const, url: '/events/1' },
    ]) {
      const change = await app.inject({ ...request, headers: auth('ann') });
      expect(change.statusCode).toBe(403);
      expect(change.json()).toEqual({
        message: 'You do not have permission to trigger this action',
        code: 'FORBIDDEN_WRITE',
      });
    }
    // HEAD is generated from GET and must be guarded the same way.
    expect((await app.inject({ method: 'HEAD', url: '/events', headers: auth('ann') })).statusCode).toBe(403);
    expect((await app.inject({ method: 'HEAD', url: '/events' })).statusCode).toBe(401);
  });

  it('allows exactly what a role grants', async () => {
    expect((await app.inject({ url: '/events', headers: auth('kai') })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/events', headers: auth('kai') })).statusCode).toBe(403);
  });

  it('verifies the token once when the scope has authenticated already', async () => {
    const before = verifier.calls;
    expect((await app.inject({ url: '/scoped', headers: auth('ann') })).statusCode).toBe(200);
    expect(verifier.calls - before).toBe(1);
  });

  it('lists every route with its declaration, undeclared ones as null', () => {
    const byRoute = Object.fromEntries(
      app.routeAccessTable.map((route) => [`${route.method} ${route.url}`, route.access]),
    );
    expect(byRoute).toMatchObject({
      'GET /open': { kind: 'public' },
      'GET /mine': { kind: 'authenticated' },
      'POST /events': { kind: 'permission', permission: 'EVENT:C' },
      'DELETE /events/:id': { kind: 'permission', permission: 'EVENT:D' },
      'GET /undeclared': null,
      'GET /docs/json': { kind: 'public' },
      'GET /docsecret': null,
    });
  });

  it('refuses to start with a declaration it cannot enforce', async () => {
    await expect(
      buildTestApp(database, verifier, (api) => api.get('/x', { config: { permission: 'NOPE:R' } }, async () => ({}))),
    ).rejects.toBeInstanceOf(RouteAccessError);
    await expect(
      buildTestApp(database, verifier, (api) =>
        api.get('/x', { config: { public: true, authenticated: true } }, async () => ({})),
      ),
    ).rejects.toThrow('more than one');
  });
});

describe('grantRole', () => {
  it('makes a user an Administrator before their first request, once however often it runs', async () => {
    await grantRole(database.db, { sub: 'sub-admin', email: 'admin@example.org' }, 'Administrator');
    await grantRole(database.db, { sub: 'sub-admin' }, 'Administrator');
    const [user] = await database.db.select().from(users).where(eq(users.sub, 'sub-admin'));
    const permissions = await permissionsRepository.permissionsOfUser(database.db, user.id);
    expect(permissions).toHaveLength(64);
    expect(permissions).toContain('WEB_ADMIN_ACCESS:R');
    await grantRole(database.db, { userId: user.id }, 'Administrator');
    expect(await permissionsRepository.permissionsOfUser(database.db, user.id)).toHaveLength(64);
  });

  it('refuses an unknown role', async () => {
    await expect(grantRole(database.db, { sub: 'sub-x' }, 'Wizard')).rejects.toThrow('No role named "Wizard"');
  });

  it('runs inside a caller transaction and rolls back with it', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await grantRole(tx, { sub: 'sub-rolled-back' }, 'Administrator');
        throw new Error('seed failed');
      }),
    ).rejects.toThrow('seed failed');
    expect(await database.db.select().from(users).where(eq(users.sub, 'sub-rolled-back'))).toHaveLength(0);
  });
});
