import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { listMailbox } from '@festival/server-mail';
import { seedDemoData } from '@festival/server-seed';
import { TEST_PASSWORD } from '@festival/shared-util-e2e/idp-client';
import { buildApp } from './app';
import { testConfig } from './test-app';
import { testIdpClient, type TestIdpClient } from './test-idp-client';

const engine = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
const API = '/api-svc/v1';

/** Issue 16: a user's emails arrive in the language they chose on a site. */
describe(`the language of a user's emails (${engine})`, () => {
  let database: Database;
  let app: FastifyInstance;
  let idp: TestIdpClient;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoData(database.db);
    const config = testConfig();
    app = await buildApp({ config, database });
    await app.listen({ host: '127.0.0.1', port: 0 });
    idp = testIdpClient(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, database.db, config.identity);
  }, 90_000);
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
  });

  it('stores an offered language and writes the next email in it; refuses one not offered, changing nothing', async () => {
    const ana = await idp.newSignedInUser({ givenName: 'Ana' });
    const headers = { authorization: `Bearer ${ana.idToken}` };
    const choose = (language: unknown) =>
      app.inject({ method: 'PUT', url: `${API}/me/language`, headers, payload: { language } });

    expect((await choose('xx')).statusCode).toBe(400);
    expect((await choose('fr; drop table users')).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'PUT', url: `${API}/me/language`, payload: { language: 'fr' } })).statusCode,
    ).toBe(401);
    await idp.signIn(ana.email, TEST_PASSWORD);
    const [englishCode] = await listMailbox(database.db, ana.email, 1);
    expect(englishCode.subject).toMatch(/your sign-in code$/);

    expect((await choose('fr')).statusCode).toBe(204);
    await idp.signIn(ana.email, TEST_PASSWORD);
    const [frenchCode] = await listMailbox(database.db, ana.email, 1);
    expect(frenchCode.subject).toMatch(/votre code de connexion$/);
    expect(frenchCode.text).toContain('Utilisez ce code pour terminer votre connexion');

    // Another user keeps English.
    const ben = await idp.newSignedInUser({ givenName: 'Ben' });
    await idp.signIn(ben.email, TEST_PASSWORD);
    expect((await listMailbox(database.db, ben.email, 1))[0].subject).toMatch(/your sign-in code$/);
  }, 90_000);
});
