/**
 * Activity surge: N attendees, each with a main-event registration and signed in beforehand, reserve
 * one hot activity of capacity C through HTTP at once. Prints reservations per second, latency
 * percentiles, the server's CPU time per reservation, and checks the outcome: exactly C RESERVED,
 * the rest WAITING_LIST, none over-booked, and the waitlist in arrival order (each waiting
 * attendee's position as the server told it is its rank in the stored waitlist).
 *
 *   npx tsx --tsconfig tsconfig.base.json tools/bench/activity-surge.ts [--attendees 10000] [--capacity 500] [--concurrency 64] [--warmup 1] [--profile DIR]
 *
 * With DATABASE_URL set the server runs on that PostgreSQL, otherwise on an in-memory PGlite. The
 * server is a child process on a loopback port, so that its CPU time is not mixed with the
 * client's. The setup (accounts, ID tokens signed by the idp's own key, registrations) is not
 * measured. `--concurrency` is the number of requests in flight at once (a browser crowd behind
 * keep-alive connections); every attendee sends one reservation. Before the surge, each attendee loads
 * the activity list once (`--warmup 0` to skip), as a real one does before reserving: the server
 * has then seen their token. The outbox's delivery loop is held
 * during the surge and drained after it, so the mail delivery's CPU is printed apart from the requests'.
 */
import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ask, numberOption, registeredAttendee, startBenchPortal, stringOption } from './bench-process';

type Command =
  | { cmd: 'cpu' }
  | { cmd: 'setup'; attendees: number; capacity: number }
  | { cmd: 'outcome'; subEventId: string }
  | { cmd: 'hold-mail' }
  | { cmd: 'drain-mail' }
  | { cmd: 'stop' };

interface Person {
  idToken: string;
  attendeeId: string;
}

interface Setup {
  mainEventId: string;
  subEventId: string;
  people: Person[];
}

interface Outcome {
  reserved: number;
  waiting: number;
  numRegistration: number;
  capacity: number;
  /** Attendee ids of the waiting records in waitlist (seq) order. */
  waitlist: string[];
  /** Transactions that wrote the records (their created_at is their transaction's start). */
  transactions: number;
}

async function runServer(): Promise<void> {
  const { eq, and, asc, sql } = await import('drizzle-orm');
  const { insertMainEvent, subEvents } = await import('@festival/server-events');
  const { subEventRegistrations } = await import('@festival/server-activities');

  const { database, app, idp } = await startBenchPortal();

  async function setup(count: number, capacity: number): Promise<Setup> {
    const event = await insertMainEvent(database.db, {
      name: 'Surge festival',
      status: 'ACTIVE',
      startDate: new Date('2027-07-01T19:00:00Z'),
      endDate: new Date('2027-07-10T19:00:00Z'),
      capacity: count * 2,
      requiresReview: false,
    });
    const [activity] = await database.db
      .insert(subEvents)
      .values({
        mainEventId: event.id,
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
    async function person(n: number): Promise<Person> {
      const { idToken, attendeeId } = await registeredAttendee(
        database,
        idp,
        event.id,
        `surge${n}.${stamp}@example.org`,
      );
      return { idToken, attendeeId };
    }
    // A few at a time (the setup is not measured; the order of `people` stays the index order).
    const people: Person[] = [];
    for (let start = 0; start < count; start += 8) {
      const chunk = Array.from({ length: Math.min(8, count - start) }, (_, i) => person(start + i));
      people.push(...(await Promise.all(chunk)));
    }
    return { mainEventId: event.id, subEventId: activity.id, people };
  }

  async function outcome(subEventId: string): Promise<Outcome> {
    const rows = await database.db
      .select({ status: subEventRegistrations.status, attendeeId: subEventRegistrations.attendeeId })
      .from(subEventRegistrations)
      .where(eq(subEventRegistrations.subEventId, subEventId))
      .orderBy(asc(subEventRegistrations.seq));
    const [activity] = await database.db
      .select()
      .from(subEvents)
      .where(and(eq(subEvents.id, subEventId)));
    const [{ n }] = await database.db
      .select({ n: sql<number>`count(distinct ${subEventRegistrations.createdAt})::int` })
      .from(subEventRegistrations)
      .where(eq(subEventRegistrations.subEventId, subEventId));
    return {
      transactions: Number(n),
      reserved: rows.filter((r) => r.status === 'RESERVED').length,
      waiting: rows.filter((r) => r.status === 'WAITING_LIST').length,
      numRegistration: activity.numRegistration,
      capacity: activity.capacity,
      waitlist: rows.filter((r) => r.status === 'WAITING_LIST').map((r) => r.attendeeId),
    };
  }

  process.on('message', async (message: Command) => {
    if (message.cmd === 'cpu') process.send?.({ cpu: process.cpuUsage() });
    if (message.cmd === 'setup') process.send?.({ setup: await setup(message.attendees, message.capacity) });
    if (message.cmd === 'outcome') process.send?.({ outcome: await outcome(message.subEventId) });
    // The outbox's delivery loop is held during the surge and drained after it, so that the
    // requests' CPU and the mail delivery's CPU are told apart (as in event-registration.ts).
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
    if (message.cmd === 'stop') {
      await app.close();
      await database.close();
      process.exit(0);
    }
  });
  process.send?.({ port: (app.server.address() as AddressInfo).port });
}

/**
 * One HTTP request on the client's keep-alive connections: its status and its body as text. The
 * client shares the machine's cores with the server and the database, so it is node:http on a
 * keep-alive agent (one connection per request in flight), not fetch, whose streams cost several
 * times more CPU per request than the server's own answer.
 */
function send(
  agent: Agent,
  url: string,
  method: string,
  token: string,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { authorization: `Bearer ${token}` };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(body);
    }
    const req = request(url, { method, agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

async function runClient(): Promise<void> {
  const attendees = numberOption('attendees', 10_000);
  const capacity = numberOption('capacity', 500);
  const concurrency = numberOption('concurrency', 64);
  const warmup = numberOption('warmup', 1, 0) > 0;
  const profileDir = stringOption('profile');
  const execArgv = profileDir ? [...process.execArgv, '--cpu-prof', '--cpu-prof-dir', profileDir] : process.execArgv;
  const child = fork(fileURLToPath(import.meta.url), ['--server'], {
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<{ port: number }>((resolve) => child.once('message', resolve));
  const api = `http://127.0.0.1:${ready.port}/api-svc/v1`;
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

  const setupStarted = performance.now();
  const { mainEventId, subEventId, people } = await ask<Setup>(child, { cmd: 'setup', attendees, capacity }, 'setup');
  console.log(
    `setup: ${attendees} attendees signed in with registrations, one activity of capacity ${capacity} (${((performance.now() - setupStarted) / 1000).toFixed(1)} s, not measured)`,
  );

  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  /** The waitlist position each waiting attendee was told. */
  const toldPosition = new Map<string, number | null>();
  if (warmup) {
    // Each attendee loads the activity list once (as the page does before its Reserve button), so
    // the surge meets tokens the server has seen: not measured.
    const warmStarted = performance.now();
    let warmed = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (warmed < people.length) {
          const person = people[warmed];
          warmed += 1;
          const response = await send(
            agent,
            `${api}/registrations/me/event/${mainEventId}/sub-event`,
            'GET',
            person.idToken,
          );
          if (response.status !== 200) throw new Error(`warm-up: ${response.status} ${response.text}`);
        }
      }),
    );
    console.log(
      `warm-up: each attendee loaded the activity list once, signed in (${((performance.now() - warmStarted) / 1000).toFixed(1)} s, not measured)`,
    );
  } else console.log('warm-up: none (--warmup 0): every reservation brings a token the server has not seen');
  await ask(child, { cmd: 'hold-mail' }, 'held');
  const cpuBefore = await ask<NodeJS.CpuUsage>(child, { cmd: 'cpu' }, 'cpu');
  const clientCpuBefore = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  async function worker() {
    while (next < people.length) {
      const person = people[next];
      next += 1;
      const sent = performance.now();
      const response = await send(
        agent,
        `${api}/registrations/sub-event`,
        'POST',
        person.idToken,
        JSON.stringify({ subEventId, attendees: [{ id: person.attendeeId, isPayment: true }] }),
      );
      const body = JSON.parse(response.text) as {
        data?: { records?: { status: string; waitlistPosition: number | null }[] };
      };
      latencies.push(performance.now() - sent);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const record = body.data?.records?.[0];
      if (record?.status === 'WAITING_LIST') toldPosition.set(person.attendeeId, record.waitlistPosition);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const cpuAfter = await ask<NodeJS.CpuUsage>(child, { cmd: 'cpu' }, 'cpu');
  const mail = await ask<{ mails: number; cpuMs: number }>(child, { cmd: 'drain-mail' }, 'drained');
  const result = await ask<Outcome>(child, { cmd: 'outcome', subEventId }, 'outcome');
  child.send({ cmd: 'stop' } satisfies Command);
  agent.destroy();

  const serverCpuMs = (cpuAfter.user - cpuBefore.user + cpuAfter.system - cpuBefore.system) / 1000;
  const requests = latencies.length;
  const sorted = [...latencies].sort((a, b) => a - b);
  const overBooked = Math.max(0, result.reserved - capacity);
  // Nobody is promoted during the run, so the position told at arrival is the rank in the stored order.
  const orderKept =
    toldPosition.size === result.waitlist.length &&
    result.waitlist.every((attendeeId, index) => toldPosition.get(attendeeId) === index + 1);
  const engine = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
  console.log(
    `activity surge (${engine}): ${requests} reservations of one activity (capacity ${capacity}), ${concurrency} in flight, ${elapsed.toFixed(1)} s`,
  );
  console.log(`  answers:                 ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}`);
  console.log(`  reservations per second: ${(requests / elapsed).toFixed(0)}`);
  console.log(
    `  latency p50 / p95 / p99: ${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 95).toFixed(1)} / ${percentile(sorted, 99).toFixed(1)} ms (max ${(sorted.at(-1) ?? 0).toFixed(0)})`,
  );
  console.log(
    `  server CPU per request:  ${(serverCpuMs / Math.max(1, requests)).toFixed(2)} ms  (token check, validation, the transaction, the mail queued)`,
  );
  console.log(
    `  client CPU per request:  ${((clientCpu.user + clientCpu.system) / 1000 / Math.max(1, requests)).toFixed(2)} ms  (this process's HTTP client, on the same cores)`,
  );
  console.log(
    `  mail delivery, after:    ${mail.mails} mails, ${(mail.cpuMs / Math.max(1, mail.mails)).toFixed(1)} ms CPU each (held during the surge, then drained)`,
  );
  console.log(
    `  RESERVED / WAITING_LIST / over-booked: ${result.reserved} / ${result.waiting} / ${overBooked}  (places counted: ${result.numRegistration} of ${result.capacity})`,
  );
  console.log(
    `  booking transactions:    ${result.transactions} (${(requests / Math.max(1, result.transactions)).toFixed(1)} reservations per commit: records of one transaction share its created_at)`,
  );
  console.log(
    `  waitlist order kept:     ${orderKept ? 'yes' : 'NO: a position told at arrival differs from the stored waitlist'}`,
  );
  if (overBooked > 0 || result.numRegistration > result.capacity) process.exitCode = 1;
}

if (process.argv.includes('--server')) await runServer();
else await runClient();
