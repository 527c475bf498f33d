/**
 * Reads: the public reads (`GET /events/active`, `GET /contents`, `GET /events/{id}`, whose
 * `subEvents` are the public activity list) and the signed-in attendee's activity list
 * (`GET /registrations/me/event/{id}/sub-event`), each against a bare Fastify serving the same bytes
 * from memory, with the same load generator (autocannon) on loopback in the same run. Prints
 * requests per second and p99 latency for both, and the portal's share of the bare server's rate.
 *
 *   npx tsx --tsconfig tsconfig.base.json tools/bench/reads.ts [--seconds 5] [--connections 20] [--revalidate] [--profile DIR]
 *
 * The portal runs in one child process (an in-memory PGlite with the demo data, or a fresh database
 * of the PostgreSQL in DATABASE_URL; rate limit off), the bare server in another, so neither shares
 * a core's time with autocannon's own process. `--revalidate` sends the ETag back (If-None-Match):
 * what a browser does within its cache's lifetime. `--profile DIR` writes a CPU profile of the
 * portal child (`node --cpu-prof`).
 */
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ask, numberOption, startBenchPortal, stringOption } from './bench-process';

type Command = { cmd: 'serve'; bodies: Record<string, string> } | { cmd: 'stop' };

interface Ready {
  port: number;
  eventId?: string;
  idToken?: string;
}

async function runPortal(): Promise<void> {
  const { eq } = await import('drizzle-orm');
  const { mainEvents } = await import('@festival/server-events');
  const { users } = await import('@festival/server-users');
  const { signedInAccount } = await import('@festival/server-idp/testing');

  const { database, app, idp } = await startBenchPortal();
  const [event] = await database.db.select().from(mainEvents).where(eq(mainEvents.status, 'ACTIVE')).limit(1);
  const email = `reader.${Date.now()}@example.org`;
  const { sub, idToken } = await signedInAccount(idp, { email, givenName: 'Kai', familyName: 'Akana' });
  await database.db.insert(users).values({ sub, email, firstName: 'Kai', lastName: 'Akana' });

  process.on('message', async (message: Command) => {
    if (message.cmd === 'stop') {
      await app.close();
      await database.close();
      process.exit(0);
    }
  });
  process.send?.({ port: (app.server.address() as AddressInfo).port, eventId: event.id, idToken } satisfies Ready);
}

/** The yardstick: Fastify answering each path with the portal's bytes, kept in memory. */
async function runBare(): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  let bodies: Record<string, string> = {};
  app.get('/*', async (request, reply) => {
    const body = bodies[request.url];
    if (body === undefined) return reply.status(404).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.on('message', async (message: Command) => {
    if (message.cmd === 'serve') {
      bodies = message.bodies;
      process.send?.({ serving: true });
    }
    if (message.cmd === 'stop') {
      await app.close();
      process.exit(0);
    }
  });
  process.send?.({ port: (app.server.address() as AddressInfo).port } satisfies Ready);
}

function start(mode: '--portal' | '--bare', execArgv = process.execArgv): Promise<[ChildProcess, Ready]> {
  const child = fork(fileURLToPath(import.meta.url), [mode], {
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve) => child.once('message', (ready: Ready) => resolve([child, ready])));
}

interface Load {
  requestsPerSecond: number;
  p99: number;
  bad: number;
}

async function load(url: string, headers: Record<string, string>, seconds: number, connections: number): Promise<Load> {
  const result = await autocannon({ url, headers, duration: seconds, connections });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    // 304s (with --revalidate) are good answers too.
    bad: result.non2xx - (result.statusCodeStats?.['304']?.count ?? 0) + result.errors + result.timeouts,
  };
}

async function runClient(): Promise<void> {
  const seconds = numberOption('seconds', 5);
  const connections = numberOption('connections', 20);
  const revalidate = process.argv.includes('--revalidate');
  const profileDir = stringOption('profile');
  const execArgv = profileDir ? [...process.execArgv, '--cpu-prof', '--cpu-prof-dir', profileDir] : process.execArgv;
  const [[portal, ready], [bare, bareReady]] = await Promise.all([start('--portal', execArgv), start('--bare')]);
  const base = '/api-svc/v1';
  const signedIn = { authorization: `Bearer ${ready.idToken}` };
  const reads: { label: string; path: string; headers: Record<string, string> }[] = [
    { label: 'GET /events/active', path: `${base}/events/active`, headers: {} },
    { label: 'GET /contents', path: `${base}/contents`, headers: {} },
    { label: 'GET /events/{id} (activities)', path: `${base}/events/${ready.eventId}`, headers: {} },
    {
      label: 'GET /registrations/me/event/{id}/sub-event (signed in)',
      path: `${base}/registrations/me/event/${ready.eventId}/sub-event`,
      headers: signedIn,
    },
  ];

  // The bare server gets each answer's exact bytes (uncompressed: autocannon asks for no encoding).
  const bodies: Record<string, string> = {};
  for (const read of reads) {
    const response = await fetch(`http://127.0.0.1:${ready.port}${read.path}`, {
      headers: { ...read.headers, 'accept-encoding': 'identity' },
    });
    if (!response.ok) throw new Error(`${read.label}: ${response.status} ${await response.text()}`);
    const etag = response.headers.get('etag');
    if (revalidate && etag) read.headers = { ...read.headers, 'if-none-match': etag };
    bodies[read.path] = await response.text();
  }
  await ask(bare, { cmd: 'serve', bodies } satisfies Command, 'serving');

  const engine = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
  console.log(
    `reads (${engine}, autocannon, ${connections} connections, ${seconds} s each${revalidate ? ', If-None-Match sent' : ''}); portal vs bare Fastify with the same bytes`,
  );
  console.log(
    '  read                                                  bytes   portal req/s  p99 ms   bare req/s  p99 ms   ratio',
  );
  for (const read of reads) {
    const portalLoad = await load(`http://127.0.0.1:${ready.port}${read.path}`, read.headers, seconds, connections);
    const bareLoad = await load(`http://127.0.0.1:${bareReady.port}${read.path}`, {}, seconds, connections);
    const ratio = (100 * portalLoad.requestsPerSecond) / bareLoad.requestsPerSecond;
    console.log(
      `  ${read.label.padEnd(52)} ${String(Buffer.byteLength(bodies[read.path])).padStart(6)}   ${portalLoad.requestsPerSecond.toFixed(0).padStart(12)}  ${String(portalLoad.p99).padStart(6)}   ${bareLoad.requestsPerSecond.toFixed(0).padStart(10)}  ${String(bareLoad.p99).padStart(6)}   ${ratio.toFixed(0).padStart(4)}%${portalLoad.bad ? `  (${portalLoad.bad} answers not 2xx/304)` : ''}`,
    );
  }
  portal.send({ cmd: 'stop' } satisfies Command);
  bare.send({ cmd: 'stop' } satisfies Command);
}

if (process.argv.includes('--portal')) await runPortal();
else if (process.argv.includes('--bare')) await runBare();
else await runClient();
