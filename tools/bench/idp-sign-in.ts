/**
 * Sign-ins per second through the whole flow (captcha, SRP, emailed code) with the unmodified
 * amazon-cognito-identity-js client, and the server's CPU time per sign-in.
 *
 *   npx tsx --tsconfig tsconfig.base.json tools/bench/idp-sign-in.ts [--count 40] [--seconds 60] [--concurrency 4]
 *
 * The server runs in a child process (in-memory PGlite, loopback only) so that its CPU time
 * (process.cpuUsage) is not mixed with the client's own SRP arithmetic. Bounded by count and time.
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};

async function runServer(): Promise<void> {
  const Fastify = (await import('fastify')).default;
  const { openTestDatabase } = await import('@festival/server-db');
  const { createMailer, createMailboxTransport, mailboxRoutes } = await import('@festival/server-mail');
  const { createIdpContext, idpRoutes, loadIdpConfig, defaultRateLimits } = await import('@festival/server-idp');
  const database = await openTestDatabase();
  const base = loadIdpConfig({ PUBLIC_BASE_URL: 'http://localhost:8080' });
  const generous = { max: 1_000_000, windowSeconds: 60 };
  const config = loadIdpConfig(
    { PUBLIC_BASE_URL: 'http://localhost:8080' },
    {
      // The browser's proof of work is not what is measured here; verifying it still is.
      captcha: { ...base.captcha, cost: 1, maxNumber: 8 },
      rateLimits: Object.fromEntries(Object.keys(defaultRateLimits).map((key) => [key, generous])) as typeof defaultRateLimits,
    },
  );
  const mailer = createMailer({ db: database.db, transport: createMailboxTransport(database.db, 'bench@festival.localhost'), festivalName: 'Festival' });
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
  process.send?.({ port: (app.server.address() as AddressInfo).port });
}

function request<T>(child: ChildProcess, message: string, key: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (reply: Record<string, unknown>) => {
      if (key in reply) {
        child.off('message', listener);
        resolve(reply[key] as T);
      }
    };
    child.on('message', listener);
    child.send(message);
  });
}

async function runClient(): Promise<void> {
  const count = option('count', 40);
  const seconds = option('seconds', 60);
  const concurrency = option('concurrency', 4);
  const child = fork(fileURLToPath(import.meta.url), ['--server'], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve) => child.once('message', (reply: { port: number }) => resolve(reply.port)));
  const baseUrl = `http://127.0.0.1:${port}`;

  const { AuthenticationDetails, CognitoUser, CognitoUserAttribute, CognitoUserPool } = await import('amazon-cognito-identity-js');
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
  const pool = new CognitoUserPool({ UserPoolId: 'local_Festival01', ClientId: 'festivalportallocal', endpoint: `${baseUrl}/idp/` });
  const password = 'Bench123!';
  const captcha = async () => {
    const challenge = await (await fetch(`${baseUrl}/idp/captcha/challenge`)).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };
  const latestCode = async (email: string) => {
    const [latest] = (await (await fetch(`${baseUrl}/dev/mailbox?to=${encodeURIComponent(email)}&limit=1`)).json()) as Array<{ text: string }>;
    return latest.text.match(/\b\d{6}\b/)?.[0] ?? '';
  };

  const emails = Array.from({ length: concurrency }, (_, i) => `bench${i}.${Date.now()}@example.org`);
  for (const email of emails) {
    const token = await captcha();
    await new Promise((resolve, reject) =>
      pool.signUp(email, password, [new CognitoUserAttribute({ Name: 'email', Value: email })], [new CognitoUserAttribute({ Name: 'captchaToken', Value: token })], (error, result) => (error ? reject(error) : resolve(result))),
    );
    const user = new CognitoUser({ Username: email, Pool: pool });
    const code = await latestCode(email);
    await new Promise((resolve, reject) => user.confirmRegistration(code, true, (error, result) => (error ? reject(error) : resolve(result))));
  }

  const signIn = async (email: string) => {
    const user = new CognitoUser({ Username: email, Pool: pool });
    user.setAuthenticationFlowType('CUSTOM_AUTH');
    const details = new AuthenticationDetails({ Username: email, Password: password, ClientMetadata: { captchaToken: await captcha() } });
    await new Promise<void>((resolve, reject) => {
      const callbacks = {
        onSuccess: () => resolve(),
        onFailure: reject,
        customChallenge: async () => user.sendCustomChallengeAnswer(await latestCode(email), callbacks),
      };
      user.authenticateUser(details, callbacks);
    });
  };

  const cpuBefore = await request<NodeJS.CpuUsage>(child, 'cpu', 'cpu');
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
  const cpuAfter = await request<NodeJS.CpuUsage>(child, 'cpu', 'cpu');
  const serverCpuMs = (cpuAfter.user - cpuBefore.user + cpuAfter.system - cpuBefore.system) / 1000;
  child.send('stop');

  console.log(`idp sign-in bench: ${done} sign-ins (${failed} failed), concurrency ${concurrency}, ${elapsed.toFixed(1)} s`);
  console.log(`  sign-ins per second:        ${(done / elapsed).toFixed(2)}  (client and server share this machine's cores)`);
  console.log(`  server CPU per sign-in:     ${(serverCpuMs / Math.max(1, done)).toFixed(1)} ms  (captcha check, SRP, code mail, tokens; 4 HTTP calls + mailbox reads)`);
  console.log(`  server CPU-bound ceiling:   ~${(1000 / (serverCpuMs / Math.max(1, done))).toFixed(0)} sign-ins per second per core`);
}

if (args.includes('--server')) await runServer();
else await runClient();
