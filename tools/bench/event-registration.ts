/**
 * Registration opening: every user registers for the same main event at once, event after event.
 * Prints registrations per second, latency, the server's CPU time per registration, and checks
 * that no event ended over its capacity (the capacity check and the insert share one transaction).
 *
 *   npx tsx --tsconfig tsconfig.base.json tools/bench/event-registration.ts [--users 24] [--events 6] [--capacity 40] [--extra 1] [--seconds 120] [--warmup 1] [--profile DIR]
 *
 * With DATABASE_URL set the server runs on that PostgreSQL (a fresh database), otherwise on an
 * in-memory PGlite. The server is a child process on a loopback port, so that its CPU time is not
 * mixed with the client's. Users sign in through the real idp protocol first (not measured).
 * Before the measurement a user of its own makes `--warmup` registrations (default 1), each at an
 * event of its own: what a server pays once, not per registration (the answer's serializer compiles its
 * union validators on first use, about 0.1 s), stays out of the figures; each measured user's first
 * request (token check, user record) stays in, since a real registrant makes one. With the defaults
 * the 144 measured requests are among the first a fresh server answers on this path, so V8 is still
 * compiling it (the "other threads" line, and slower code on the main thread meanwhile): a
 * larger `--warmup` (e.g. 150) shows what a warmed server pays per registration. The "burst by
 * burst" line shows the same fall within one run (the server's CPU per request in each burst); the
 * figure is still the whole run's, first bursts included.
 * Bounded by the counts and by --seconds. With --profile, the server writes a V8 CPU profile
 * (.cpuprofile, for Chromium's DevTools) into DIR when it stops.
 */
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validAttendee } from '@festival/shared-util-api-contracts/testing';
import { httpMailbox, idpTestClient, TEST_PASSWORD } from '@festival/shared-util-e2e/idp-client';
import { ask, numberOption, stringOption } from './bench-process';

type Command =
  | { cmd: 'cpu' }
  | { cmd: 'statements' }
  | { cmd: 'events'; count: number; capacity: number }
  | { cmd: 'attendees'; eventIds: string[] }
  | { cmd: 'hold-mail' }
  | { cmd: 'drain-mail' }
  | { cmd: 'stop' };

async function runServer(): Promise<void> {
  const { count, inArray } = await import('drizzle-orm');
  const { openTestDatabase } = await import('@festival/server-db/testing');
  const { insertMainEvent } = await import('@festival/server-events');
  const { registrationAttendees } = await import('@festival/server-registrations');
  const { seedDemoData } = await import('@festival/server-seed');
  const { buildApp } = await import('../../apps/api/src/app');
  const { testConfig } = await import('../../apps/api/src/test-app');

  // Every SQL statement the server sends to PostgreSQL (BEGIN and COMMIT included), counted at the
  // client library: the round trips a registration costs. PGlite runs in-process (not counted).
  let statements = 0;
  const window: number[] = [];
  const pg = (await import('pg')).default;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    statements += 1;
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;

  const database = await openTestDatabase();
  await seedDemoData(database.db);
  // testConfig's cheap captcha: the browser's proof of work is not what is measured here; verifying it still is.
  const config = testConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'festival-bench-')) });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });

  process.on('message', async (message: Command) => {
    if (message.cmd === 'cpu') {
      window.push(Number(process.hrtime.bigint() / 1000n));
      process.send?.({ cpu: { ...process.cpuUsage(), mainThreadMs: mainThreadCpuMs() } });
    }
    if (message.cmd === 'statements') process.send?.({ statements });
    // The outbox's delivery loop is held during the bursts and drained after them, so that the
    // requests' CPU and the mail delivery's CPU (rendering, the QR codes, the transport) are told apart.
    if (message.cmd === 'hold-mail') {
      await app.mailer.stop();
      process.send?.({ held: true });
    }
    if (message.cmd === 'drain-mail') {
      const before = process.cpuUsage();
      let mails = 0;
      for (let delivered = 1; delivered > 0; mails += delivered) delivered = await app.mailer.processDue(100);
      const used = process.cpuUsage(before);
      app.mailer.start();
      process.send?.({ drained: { mails, cpuMs: (used.user + used.system) / 1000 } });
    }
    if (message.cmd === 'events') {
      const ids: string[] = [];
      for (let n = 0; n < message.count; n += 1) {
        const row = await insertMainEvent(database.db, {
          name: `Bench festival ${n + 1}`,
          status: 'ACTIVE',
          startDate: new Date('2027-07-01T19:00:00Z'),
          endDate: new Date('2027-07-03T19:00:00Z'),
          capacity: message.capacity,
          requiresReview: false,
        });
        ids.push(row.id);
      }
      process.send?.({ events: ids });
    }
    if (message.cmd === 'attendees') {
      const rows = await database.db
        .select({ eventId: registrationAttendees.mainEventId, n: count() })
        .from(registrationAttendees)
        .where(inArray(registrationAttendees.mainEventId, message.eventIds))
        .groupBy(registrationAttendees.mainEventId);
      process.send?.({ attendees: Object.fromEntries(rows.map((row) => [row.eventId, Number(row.n)])) });
    }
    if (message.cmd === 'stop') {
      // The measured bursts' span on the profile's clock (microseconds), to read only those samples,
      // and where each burst ended (`bursts`: the start, then each burst's end).
      const profileDir = process.execArgv[process.execArgv.indexOf('--cpu-prof-dir') + 1];
      if (process.execArgv.includes('--cpu-prof-dir')) {
        mkdirSync(profileDir, { recursive: true });
        writeFileSync(
          join(profileDir, 'measured-window.json'),
          JSON.stringify({ startUs: window[0], endUs: window[window.length - 1], bursts: window }),
        );
      }
      await app.close();
      await database.close();
      process.exit(0);
    }
  });
  process.send?.({ port: (app.server.address() as AddressInfo).port, pool: config.identity });
}

/**
 * The main thread's CPU time in ms (Linux: /proc, in 10 ms ticks), or null elsewhere. The rest of
 * the process's CPU is V8's helper threads (compiling hot code, GC marking) and libuv's pool.
 */
function mainThreadCpuMs(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

type CpuReading = NodeJS.CpuUsage & { mainThreadMs: number | null };

/** A valid attendee per SPEC.md §5. */
const attendee = (email: string, isMainProfile: boolean) =>
  validAttendee({ email, isMainProfile, firstName: 'Kai', lastName: 'Akana' });

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

async function runClient(): Promise<void> {
  const users = numberOption('users', 24);
  const eventCount = numberOption('events', 6);
  const capacity = numberOption('capacity', 40);
  const extra = numberOption('extra', 1, 0);
  const seconds = numberOption('seconds', 120);
  const warmup = numberOption('warmup', 1, 0);

  const profileDir = stringOption('profile');
  const execArgv = profileDir ? [...process.execArgv, '--cpu-prof', '--cpu-prof-dir', profileDir] : process.execArgv;
  const child = fork(fileURLToPath(import.meta.url), ['--server'], {
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<{ port: number; pool: { userPoolId: string; clientId: string } }>((resolve) =>
    child.once('message', resolve),
  );
  const baseUrl = `http://127.0.0.1:${ready.port}`;
  const api = `${baseUrl}/api-svc/v1`;
  const idp = idpTestClient({ baseUrl, ...ready.pool, readMailbox: httpMailbox(baseUrl) });

  const stamp = Date.now();
  const setupStarted = performance.now();
  const people: Array<{ email: string; idToken: string }> = [];
  for (let n = 0; n <= users; n += 1) {
    const email = `bench${n}.${stamp}@example.org`;
    await idp.createAccount({ email, givenName: 'Bench', familyName: 'User' });
    people.push({ email, idToken: (await idp.signIn(email, TEST_PASSWORD)).idToken });
  }
  const warmupUser = people.pop() as (typeof people)[number];
  const allEvents = await ask<string[]>(child, { cmd: 'events', count: warmup + eventCount, capacity }, 'events');
  const [warmupEvents, events] = [allEvents.slice(0, warmup), allEvents.slice(warmup)];
  console.log(
    `setup: ${users} users signed in through the idp, ${eventCount} events of capacity ${capacity}, ${warmup} warm-up registration(s) (${((performance.now() - setupStarted) / 1000).toFixed(1)} s, not measured)`,
  );

  const register = (person: { email: string; idToken: string }, n: number, eventId: string, index: number) =>
    fetch(`${api}/registrations/event`, {
      method: 'POST',
      headers: { authorization: `Bearer ${person.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        eventId,
        type: 'GENERAL',
        attendees: [
          attendee(person.email, true),
          ...Array.from({ length: extra }, (_, k) => attendee(`guest${n}.${k}.${index}.${stamp}@example.org`, false)),
        ],
        payment: null,
      }),
    });
  for (const [n, eventId] of warmupEvents.entries())
    await (await register(warmupUser, users, eventId, -1 - n)).arrayBuffer();

  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  await ask(child, { cmd: 'drain-mail' }, 'drained');
  await ask(child, { cmd: 'hold-mail' }, 'held');
  const statementsBefore = await ask<number>(child, { cmd: 'statements' }, 'statements');
  const cpuBefore = await ask<CpuReading>(child, { cmd: 'cpu' }, 'cpu');
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let burstsRun = 0;
  let elapsed = 0;
  // The server's CPU read after each burst too (one message between bursts, while it is idle): how a
  // fresh server's cost falls as V8 compiles the path. The figure is still the whole run's.
  const readings = [cpuBefore];
  const burstSizes: number[] = [];
  for (const [index, eventId] of events.entries()) {
    if (performance.now() > deadline) break;
    burstsRun += 1;
    const burstStarted = performance.now();
    // Everyone at once: the opening minute of registration.
    await Promise.all(
      people.map(async (person, n) => {
        const sent = performance.now();
        const response = await register(person, n, eventId, index);
        await response.arrayBuffer();
        latencies.push(performance.now() - sent);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }),
    );
    elapsed += (performance.now() - burstStarted) / 1000;
    burstSizes.push(people.length);
    readings.push(await ask<CpuReading>(child, { cmd: 'cpu' }, 'cpu'));
  }
  const cpuAfter = readings[readings.length - 1];
  const burstCpuMs = burstSizes.map((size, k) => {
    const [from, to] = [readings[k], readings[k + 1]];
    return (to.user - from.user + to.system - from.system) / 1000 / size;
  });
  const statementsAfter = await ask<number>(child, { cmd: 'statements' }, 'statements');
  const mail = await ask<{ mails: number; cpuMs: number }>(child, { cmd: 'drain-mail' }, 'drained');
  const attendees = await ask<Record<string, number>>(
    child,
    { cmd: 'attendees', eventIds: events.slice(0, burstsRun) },
    'attendees',
  );
  child.send({ cmd: 'stop' } satisfies Command);

  const serverCpuMs = (cpuAfter.user - cpuBefore.user + cpuAfter.system - cpuBefore.system) / 1000;
  const requests = latencies.length;
  const accepted = statuses.get(201) ?? 0;
  const sorted = [...latencies].sort((a, b) => a - b);
  const overCapacity = Object.values(attendees).filter((n) => n > capacity).length;
  const engine = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
  console.log(
    `event registration bench (${engine}): ${burstsRun} bursts of ${users} registrations (1 + ${extra} attendees each), ${elapsed.toFixed(1)} s`,
  );
  console.log(
    `  answers:                    ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}  (201 registered, 409 event full)`,
  );
  console.log(
    `  requests per second:        ${(requests / elapsed).toFixed(1)}  (${(accepted / elapsed).toFixed(1)} registrations)`,
  );
  console.log(
    `  latency p50 / p95 / max:    ${percentile(sorted, 50).toFixed(0)} / ${percentile(sorted, 95).toFixed(0)} / ${(sorted.at(-1) ?? 0).toFixed(0)} ms`,
  );
  console.log(
    `  server CPU per request:     ${(serverCpuMs / Math.max(1, requests)).toFixed(1)} ms  (token check, validation, capacity lock, insert, confirmation mails queued)`,
  );
  console.log(
    `    burst by burst:           ${burstCpuMs.map((ms) => ms.toFixed(1)).join(', ')} ms  (a fresh server's first requests run V8's unoptimised code and pay its compiling; see --warmup)`,
  );
  if (cpuBefore.mainThreadMs !== null && cpuAfter.mainThreadMs !== null) {
    const mainMs = cpuAfter.mainThreadMs - cpuBefore.mainThreadMs;
    console.log(
      `    of which main thread:     ${(mainMs / Math.max(1, requests)).toFixed(1)} ms; other threads ${((serverCpuMs - mainMs) / Math.max(1, requests)).toFixed(1)} ms (V8 compiling hot code and marking, libuv's pool)`,
    );
  }
  if (engine === 'PostgreSQL')
    console.log(
      `  SQL statements per request: ${((statementsAfter - statementsBefore) / Math.max(1, requests)).toFixed(1)}  (the round trips to PostgreSQL, BEGIN and COMMIT included)`,
    );
  console.log(
    `  mail delivery, after:       ${mail.mails} mails, ${(mail.cpuMs / Math.max(1, mail.mails)).toFixed(1)} ms CPU each (rendering with the QR code, the transport); ${((serverCpuMs + mail.cpuMs) / Math.max(1, accepted)).toFixed(1)} ms per registration with its mails`,
  );
  console.log(
    `  capacity held:              ${overCapacity === 0 ? 'yes' : `NO: ${overCapacity} event(s) over capacity`} (attendees per event: ${Object.values(attendees).join(', ')}; capacity ${capacity})`,
  );
  if (overCapacity > 0) process.exitCode = 1;
}

if (process.argv.includes('--server')) await runServer();
else await runClient();
