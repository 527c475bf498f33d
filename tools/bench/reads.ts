/**
 * Reads: the public reads (`GET /events/active`, `GET /contents`, `GET /events/{id}`, whose
 * `subEvents` are the public activity list) and the signed-in attendee's activity list
 * (`GET /registrations/me/event/{id}/sub-event`), each against a bare Fastify serving the same bytes
 * from memory, with the same load generator (autocannon) on loopback in the same run. Prints
 * requests per second and p99 latency for both, and the portal's share of the bare server's rate.
 *
 *   npx tsx --tsconfig tsconfig.base.json tools/bench/reads.ts [--seconds 5] [--connections 20] [--revalidate] [--log] [--profile DIR] [--only TEXT]
 *
 * The portal runs in one child process (an in-memory PGlite with the demo data, or a fresh database
 * of the PostgreSQL in DATABASE_URL; rate limit off; logs off unless `--log`, which writes them as
 * production does, LOG_LEVEL=info to stdout, here sent to /dev/null), the bare server in another, so neither shares
 * a core's time with autocannon's own process. `--revalidate` sends the ETag back (If-None-Match):
 * what a browser does within its cache's lifetime. `--profile DIR` writes a CPU profile of the
 * portal child per read, taken only while that read's load runs (start-up left out); `--only TEXT`
 * runs only the reads whose label holds TEXT.
 */
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ask, numberOption, registeredAttendee, startBenchPortal, stringOption } from './bench-process';

type Command =
  | { cmd: 'serve'; bodies: Record<string, string> }
  | { cmd: 'profile-start' }
  | { cmd: 'profile-stop'; file: string }
  | { cmd: 'cpu' }
  | { cmd: 'stop' };

/** Answers `{ cpu }` (user + system microseconds so far) when asked: what a child spent on a run. */
function answerCpu(message: Command) {
  if (message.cmd === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpu: user + system });
  }
}

interface Ready {
  port: number;
  eventId?: string;
  idToken?: string;
}

async function runPortal(): Promise<void> {
  const { eq } = await import('drizzle-orm');
  const { mainEvents } = await import('@festival/server-events');

  // The "sign-in still live" answer kept as in production (5 s; the tests' settings turn it off).
  const { database, app, idp } = await startBenchPortal(undefined, {
    IDP_SESSION_STATUS_CACHE_SECONDS: '5',
    ...(process.argv.includes('--log') ? { LOG_LEVEL: 'info' } : {}),
  });
  const [event] = await database.db.select().from(mainEvents).where(eq(mainEvents.status, 'ACTIVE')).limit(1);
  // The reader is registered for the festival and has booked its first activity: the list shows their record.
  const { idToken, attendeeId } = await registeredAttendee(database, idp, event.id, `reader.${Date.now()}@example.org`);
  const base = '/api-svc/v1';
  const [first] = (
    await app.inject({ url: `${base}/events/${event.id}`, headers: { authorization: `Bearer ${idToken}` } })
  ).json().data.subEvents;
  const booked = await app.inject({
    method: 'POST',
    url: `${base}/registrations/sub-event`,
    headers: { authorization: `Bearer ${idToken}` },
    payload: { subEventId: first.id, attendees: [{ id: attendeeId, isPayment: false }] },
  });
  if (booked.statusCode !== 201) throw new Error(`booking failed: ${booked.body}`);

  // The profiler runs only while the portal is under load: start-up and seeding stay out of the profile.
  const { Session } = await import('node:inspector/promises');
  const { writeFile } = await import('node:fs/promises');
  const session = new Session();
  session.connect();
  process.on('message', async (message: Command) => {
    answerCpu(message);
    if (message.cmd === 'profile-start') {
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
      process.send?.({ profiling: true });
    }
    if (message.cmd === 'profile-stop') {
      const { profile } = await session.post('Profiler.stop');
      await writeFile(message.file, JSON.stringify(profile));
      process.send?.({ profiled: message.file });
    }
    if (message.cmd === 'stop') {
      session.disconnect();
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
  // Kept encoded (UTF-8), as the portal's public reads keep theirs: a string would be encoded on each send.
  let bodies: Record<string, Buffer> = {};
  app.get('/*', async (request, reply) => {
    const body = bodies[request.url];
    if (body === undefined) return reply.status(404).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.on('message', async (message: Command) => {
    answerCpu(message);
    if (message.cmd === 'serve') {
      bodies = Object.fromEntries(Object.entries(message.bodies).map(([path, body]) => [path, Buffer.from(body)]));
      process.send?.({ serving: true });
    }
    if (message.cmd === 'stop') {
      await app.close();
      process.exit(0);
    }
  });
  process.send?.({ port: (app.server.address() as AddressInfo).port } satisfies Ready);
}

function start(mode: '--portal' | '--bare', log = false): Promise<[ChildProcess, Ready]> {
  const child = fork(fileURLToPath(import.meta.url), log ? [mode, '--log'] : [mode], {
    execArgv: process.execArgv,
    // The portal's log lines are written (the cost measured) but not kept.
    stdio: ['ignore', log ? 'ignore' : 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (ready: Ready) => resolve([child, ready]));
    child.once('exit', (code) => reject(new Error(`the ${mode.slice(2)} process ended (${code}) before it was ready`)));
  });
}

interface Load {
  requestsPerSecond: number;
  p99: number;
  bad: number;
  /** The server's CPU time per answer (user + system), µs: steadier than the rate on a shared machine. */
  cpuPerRequest: number;
}

async function load(
  server: ChildProcess,
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<Load> {
  const cpuBefore = await ask<number>(server, { cmd: 'cpu' } satisfies Command, 'cpu');
  const result = await autocannon({ url, headers, duration: seconds, connections });
  const cpuAfter = await ask<number>(server, { cmd: 'cpu' } satisfies Command, 'cpu');
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    cpuPerRequest: (cpuAfter - cpuBefore) / Math.max(1, result.requests.total),
    // 304s (with --revalidate) are good answers too.
    bad: result.non2xx - (result.statusCodeStats?.['304']?.count ?? 0) + result.errors + result.timeouts,
  };
}

async function runClient(): Promise<void> {
  const seconds = numberOption('seconds', 5);
  const connections = numberOption('connections', 20);
  const revalidate = process.argv.includes('--revalidate');
  const profileDir = stringOption('profile');
  const only = stringOption('only');
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const log = process.argv.includes('--log');
  const [[portal, ready], [bare, bareReady]] = await Promise.all([start('--portal', log), start('--bare')]);
  const base = '/api-svc/v1';
  const signedIn = { authorization: `Bearer ${ready.idToken}` };
  const allReads: { label: string; path: string; headers: Record<string, string> }[] = [
    { label: 'GET /events/active', path: `${base}/events/active`, headers: {} },
    { label: 'GET /contents', path: `${base}/contents`, headers: {} },
    { label: 'GET /events/{id} (activities)', path: `${base}/events/${ready.eventId}`, headers: {} },
    {
      label: 'GET /registrations/me/event/{id}/sub-event (signed in)',
      path: `${base}/registrations/me/event/${ready.eventId}/sub-event`,
      headers: signedIn,
    },
  ];
  const reads = only ? allReads.filter((read) => read.label.includes(only)) : allReads;
  if (reads.length === 0) throw new Error(`--only ${only}: no read's label holds it`);

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
    `reads (${engine}, autocannon, ${connections} connections, ${seconds} s each${revalidate ? ', If-None-Match sent' : ''}${log ? ', portal logging at info' : ''}); portal vs bare Fastify with the same bytes`,
  );
  console.log(
    `  load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );
  console.log(
    '  read                                                  bytes   portal req/s  p99 ms  CPU µs/req   bare req/s  p99 ms  CPU µs/req   ratio',
  );
  for (const [index, read] of reads.entries()) {
    if (profileDir) await ask(portal, { cmd: 'profile-start' } satisfies Command, 'profiling');
    const portalLoad = await load(
      portal,
      `http://127.0.0.1:${ready.port}${read.path}`,
      read.headers,
      seconds,
      connections,
    );
    if (profileDir) {
      const file = join(
        profileDir,
        `reads-${index + 1}-${read.label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.cpuprofile`,
      );
      await ask(portal, { cmd: 'profile-stop', file } satisfies Command, 'profiled');
    }
    const bareLoad = await load(bare, `http://127.0.0.1:${bareReady.port}${read.path}`, {}, seconds, connections);
    const ratio = (100 * portalLoad.requestsPerSecond) / bareLoad.requestsPerSecond;
    console.log(
      `  ${read.label.padEnd(52)} ${String(Buffer.byteLength(bodies[read.path])).padStart(6)}   ${portalLoad.requestsPerSecond.toFixed(0).padStart(12)}  ${String(portalLoad.p99).padStart(6)}  ${portalLoad.cpuPerRequest.toFixed(0).padStart(10)}   ${bareLoad.requestsPerSecond.toFixed(0).padStart(10)}  ${String(bareLoad.p99).padStart(6)}  ${bareLoad.cpuPerRequest.toFixed(0).padStart(10)}   ${ratio.toFixed(0).padStart(4)}%${portalLoad.bad ? `  (${portalLoad.bad} answers not 2xx/304)` : ''}`,
    );
  }
  console.log(
    `  load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );
  portal.send({ cmd: 'stop' } satisfies Command);
  bare.send({ cmd: 'stop' } satisfies Command);
}

if (process.argv.includes('--portal')) await runPortal();
else if (process.argv.includes('--bare')) await runBare();
else await runClient();
