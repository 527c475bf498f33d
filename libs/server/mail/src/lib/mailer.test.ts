import { createServer, type AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import { type Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { createMailer } from './mailer';
import { createMailboxTransport, createSmtpTransport, type MailTransport, type OutgoingMail } from './mail-transport';
import { listOutbox } from './mailbox.service';
import { mailboxRoutes } from './mailbox.routes';
import { loadMailConfig } from './mail-config';
import { renderMail } from './mail-templates';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free loopback port that keeps what it receives. */
async function startSmtpServer(port: number) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('mail templates', () => {
  it('renders a branded text part and escaped HTML, falling back to English', () => {
    const mail = renderMail('sign-in-code', { festivalName: 'Pacific <Arts>', code: '123456' }, 'xx');
    expect(mail.subject).toBe('Pacific <Arts>: your sign-in code');
    expect(mail.text).toContain('123456');
    expect(mail.text).toContain('The Pacific <Arts> team');
    expect(mail.html).toContain('Pacific &lt;Arts&gt;');
    expect(mail.html).not.toContain('<Arts>');
  });
});

describe('embedded mailbox', () => {
  it('stores messages and lists them newest first on GET /dev/mailbox', async () => {
    const mailer = createMailer({
      db: database.db,
      transport: createMailboxTransport(database.db),
      festivalName: 'Festival',
    });
    expect((await mailer.send({ to: 'Ann@Example.org', template: 'sign-up-code', code: '111111' })).delivered).toBe(
      true,
    );
    await mailer.send({ to: 'ann@example.org', template: 'sign-in-code', code: '222222' });
    await mailer.send({ to: 'bob@example.org', template: 'sign-in-code', code: '333333' });

    const app = Fastify();
    await app.register(mailboxRoutes, { db: database.db });
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox?to=ANN@example.org' });
    expect(response.statusCode).toBe(200);
    const messages = response.json() as Array<{
      recipient: string;
      subject: string;
      text: string;
      html: string;
      sentAt: string;
    }>;
    expect(messages.map((message) => message.text.match(/\d{6}/)?.[0])).toEqual(['222222', '111111']);
    expect(messages[0]).toMatchObject({ recipient: 'ann@example.org', subject: 'Festival: your sign-in code' });
    expect(messages[0].html).toContain('222222');
    expect(new Date(messages[0].sentAt).toString()).not.toBe('Invalid Date');
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox?limit=0' })).statusCode).toBe(400);
    expect(await listOutbox(database.db)).toHaveLength(0);
    await app.close();
  });

  it('is enabled only on the embedded default outside production', () => {
    expect(loadMailConfig({}).devMailboxEnabled).toBe(true);
    expect(loadMailConfig({ NODE_ENV: 'production' }).devMailboxEnabled).toBe(false);
    expect(loadMailConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).devMailboxEnabled).toBe(false);
  });
});

describe('retries', () => {
  it('keeps a failed message in the outbox and delivers it when its retry time comes', async () => {
    let clock = new Date('2026-01-01T00:00:00Z');
    const delivered: OutgoingMail[] = [];
    let failuresLeft = 2;
    const flaky: MailTransport = {
      kind: 'smtp',
      async deliver(message) {
        if (failuresLeft-- > 0) throw new Error('connection refused');
        delivered.push(message);
      },
      close: () => Promise.resolve(),
    };
    const mailer = createMailer({
      db: database.db,
      transport: flaky,
      festivalName: 'Festival',
      now: () => clock,
      retryDelayMs: () => 60_000,
    });
    expect(
      await mailer.send({ to: 'carol@example.org', template: 'forgot-password-code', code: '444444' }),
    ).toMatchObject({ delivered: false });
    const outbox = await listOutbox(database.db);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ attempts: 1, status: 'pending', lastError: 'connection refused' });

    expect(await mailer.processDue()).toBe(0); // not due yet
    clock = new Date(clock.getTime() + 61_000);
    expect(await mailer.processDue()).toBe(0); // second failure
    clock = new Date(clock.getTime() + 61_000);
    expect(await mailer.processDue()).toBe(1);
    expect(delivered).toHaveLength(1);
    expect(delivered[0].text).toContain('444444');
    expect(await listOutbox(database.db)).toHaveLength(0);
  });

  it('writes no outbox row for a delivery into the database, but keeps the message there when that fails', async () => {
    const delivered: OutgoingMail[] = [];
    let failuresLeft = 0;
    const stored: MailTransport = {
      kind: 'mailbox',
      storesInDatabase: true,
      async deliver(message) {
        if (failuresLeft-- > 0) throw new Error('database busy');
        delivered.push(message);
      },
      close: () => Promise.resolve(),
    };
    const mailer = createMailer({
      db: database.db,
      transport: stored,
      festivalName: 'Festival',
      retryDelayMs: () => 0,
    });
    expect(await mailer.send({ to: 'hana@example.org', template: 'sign-in-code', code: '121212' })).toEqual({
      delivered: true,
    });
    expect(await listOutbox(database.db)).toHaveLength(0);

    failuresLeft = 2;
    expect(await mailer.send({ to: 'ivan@example.org', template: 'sign-in-code', code: '343434' })).toMatchObject({
      delivered: false,
    });
    expect(await listOutbox(database.db)).toMatchObject([{ status: 'pending', lastError: 'database busy' }]);
    expect(await mailer.processDue()).toBe(1);
    expect(delivered.map((message) => message.text.match(/\d{6}/)?.[0])).toEqual(['121212', '343434']);
    expect(await listOutbox(database.db)).toHaveLength(0);
  });

  it('runs a stoppable worker loop', async () => {
    let fail = true;
    const delivered: string[] = [];
    const transport: MailTransport = {
      kind: 'smtp',
      async deliver(message) {
        if (fail) throw new Error('down');
        delivered.push(message.to);
      },
      close: () => Promise.resolve(),
    };
    const mailer = createMailer({ db: database.db, transport, festivalName: 'Festival', retryDelayMs: () => 0 });
    await mailer.send({ to: 'dave@example.org', template: 'sign-in-code', code: '555555' });
    fail = false;
    mailer.start(20);
    await vi.waitFor(() => expect(delivered).toEqual(['dave@example.org']), { timeout: 5_000 });
    await mailer.close();
  });
});

describe('SMTP transport', () => {
  it('delivers to a real SMTP server, and keeps the message while the server is down', async () => {
    const port = await freePort();
    const mailer = createMailer({
      db: database.db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Festival <no-reply@festival.localhost>'),
      festivalName: 'Festival',
      retryDelayMs: () => 0,
    });
    // Nobody listens yet: the message must wait in the outbox.
    expect((await mailer.send({ to: 'erin@example.org', template: 'sign-up-code', code: '666666' })).delivered).toBe(
      false,
    );
    expect(await listOutbox(database.db)).toHaveLength(1);

    const smtp = await startSmtpServer(port);
    try {
      expect(await mailer.processDue()).toBe(1);
      expect((await mailer.send({ to: 'frank@example.org', template: 'sign-in-code', code: '777777' })).delivered).toBe(
        true,
      );
      expect(smtp.received.map((mail) => mail.to)).toEqual([['erin@example.org'], ['frank@example.org']]);
      const raw = smtp.received[1].raw;
      expect(smtp.received[1].from).toBe('no-reply@festival.localhost');
      expect(raw).toMatch(/Subject: Festival: your sign-in code/);
      expect(raw).toMatch(/text\/plain/);
      expect(raw).toMatch(/text\/html/);
      expect(raw).toContain('777777');
      expect(await listOutbox(database.db)).toHaveLength(0);
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });

  it('sends a pass QR code as an inline cid: image, not a data URI', async () => {
    const port = await freePort();
    const smtp = await startSmtpServer(port);
    const mailer = createMailer({
      db: database.db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Festival <no-reply@festival.localhost>'),
      festivalName: 'Festival',
      signPass: async () => 'header.payload.signature',
    });
    try {
      const sent = await mailer.send({
        to: 'gina@example.org',
        template: 'registration-confirmation',
        event: {
          name: 'Arts',
          startDate: new Date('2027-06-06T18:00:00Z'),
          endDate: new Date('2027-06-08T18:00:00Z'),
          location: 'Honolulu',
          timeZone: 'Pacific/Honolulu',
        },
        reference: 'REG-00000001',
        link: 'https://attendee.example.org/registered-information/e1',
        status: 'APPROVED',
        attendeeNames: ['Gina Ho'],
        pass: { registrationId: 'r1', eventId: 'e1', attendeeIds: ['a1'] },
      });
      expect(sent.delivered).toBe(true);
      const raw = smtp.received[0].raw;
      expect(raw).toMatch(/Content-Type: image\/png/);
      expect(raw).toMatch(/Content-ID: </);
      expect(raw).toMatch(/src=3D"cid:|src="cid:/);
      expect(raw).not.toContain('data:image/png');
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });
});
