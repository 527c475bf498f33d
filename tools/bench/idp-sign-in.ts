/**
 * Sign-ins per second through the whole flow (captcha, SRP, emailed code) with the unmodified
 * amazon-cognito-identity-js client, and the server's CPU time per sign-in.
 *
 *   npx tsx --tsconfig tsconfig.base.json tools/bench/idp-sign-in.ts [--count 40] [--seconds 60] [--concurrency 4] [--warmup 1] [--profile DIR] [--per-call]
 *
 * The server runs in a child process (loopback only) so that its CPU time (process.cpuUsage) is
 * not mixed with the client's own SRP arithmetic. With DATABASE_URL set it runs on that PostgreSQL
 * (a fresh database), otherwise on an in-memory PGlite. Bounded by count and time. With --profile,
 * the server writes a V8 CPU profile (.cpuprofile) into DIR when it stops.
 *
 * Before the measurement every account signs in `--warmup` times (default 1): the first sign-in
 * of an installation creates the token signing key (an RSA key pair, once per installation), and
 * the first calls compile the code; neither is what a sign-in costs. The client reads the codes
 * from the dev mailbox over HTTP, which the server also pays for: the bench replays as many reads
 * afterwards and prints their share, so that the sign-in's own cost can be told apart.
 *
 * With --per-call, one sign-in at a time (concurrency 1), the server's CPU is read before and
 * after every HTTP call the client makes, and the mean per kind of call is printed (less the cost
 * of the reading itself, measured alone): where a sign-in's time goes, call by call.
 */
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { httpMailbox, idpTestClient, TEST_PASSWORD } from '@festival/shared-util-e2e/idp-client';
import { ask, numberOption, stringOption } from './bench-process';

async function runServer(): Promise<void> {
  const Fastify = (await import('fastify')).default;
  const { openTestDatabase } = await import('@festival/server-db/testing');
  const { createMailer, createMailboxTransport, mailboxRoutes } = await import('@festival/server-mail');
  const { createIdpContext, idpRoutes, loadIdpConfig } = await import('@festival/server-idp');
  const database = await openTestDatabase();
  const base = loadIdpConfig({ PUBLIC_BASE_URL: 'http://localhost:8080' });
  const generous = { max: 1_000_000, windowSeconds: 60 };
  const config = loadIdpConfig(
    { PUBLIC_BASE_URL: 'http://localhost:8080' },
    {
      // The browser's proof of work is not what is measured here; verifying it still is.
      captcha: { ...base.captcha, cost: 1, maxNumber: 8 },
      rateLimits: {
        signInPerAccountAndIp: generous,
        signInPerIp: generous,
        codeChecksPerAccountAndIp: generous,
        codeChecksPerIp: generous,
        wrongAnswersPerCode: generous,
        codeSendsPerAccountAndIp: generous,
        codeSendsPerIp: generous,
      },
    },
  );
  const mailer = createMailer({
    db: database.db,
    transport: createMailboxTransport(database.db),
    festivalName: 'Festival',
  });
  const app = Fastify();
  await app.register(idpRoutes, { context: createIdpContext(database.db, config, mailer) });
  await app.register(mailboxRoutes, { db: database.db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.on('message', async (message: string) => {
    if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
    if (message === 'stop') {
      await app.close();
      await database.close();
      process.exit(0);
    }
  });
  process.send?.({
    port: (app.server.address() as AddressInfo).port,
    pool: { userPoolId: config.userPoolId, clientId: config.clientId },
  });
}

/** What kind of call a request of the client is: the idp operation (and challenge), the captcha or the mailbox. */
function callKind(input: Parameters<typeof fetch>[0], init: Parameters<typeof fetch>[1]): string {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.pathname.endsWith('/captcha/challenge')) return 'captcha challenge';
  if (url.pathname === '/dev/mailbox') return 'mailbox read (the bench)';
  const target = new Headers(init?.headers).get('x-amz-target')?.split('.').pop() ?? url.pathname;
  const challenge =
    typeof init?.body === 'string' ? (JSON.parse(init.body) as { ChallengeName?: string }).ChallengeName : undefined;
  return challenge ? `${target} ${challenge}` : target;
}

/**
 * Wraps the global fetch (which the Cognito client and the captcha and mailbox reads use) so that
 * each call's server CPU is recorded under its kind while `recording()` is true.
 */
function measurePerCall(child: ReturnType<typeof fork>, recording: () => boolean) {
  const original = globalThis.fetch;
  const perKind = new Map<string, number[]>();
  const cpu = async () => {
    const usage = await ask<NodeJS.CpuUsage>(child, 'cpu', 'cpu');
    return (usage.user + usage.system) / 1000;
  };
  globalThis.fetch = async (input, init) => {
    if (!recording()) return original(input, init);
    const before = await cpu();
    const response = await original(input, init);
    // The whole answer in, before the server's clock is read again; the caller reads its copy.
    await response.clone().arrayBuffer();
    const spent = (await cpu()) - before;
    const kind = callKind(input, init);
    perKind.set(kind, [...(perKind.get(kind) ?? []), spent]);
    return response;
  };
  return async () => {
    // What reading the server's clock twice costs the server alone, taken off every call.
    const readings: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const before = await cpu();
      readings.push((await cpu()) - before);
    }
    const overhead = readings.reduce((a, b) => a + b, 0) / readings.length;
    return { perKind, overhead };
  };
}

async function runClient(): Promise<void> {
  const count = numberOption('count', 40);
  const seconds = numberOption('seconds', 60);
  const perCall = process.argv.includes('--per-call');
  const concurrency = perCall ? 1 : numberOption('concurrency', 4);
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
  const mailbox = httpMailbox(baseUrl);
  let mailboxReads = 0;
  const readMailbox = (to: string) => {
    mailboxReads += 1;
    return mailbox(to);
  };
  const idp = idpTestClient({ baseUrl, ...ready.pool, readMailbox });
  const emails = Array.from({ length: concurrency }, (_, i) => `bench${i}.${Date.now()}@example.org`);
  for (const email of emails) await idp.createAccount({ email, givenName: 'Bench', familyName: 'User' });
  const signIn = (email: string) => idp.signIn(email, TEST_PASSWORD);
  for (let round = 0; round < warmup; round += 1) await Promise.all(emails.map(signIn));
  mailboxReads = 0;
  let measuring = false;
  const perCallResults = perCall ? measurePerCall(child, () => measuring) : undefined;

  measuring = true;
  const cpuBefore = await ask<NodeJS.CpuUsage>(child, 'cpu', 'cpu');
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let done = 0;
  let failed = 0;
  let issued = 0;
  await Promise.all(
    emails.map(async (email) => {
      while (issued < count && performance.now() < deadline) {
        issued += 1;
        try {
          await signIn(email);
          done += 1;
        } catch (error) {
          failed += 1;
          console.error('sign-in failed:', (error as Error).message);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  measuring = false;
  const cpuAfter = await ask<NodeJS.CpuUsage>(child, 'cpu', 'cpu');
  const serverCpuMs = (cpuAfter.user - cpuBefore.user + cpuAfter.system - cpuBefore.system) / 1000;
  // The same number of mailbox reads again, of the same mailboxes, alone.
  const reads = mailboxReads;
  let next = 0;
  await Promise.all(
    emails.map(async () => {
      while (next < reads) await mailbox(emails[next++ % emails.length]);
    }),
  );
  const cpuReads = await ask<NodeJS.CpuUsage>(child, 'cpu', 'cpu');
  const mailboxCpuMs = (cpuReads.user - cpuAfter.user + cpuReads.system - cpuAfter.system) / 1000;
  const calls = perCallResults ? await perCallResults() : undefined;
  child.send('stop');

  const engine = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
  console.log(
    `idp sign-in bench (${engine}): ${done} sign-ins (${failed} failed), concurrency ${concurrency}, ${elapsed.toFixed(1)} s`,
  );
  console.log(
    `  sign-ins per second:        ${(done / elapsed).toFixed(2)}  (client and server share this machine's cores)`,
  );
  console.log(
    `  server CPU per sign-in:     ${(serverCpuMs / Math.max(1, done)).toFixed(1)} ms  (captcha check, SRP, code mail, tokens; 4 HTTP calls + mailbox reads)`,
  );
  console.log(
    `  of which mailbox reads:     ${(mailboxCpuMs / Math.max(1, done)).toFixed(1)} ms  (the bench's ${(reads / Math.max(1, done)).toFixed(1)} reads per sign-in, replayed alone; warm-up: ${warmup} sign-in per account)`,
  );
  if (calls) {
    console.log(
      `  per call (server CPU, mean over ${done} sign-ins, less ${calls.overhead.toFixed(2)} ms for reading the clock; the total above also counts what runs between calls):`,
    );
    let sum = 0;
    for (const [kind, spent] of calls.perKind) {
      const mean = spent.reduce((a, b) => a + b, 0) / spent.length - calls.overhead;
      const perSignIn = (mean * spent.length) / Math.max(1, done);
      sum += perSignIn;
      console.log(`    ${kind.padEnd(42)} ${mean.toFixed(2)} ms × ${(spent.length / Math.max(1, done)).toFixed(1)}`);
    }
    console.log(`    ${'all calls of a sign-in'.padEnd(42)} ${sum.toFixed(2)} ms`);
  }
  console.log(
    `  server CPU-bound ceiling:   ~${(1000 / (serverCpuMs / Math.max(1, done))).toFixed(0)} sign-ins per second per core`,
  );
}

if (process.argv.includes('--server')) await runServer();
else await runClient();
