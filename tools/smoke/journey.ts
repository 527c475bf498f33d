/**
 * What the production smoke tests share: an SMTP server that keeps what the portal mails, a wait
 * for /readyz, and one attendee's way through the real HTTP API (sign-up with the captcha and the
 * mailed code, sign-in, registration for the first active festival), with the repository's one
 * identity test client. The portal runs as production runs it: mail leaves over SMTP.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { validAttendee } from '@festival/shared-util-api-contracts/testing';
import { idpTestClient, TEST_PASSWORD, type IdpTransport } from '@festival/shared-util-e2e/idp-client';

export interface MailCatcher {
  port: number;
  readMailbox: IdpTransport['readMailbox'];
  close(): Promise<void>;
}

/**
 * The text part of a message as nodemailer composes it (multipart/alternative, the text part
 * 7bit, quoted-printable or base64). Written here, not a mail parser: the portal's own messages
 * are all it reads, for a six-digit code, and the production set must not grow a package for it.
 */
export function textPart(raw: string): string {
  const part = raw.split(/\r?\n--/).find((chunk) => /content-type:\s*text\/plain/i.test(chunk)) ?? raw;
  const split = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, split);
  const body = part.slice(split).trim();
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** A real SMTP server on `host` and `port` (0: a free one) that keeps every message, newest first per recipient. */
export async function startMailCatcher(host = '127.0.0.1', port = 0): Promise<MailCatcher> {
  const received: Array<{ to: string[]; text: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.unshift({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          text: textPart(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    readMailbox: async (to) => received.filter((mail) => mail.to.includes(to.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls /readyz until it answers 200; fails after `timeoutMs`, or at once when `stillRunning` says no. */
export async function waitForReady(baseUrl: string, timeoutMs: number, stillRunning: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!stillRunning()) throw new Error('the server exited before it was ready');
    const status = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`/readyz did not answer 200 within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** GET a site's page with a Host header (the sites are told apart by host name, as in production). */
function getWithHost(baseUrl: string, host: string, path: string): Promise<{ status: number; type: string }> {
  const url = new URL(path, baseUrl);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const options = {
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    headers: { host },
    servername: host.replace(/:\d+$/, ''),
  };
  return new Promise((resolve, reject) => {
    const req = request(options, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type'] ?? '') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function json<T>(response: Response, what: string, status = 200): Promise<T> {
  if (response.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/**
 * The attendee site's page, then one sign-up → sign-in → registration through the HTTP API.
 * `log` gets one line per step, so a failure says where it stopped.
 */
export async function signUpAndRegister(
  baseUrl: string,
  mail: Pick<MailCatcher, 'readMailbox'>,
  log: (line: string) => void = console.log,
  attendeeHost = 'user.localhost',
): Promise<void> {
  const site = await getWithHost(baseUrl, attendeeHost, '/');
  if (site.status !== 200 || !site.type.startsWith('text/html'))
    throw new Error(`the attendee site answered ${site.status} (${site.type})`);
  log('attendee site: 200 text/html');

  const config = await json<{ identity: { userPoolId: string; clientId: string } }>(
    await fetch(`${baseUrl}/config.json`),
    'GET /config.json',
  );
  const idp = idpTestClient({ baseUrl, ...config.identity, readMailbox: mail.readMailbox, mailTimeoutMs: 30_000 });
  const email = await idp.createAccount({ email: `smoke.${Date.now()}@example.org` });
  log(`sign-up: ${email} confirmed with the code mailed over SMTP`);
  const { idToken } = await idp.signIn(email, TEST_PASSWORD);
  log('sign-in: captcha, SRP and the mailed code gave tokens');

  const api = `${baseUrl}/api-svc/v1`;
  const events = await json<{ data: Array<{ id: string; name: string }> }>(
    await fetch(`${api}/events/active`),
    'GET /events/active',
  );
  const event = events.data[0];
  if (!event) throw new Error('no active festival to register for');
  const auth = { authorization: `Bearer ${idToken}` };
  const mailedBefore = (await mail.readMailbox(email)).length;
  const created = await json<{ data: { id: string; status: string } }>(
    await fetch(`${api}/registrations/event`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        eventId: event.id,
        type: 'GENERAL',
        attendees: [validAttendee({ email, isMainProfile: true, firstName: 'Ann', lastName: 'Kealoha' })],
      }),
    }),
    'POST /registrations/event',
    201,
  );
  const mine = await json<{ data: { id: string } }>(
    await fetch(`${api}/registrations/me/event/${event.id}`, { headers: auth }),
    'GET /registrations/me/event/:id',
  );
  if (mine.data.id !== created.data.id) throw new Error('the registration read back is not the one made');
  log(`registration: ${created.data.status} for "${event.name}", read back`);
  // The confirmation leaves through the outbox after the answer: wait for it, so that the
  // registration's work is done before anyone stops the server.
  const deadline = Date.now() + 30_000;
  while ((await mail.readMailbox(email)).length <= mailedBefore) {
    if (Date.now() > deadline) throw new Error('no registration mail within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  log('registration mail: delivered over SMTP');
}
