/**
 * Load and faults (issue 15): first, autocannon with 300 connections for 30 s on each public read
 * and on `GET /me` with a signed-in user: requests per second, p50/p99, errors and the server's
 * peak memory (RSS) during each. Then a burst of registrations and activity reservations, the
 * server killed with SIGKILL in the middle of it, a restart on the same database, and the
 * consistency check: registrations with no attendee (half-written), events and activities over
 * capacity, and whether each activity's places left equal its capacity minus its reservations.
 *
 *   npx tsx --tsconfig tsconfig.base.json tools/bench/soak.ts [--seconds 30] [--connections 300] [--people 400] [--capacity 100] [--kill-after 100] [--in-flight 100] [--rate-limit N]
 *
 * With DATABASE_URL set the server runs on a new database of that PostgreSQL (`soak_<time>`,
 * dropped at the end), otherwise on a PGlite in a temporary folder; either outlives the killed
 * process. The server is a child process on a loopback port (rate limit off unless
 * `--rate-limit N` per minute, which counts every request in the database). `--kill-after` is
 * the number of accepted burst requests (2xx) after which the server is killed.
 */
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { validAttendee } from '@festival/shared-util-api-contracts/testing';
import { ask, numberOption, registeredAttendee, startBenchPortal, stringOption } from './bench-process';

type Command =
  | { cmd: 'setup'; people: number; capacity: number }
  | { cmd: 'peak' }
  | { cmd: 'check'; eventIds: string[]; subEventId: string }
  | { cmd: 'stop' };

interface Person {
  email: string;
  idToken: string;
  /** The attendee of their registration to the activity's event. */
  attendeeId: string;
}

interface Setup {
  /** The event everyone registers for in the burst, and the activity's event. */
  registerEventId: string;
  activityEventId: string;
  subEventId: string;
  reader: { idToken: string };
  people: Person[];
}

interface Check {
  halfWritten: number;
  events: { capacity: number; attendees: number }[];
  activity: { capacity: number; reserved: number; placesTaken: number };
}

/** The server child: `--server <postgres url | pglite folder>`. */
async function runServer(where: string): Promise<void> {
  const { and, count, eq, inArray, notExists, sql } = await import('drizzle-orm');
  const { openDatabase } = await import('@festival/server-db');
  const { insertMainEvent, mainEvents, subEvents } = await import('@festival/server-events');
  const { registrations, registrationAttendees } = await import('@festival/server-registrations');
  const { subEventRegistrations } = await import('@festival/server-activities');
  const { users } = await import('@festival/server-users');
  const { signedInAccount } = await import('@festival/server-idp/testing');

  const open = () =>
    where.startsWith('postgres')
      ? openDatabase({ engine: 'postgres', url: where })
      : openDatabase({ engine: 'pglite', dataDir: where });
  const limit = stringOption('rate-limit');
  const { database, app, idp } = await startBenchPortal(open, {
    ...(limit ? { RATE_LIMIT_PER_MINUTE: limit } : {}),
    // As in production: a sign-in's "still live" answer reused for 5 s (the tests' settings turn it off).
    IDP_SESSION_STATUS_CACHE_SECONDS: '5',
    // LOG_LEVEL=error shows what the server logs during the run (silent otherwise).
    ...(process.env['LOG_LEVEL'] ? { LOG_LEVEL: process.env['LOG_LEVEL'] } : {}),
  });
  const { db } = database;

  let peak = 0;
  const sample = () => (peak = Math.max(peak, process.memoryUsage.rss()));
  setInterval(sample, 100).unref();

  async function person(email: string) {
    const { sub, idToken } = await signedInAccount(idp, { email, givenName: 'Kai', familyName: 'Akana' });
    const [user] = await db.insert(users).values({ sub, email, firstName: 'Kai', lastName: 'Akana' }).returning();
    return { user, idToken };
  }

  async function setup(people: number, capacity: number): Promise<Setup> {
    const dates = { startDate: new Date('2027-07-01T19:00:00Z'), endDate: new Date('2027-07-10T19:00:00Z') };
    const register = await insertMainEvent(db, {
      name: 'Soak festival',
      status: 'ACTIVE',
      ...dates,
      capacity,
      requiresReview: false,
    });
    const activityEvent = await insertMainEvent(db, {
      name: 'Soak activities',
      status: 'ACTIVE',
      ...dates,
      capacity: people * 2,
      requiresReview: false,
    });
    const [activity] = await db
      .insert(subEvents)
      .values({
        mainEventId: activityEvent.id,
        name: 'Hot activity',
        status: 'ACTIVE',
        capacity,
        isAllowWaitList: true,
        startDate: new Date('2027-07-02T19:00:00Z'),
        endDate: new Date('2027-07-02T21:00:00Z'),
        location: 'Hall A',
      })
      .returning();
    const stamp = Date.now();
    const list: Person[] = [];
    for (let n = 0; n < people; n += 1) {
      const email = `soak${n}.${stamp}@example.org`;
      const { idToken, attendeeId } = await registeredAttendee(database, idp, activityEvent.id, email);
      list.push({ email, idToken, attendeeId });
    }
    const reader = await person(`reader.${stamp}@example.org`);
    return {
      registerEventId: register.id,
      activityEventId: activityEvent.id,
      subEventId: activity.id,
      reader: { idToken: reader.idToken },
      people: list,
    };
  }

  async function check(eventIds: string[], subEventId: string): Promise<Check> {
    const [{ halfWritten }] = await db
      .select({ halfWritten: count() })
      .from(registrations)
      .where(
        and(
          inArray(registrations.mainEventId, eventIds),
          notExists(
            db
              .select({ one: sql`1` })
              .from(registrationAttendees)
              .where(eq(registrationAttendees.registrationId, registrations.id)),
          ),
        ),
      );
    const events = [];
    for (const id of eventIds) {
      const [event] = await db.select().from(mainEvents).where(eq(mainEvents.id, id));
      const [{ n }] = await db
        .select({ n: count() })
        .from(registrationAttendees)
        .where(eq(registrationAttendees.mainEventId, id));
      events.push({ capacity: event.capacity, attendees: Number(n) });
    }
    const [activity] = await db.select().from(subEvents).where(eq(subEvents.id, subEventId));
    const [{ reserved }] = await db
      .select({ reserved: count() })
      .from(subEventRegistrations)
      .where(and(eq(subEventRegistrations.subEventId, subEventId), eq(subEventRegistrations.status, 'RESERVED')));
    return {
      halfWritten: Number(halfWritten),
      events,
      activity: { capacity: activity.capacity, reserved: Number(reserved), placesTaken: activity.numRegistration },
    };
  }

  process.on('message', async (message: Command) => {
    if (message.cmd === 'setup') process.send?.({ setup: await setup(message.people, message.capacity) });
    if (message.cmd === 'peak') {
      sample();
      process.send?.({ peak });
      peak = 0;
    }
    if (message.cmd === 'check') process.send?.({ check: await check(message.eventIds, message.subEventId) });
    if (message.cmd === 'stop') {
      await app.close();
      await database.close();
      process.exit(0);
    }
  });
  process.send?.({ port: (app.server.address() as AddressInfo).port });
}

function startServer(where: string): Promise<[ChildProcess, number]> {
  const limit = stringOption('rate-limit');
  const child = fork(fileURLToPath(import.meta.url), ['--server', where, ...(limit ? ['--rate-limit', limit] : [])], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve) => child.once('message', (ready: { port: number }) => resolve([child, ready.port])));
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function runClient(): Promise<void> {
  const seconds = numberOption('seconds', 30);
  const connections = numberOption('connections', 300);
  const peopleCount = numberOption('people', 400);
  const capacity = numberOption('capacity', 100);
  const killAfter = numberOption('kill-after', 100);
  const inFlight = numberOption('in-flight', 100);
  const url = process.env['DATABASE_URL'];
  const engine = url ? 'PostgreSQL' : 'PGlite';

  // A database that outlives the server process.
  let where: string;
  let dropDatabase = async () => undefined as void;
  if (url) {
    const name = `soak_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const own = new URL(url);
    own.pathname = `/${name}`;
    where = own.toString();
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  } else {
    where = join(mkdtempSync(join(tmpdir(), 'festival-soak-')), 'pglite');
    const folder = join(where, '..');
    dropDatabase = async () => rmSync(folder, { recursive: true, force: true });
  }

  let [server, port] = await startServer(where);
  try {
    const setupStarted = performance.now();
    const setup = await ask<Setup>(server, { cmd: 'setup', people: peopleCount, capacity }, 'setup');
    const base = `http://127.0.0.1:${port}/api-svc/v1`;
    console.log(
      `soak (${engine}${stringOption('rate-limit') ? `, rate limit ${stringOption('rate-limit')}/min counted in the database` : ', rate limit off'}): setup ${peopleCount} signed-in people, 2 events, 1 activity of capacity ${capacity} (${((performance.now() - setupStarted) / 1000).toFixed(1)} s, not measured)`,
    );
    console.log(`  autocannon, ${connections} connections, ${seconds} s each`);
    console.log(
      '  read                              req/s    p50 ms   p99 ms                   errors   server peak RSS',
    );
    const reads = [
      { label: 'GET /events/active', path: '/events/active', headers: {} },
      { label: 'GET /contents', path: '/contents', headers: {} },
      { label: 'GET /events/{id} (activities)', path: `/events/${setup.activityEventId}`, headers: {} },
      { label: 'GET /me (signed in)', path: '/me', headers: { authorization: `Bearer ${setup.reader.idToken}` } },
    ];
    for (const read of reads) {
      await ask(server, { cmd: 'peak' } satisfies Command, 'peak');
      const result = await autocannon({
        url: `${base}${read.path}`,
        headers: read.headers,
        duration: seconds,
        connections,
      });
      const peak = await ask<number>(server, { cmd: 'peak' } satisfies Command, 'peak');
      // autocannon counts a timeout (no answer within 10 s) as an error too.
      const errors = `${result.non2xx + result.errors} (${result.timeouts} t/o, ${result.non2xx} non-2xx)`;
      console.log(
        `  ${read.label.padEnd(32)} ${result.requests.average.toFixed(0).padStart(6)}   ${String(result.latency.p50).padStart(6)}   ${String(result.latency.p99).padStart(6)}   ${errors.padStart(22)}   ${mb(peak).padStart(8)}`,
      );
    }

    // The burst: everyone registers for one event and reserves the one activity, `inFlight` at a time
    // (a crowd behind keep-alive connections); requests sent after the kill find no server.
    const statuses = new Map<string, number>();
    const tally = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
    let accepted = 0;
    let killed = false;
    const kill = () => {
      if (killed) return;
      killed = true;
      server.kill('SIGKILL');
    };
    const send = async (path: string, token: string, body: unknown) => {
      try {
        const response = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        await response.arrayBuffer();
        tally(String(response.status));
        if (response.ok) accepted += 1;
        if (accepted >= killAfter) kill();
      } catch {
        tally(killed ? 'cut by the kill' : 'network error');
      }
    };
    const burst = setup.people.flatMap((person) => [
      () =>
        send('/registrations/event', person.idToken, {
          eventId: setup.registerEventId,
          type: 'GENERAL',
          attendees: [validAttendee({ email: person.email, isMainProfile: true, firstName: 'Kai', lastName: 'Akana' })],
          payment: null,
        }),
      () =>
        send('/registrations/sub-event', person.idToken, {
          subEventId: setup.subEventId,
          attendees: [{ id: person.attendeeId, isPayment: true }],
        }),
    ]);
    const exited = new Promise((resolve) => server.once('exit', resolve));
    let next = 0;
    const worker = async () => {
      while (next < burst.length) await burst[(next += 1) - 1]();
    };
    await Promise.all(Array.from({ length: inFlight }, worker));
    kill();
    await exited;
    console.log(
      `  burst: ${burst.length} requests, ${inFlight} in flight (${peopleCount} registrations, ${peopleCount} reservations), kill -9 after ${killAfter} accepted: ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}`,
    );

    const restartStarted = performance.now();
    [server, port] = await startServer(where);
    const restart = (performance.now() - restartStarted) / 1000;
    const result = await ask<Check>(
      server,
      { cmd: 'check', eventIds: [setup.registerEventId, setup.activityEventId], subEventId: setup.subEventId },
      'check',
    );
    const overCapacity =
      result.events.filter((event) => event.attendees > event.capacity).length +
      (result.activity.reserved > result.activity.capacity ? 1 : 0);
    const placesLeft = result.activity.capacity - result.activity.placesTaken;
    const placesRight = placesLeft === result.activity.capacity - result.activity.reserved;
    console.log(`  restarted in ${restart.toFixed(1)} s; consistency after the kill:`);
    console.log(`    half-written registrations (no attendee): ${result.halfWritten}`);
    console.log(
      `    over capacity: ${overCapacity} (event ${result.events[0].attendees} of ${result.events[0].capacity} attendees, activity ${result.activity.reserved} of ${result.activity.capacity} reserved)`,
    );
    console.log(
      `    places left = capacity − reserved: ${placesLeft} = ${result.activity.capacity} − ${result.activity.reserved} ${placesRight ? '(holds)' : '(DOES NOT HOLD)'}`,
    );
    if (result.halfWritten > 0 || overCapacity > 0 || !placesRight) process.exitCode = 1;
    server.send({ cmd: 'stop' } satisfies Command);
    await new Promise((resolve) => server.once('exit', resolve));
  } finally {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    await dropDatabase();
  }
}

if (process.argv.includes('--server')) await runServer(stringOption('server') ?? '');
else await runClient();
