import { createServer } from 'node:net';
import { join } from 'node:path';
import { DatabaseStartError, openDatabase, type Database } from '@festival/server-db';
import { seedDemoData, DEMO_DELEGATION_KEY } from '@festival/server-seed';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, databaseConfig, loadConfig } from './config';
import { adminAccountLines, restoreDemoAdmin, seedAdminHook } from './seed-admin';

/** Start-up problems an operator can fix; they get one line, not a stack trace. */
function startFailure(error: unknown, port: number | undefined): string | null {
  if (error instanceof ConfigError || error instanceof DatabaseStartError) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return `Port ${port} is already in use: stop the other server or start with another port, e.g. PORT=8081 npm start.`;
  if (code === 'EACCES')
    return `Not allowed to listen on port ${port}: use a port above 1023, e.g. PORT=8080 npm start.`;
  if (code === 'EADDRNOTAVAIL')
    return `HOST is not an address of this machine: unset HOST or set it to localhost or 0.0.0.0.`;
  return null;
}

/**
 * Fails fast on a taken port, before the database is opened: a second `npm start` must not open
 * the embedded database files the running server is using.
 */
function checkPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

async function main(): Promise<void> {
  let port: number | undefined;
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  try {
    const config = loadConfig();
    port = config.port;
    await checkPortFree(config.port, config.host);
    database = await openDatabase(databaseConfig(config));
    // Production gets no demo festival or demo delegation key: `npm run seed -- --demo` adds them.
    const seed = await seedDemoData(database.db, {
      seedAdmin: seedAdminHook(config),
      paidEvent: config.seedPaidEvent,
      reviewRequired: config.seedReviewRequired,
      demo: !config.production,
    });
    const adminCreatedNow = seed.admin !== undefined || (await restoreDemoAdmin(database.db, config));
    app = await buildApp({ config, database });
    await app.listen({ port: config.port, host: config.host });
    if (config.production && !config.mail.smtpUrl)
      app.log.warn(
        'ALLOW_MAILBOX_IN_PRODUCTION: NO MAIL IS DELIVERED. Sign-up, sign-in and reset codes stay in the local mailbox; set SMTP_URL.',
      );

    const address = app.server.address();
    const actualPort = typeof address === 'object' && address ? address.port : config.port;
    const where =
      database.engine === 'pglite'
        ? `embedded PGlite in ${join(config.dataDir, 'pglite')}`
        : 'PostgreSQL (DATABASE_URL)';
    console.log(
      [
        '',
        'Festival portal is running:',
        `  attendee  http://user.localhost:${actualPort}`,
        `  admin     http://admin.localhost:${actualPort}`,
        `  identity  http://identity.localhost:${actualPort}`,
        ...(config.apiDocs ? [`  API docs  http://localhost:${actualPort}/api-svc/v1/docs`] : []),
        `Database: ${where}; ${seed.seeded ? 'demo data seeded now' : `demo data from ${seed.seededAt} reused`}.`,
        ...(config.production ? [] : [`Demo delegation key: ${DEMO_DELEGATION_KEY}`]),
        ...adminAccountLines(config, adminCreatedNow, config.dataDir),
        'Stop with Ctrl+C.',
        '',
      ].join('\n'),
    );
  } catch (error) {
    const line = startFailure(error, port);
    if (line) console.error(`Cannot start: ${line}`);
    else console.error(error);
    await app?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    process.exit(1);
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received, stopping.`);
    // A hung connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    await app?.close().catch((error) => console.error(error));
    await database?.close().catch((error) => console.error(error));
    process.exit(0);
  };
  // `on`, not `once`: Ctrl+C reaches the server twice (from the terminal and forwarded by
  // start.mjs), and a second signal without a handler would kill it before the database closes.
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
