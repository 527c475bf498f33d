import { type Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { createMailer, type PassClaims } from './mailer';
import { listOutbox } from './mailbox.service';
import { renderActivityMail } from './mail-templates';
import { renderRegistrationConfirmation } from './registration-mails';
import type { MailTransport, OutgoingMail } from './mail-transport';

const params = {
  festivalName: 'Festival',
  activityName: 'Tapa <making>',
  when: 'Jul 2, 2027, 9:00 AM HST',
  location: 'Hale Hālāwai',
  attendeeNames: ['Ann Kealoha', 'Kai Lee'],
  link: 'http://user.localhost:8080/my-events/e1?offer=s1',
};

describe('activity emails', () => {
  it('a paid reservation lists the attendees and the receipt lines, never more of the card', () => {
    const mail = renderActivityMail('activity-reserved', {
      ...params,
      receipt: { amount: '$51.81', cardBrand: 'Visa', cardLast4: '1111', transactionId: 'T-42' },
    });
    expect(mail.subject).toBe('Festival: your places at Tapa <making>');
    expect(mail.text).toContain('- Ann Kealoha\n- Kai Lee');
    expect(mail.text).toContain('Paid $51.81 with Visa ending in 1111 (transaction T-42).');
    expect(mail.html).toContain('Tapa &lt;making&gt;');
  });

  it('an offer gives the deadline and the link to pay; a promotion the link to the activities', () => {
    const offer = renderActivityMail('activity-offer', { ...params, expiresAt: 'Jul 1, 2027, 9:00 AM HST' });
    expect(offer.subject).toBe('Festival: a place at Tapa <making> is waiting for you');
    expect(offer.text).toContain('Pay before Jul 1, 2027, 9:00 AM HST to keep it');
    expect(offer.text).toContain(`Pay here: ${params.link}`);
    expect(renderActivityMail('activity-promoted', params).text).toContain(params.link);
    expect(renderActivityMail('activity-waitlisted', params).subject).toBe(
      'Festival: you are on the waitlist for Tapa <making>',
    );
  });
});

describe('Mailer.queue', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('stores the message for the retry loop without delivering it, and the next pass delivers it', async () => {
    const delivered: OutgoingMail[] = [];
    const transport: MailTransport = {
      kind: 'mailbox',
      deliver: async (mail) => void delivered.push(mail),
      close: async () => undefined,
    };
    const mailer = createMailer({ db: database.db, transport, festivalName: 'Festival' });
    await mailer.queue({ to: 'ann@example.org', template: 'activity-waitlisted', ...params });
    expect(delivered).toHaveLength(0);
    expect((await listOutbox(database.db)).map((m) => m.recipient)).toEqual(['ann@example.org']);
    expect(await mailer.processDue()).toBe(1);
    expect(delivered.map((m) => m.subject)).toEqual(['Festival: you are on the waitlist for Tapa <making>']);
    expect(await listOutbox(database.db)).toEqual([]);
  });

  it('keeps the template and values, not the rendering, until delivery; dates come back as dates', async () => {
    const delivered: OutgoingMail[] = [];
    const transport: MailTransport = {
      kind: 'mailbox',
      deliver: async (mail) => void delivered.push(mail),
      close: async () => undefined,
    };
    const signed: PassClaims[] = [];
    const mailer = createMailer({
      db: database.db,
      transport,
      festivalName: 'Festival',
      // Signed when the message is rendered, not when it is queued.
      signPass: async (claims) => {
        signed.push(claims);
        return 'header.payload.signature';
      },
    });
    const event = {
      name: 'Mail <Festival>',
      startDate: new Date('2027-07-01T19:00:00Z'),
      endDate: new Date('2027-07-03T19:00:00Z'),
      location: 'Hawaiʻi Convention Center',
      timeZone: 'Pacific/Honolulu',
    };
    const confirmation = {
      event,
      reference: 'REG-3F2A9C1E',
      link: 'http://user.localhost:8080/registered-information/e1',
      status: 'APPROVED',
      attendeeNames: ['Ann Kealoha'],
    };
    const pass = { registrationId: 'r1', eventId: 'e1', attendeeIds: ['a1'] };
    await mailer.queue({ to: 'ann@example.org', template: 'registration-confirmation', ...confirmation, pass });
    expect(signed).toEqual([]);
    const [row] = await listOutbox(database.db);
    expect(row).toMatchObject({ subject: '', text: '', html: '' });
    expect(row.template).toMatchObject({ template: 'registration-confirmation', reference: 'REG-3F2A9C1E' });

    expect(await mailer.processDue()).toBe(1);
    expect(signed).toEqual([pass]);
    const direct = await renderRegistrationConfirmation({
      festivalName: 'Festival',
      ...confirmation,
      passToken: 'header.payload.signature',
    });
    expect(delivered).toEqual([{ to: 'ann@example.org', ...direct }]);
    expect(direct.text).toContain('July 1\u2009–\u20093, 2027');
  });

  it('a running loop delivers a queued message right away, not at its next period', async () => {
    const delivered: OutgoingMail[] = [];
    const transport: MailTransport = {
      kind: 'mailbox',
      deliver: async (mail) => void delivered.push(mail),
      close: async () => undefined,
    };
    const mailer = createMailer({ db: database.db, transport, festivalName: 'Festival' });
    mailer.start(60 * 60_000);
    try {
      await mailer.queue({ to: 'kai@example.org', template: 'activity-waitlisted', ...params });
      for (let i = 0; i < 100 && delivered.length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
      expect(delivered.map((m) => m.to)).toEqual(['kai@example.org']);
    } finally {
      await mailer.stop();
    }
  });
});
