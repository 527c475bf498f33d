import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '@festival/server-db';
import { createMailboxTransport, createMailer, listMailbox, type Mailer } from '@festival/server-mail';
import { idpTestClient, type IdpTestClient } from '@festival/shared-util-e2e/idp-client';
import { loadIdpConfig, type IdpConfig } from '../idp-config';
import { createIdpContext, type IdpContext } from '../idp-context';
import { idpRoutes } from '../idp.routes';

/**
 * A real idp on a loopback port and the one identity test client pointed at it (the unmodified
 * amazon-cognito-identity-js, codes read from the mail table): what the idp tests drive.
 * `advance` moves the server clock.
 */
export interface IdpHarness extends IdpTestClient {
  app: FastifyInstance;
  baseUrl: string;
  context: IdpContext;
  mailer: Mailer;
  advance(ms: number): void;
  resetClock(): void;
  close(): Promise<void>;
}

export async function startIdpHarness(database: Database, overrides: Partial<IdpConfig> = {}): Promise<IdpHarness> {
  let offset = 0;
  const base = loadIdpConfig({ PUBLIC_BASE_URL: 'http://localhost:8080' });
  const config = loadIdpConfig(
    { PUBLIC_BASE_URL: 'http://localhost:8080' },
    {
      now: () => new Date(Date.now() + offset),
      // Easy proof of work: the tests check the captcha rules, not the browser's patience.
      captcha: { ...base.captcha, cost: 1, maxNumber: 8 },
      ...overrides,
    },
  );
  const mailer = createMailer({
    db: database.db,
    transport: createMailboxTransport(database.db),
    festivalName: 'Festival',
  });
  const context = createIdpContext(database.db, config, mailer);
  // X-Forwarded-For is believed, so a test can speak from another address (an attacker's).
  const app = Fastify({ trustProxy: true });
  await app.register(idpRoutes, { context });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const client = idpTestClient({
    baseUrl,
    userPoolId: config.userPoolId,
    clientId: config.clientId,
    readMailbox: (to) => listMailbox(database.db, to, 500),
  });
  return {
    ...client,
    app,
    baseUrl,
    context,
    mailer,
    advance: (ms) => (offset += ms),
    resetClock: () => (offset = 0),
    async close() {
      await app.close();
      await mailer.close();
    },
  };
}
