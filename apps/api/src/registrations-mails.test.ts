import { eq } from 'drizzle-orm';
import { mainEvents } from '@festival/server-events';
import { listMailbox } from '@festival/server-mail';
import { decodeQrDataUri, qrDataUriIn } from '@festival/server-mail/testing';
import { verifyCheckInToken, type JsonWebKeySet } from '@festival/shared-util-check-in';
import {
  engine,
  API,
  attendee,
  bearer,
  generalPayload,
  withoutStatus,
  SETUP_TIMEOUT,
  startRegistrationsApi,
  type RegistrationsApi,
  type Json,
} from './test-registrations';

describe(`API registration emails (${engine})`, () => {
  let api: RegistrationsApi;
  let { database, app, ann, newEvent, post } = {} as RegistrationsApi;
  let eventId: string;
  beforeAll(async () => {
    api = await startRegistrationsApi();
    ({ database, app, ann, newEvent, post } = api);
    eventId = await newEvent({ capacity: 10, name: 'Mail <Festival>' });
    await database.db
      .update(mainEvents)
      .set({ location: 'Hawaiʻi Convention Center, Honolulu' })
      .where(eq(mainEvents.id, eventId));
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  /** The messages to `to` whose subject has `subject`, waiting for them a little (the mailer may answer first). */
  async function mailTo(to: string, subject: string, count = 1) {
    let found: Awaited<ReturnType<typeof listMailbox>> = [];
    for (let i = 0; i < 60 && found.length < count; i += 1) {
      found = (await listMailbox(database.db, to, 20)).filter((m) => m.subject.includes(subject));
      if (found.length < count) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return found;
  }

  const keySet = async () => (await app.inject({ url: `${API}/wallet/check-in-key` })).json() as JsonWebKeySet;

  let registration: Json & { id: string; attendees: Array<Json & { id: string }> };

  it('mails the main attendee a confirmation with reference, dates, venue, link and a QR that checks in everyone', async () => {
    const payload = generalPayload(eventId, ann.email, 1);
    const kai = attendee({ firstName: 'Kai', lastName: 'Akana', email: 'kai.akana@example.org' });
    const noEmail = attendee({ firstName: 'Lani', lastName: 'Nomail', email: null });
    (payload['attendees'] as Json[]).splice(1, 1, kai, noEmail);
    const response = await post(ann, payload);
    expect(response.statusCode, response.body).toBe(201);
    registration = response.json().data;
    const reference = `REG-${registration.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

    const [mail] = await mailTo(ann.email.toLowerCase(), 'Mail <Festival>');
    expect(mail.subject).toBe(`Your registration ${reference} for Mail <Festival>`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(reference);
      // 2027-07-01T19:00Z is 9 am on July 1 in Honolulu; the 3rd likewise.
      expect(part).toContain('July 1\u2009–\u20093, 2027');
      expect(part).toContain('Hawaiʻi Convention Center, Honolulu');
      expect(part).toContain(`/registered-information/${eventId}`);
      expect(part).toContain('Kai Akana');
    }
    expect(mail.html).toContain('Mail &lt;Festival&gt;');
    const token = decodeQrDataUri(qrDataUriIn(mail.html) as string);
    const claims = await verifyCheckInToken(token, await keySet());
    expect(claims).toMatchObject({ registrationId: registration.id, eventId });
    expect(claims?.attendeeIds.sort()).toEqual(registration.attendees.map((a) => a.id).sort());
  });

  it('mails each additional attendee with an email: who registered them, their details and their own QR', async () => {
    const [mail] = await mailTo('kai.akana@example.org', 'registered you');
    expect(mail.subject).toContain('Ann Kealoha registered you for Mail <Festival>');
    expect(mail.text).toMatch(/First name:\s+Kai/);
    expect(mail.text).toMatch(/Email:\s+kai.akana@example.org/);
    // The festival site, not Ann's registration page (which is behind her sign-in).
    expect(mail.text).not.toContain('/registered-information/');
    // Nothing of the other attendees' details.
    expect(mail.text).not.toContain('Nomail');
    const claims = await verifyCheckInToken(decodeQrDataUri(qrDataUriIn(mail.html) as string), await keySet());
    const kaiId = registration.attendees.find((a) => a['firstName'] === 'Kai')?.id;
    expect(claims?.attendeeIds).toEqual([kaiId]);
    // Kai alone: not Ann (she has her confirmation) nor Lani, who gave no email.
    const told = (await listMailbox(database.db, undefined, 500)).filter((m) =>
      m.subject.includes('registered you for Mail <Festival>'),
    );
    expect(told.map((m) => m.recipient)).toEqual(['kai.akana@example.org']);
  });

  it('mails the main attendee what changed after an edit (before → after), and tells an added attendee', async () => {
    const [main, kai, lani] = registration.attendees.map(withoutStatus);
    const response = await app.inject({
      method: 'PUT',
      url: `${API}/registrations/me/event/${eventId}`,
      headers: bearer(ann),
      payload: {
        eventId,
        type: 'GENERAL',
        payment: null,
        attendees: [
          { ...main, phone: '+1 808 555 0199' },
          { ...kai, lastName: 'Akana-Lee' },
          attendee({ firstName: 'Noe', lastName: 'Added', email: 'noe.added@example.org' }),
        ],
      } as Json,
    });
    expect(response.statusCode, response.body).toBe(200);

    const [mail] = await mailTo(ann.email.toLowerCase(), 'was changed');
    expect(mail.text).toContain(`Ann Kealoha, Phone: ${main['phone']} → +1 808 555 0199`);
    expect(mail.text).toContain('Kai Akana-Lee, Last name: Akana → Akana-Lee');
    expect(mail.text).toContain('Attendee added: Noe Added');
    expect(mail.text).toContain(`Attendee removed: ${lani['firstName']} ${lani['lastName']}`);
    expect(mail.html).toContain('Akana → Akana-Lee');
    expect(await mailTo('noe.added@example.org', 'registered you')).toHaveLength(1);
    // Kai was already told: an edit does not mail him again.
    expect(await mailTo('kai.akana@example.org', 'registered you', 2)).toHaveLength(1);
  });

  it('sends no "what changed" mail when an edit changes nothing', async () => {
    const current = (await app.inject({ url: `${API}/registrations/me/event/${eventId}`, headers: bearer(ann) })).json()
      .data;
    const response = await app.inject({
      method: 'PUT',
      url: `${API}/registrations/me/event/${eventId}`,
      headers: bearer(ann),
      payload: { eventId, type: 'GENERAL', payment: null, attendees: current.attendees.map(withoutStatus) } as Json,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await mailTo(ann.email.toLowerCase(), 'was changed', 2)).toHaveLength(1);
  });
});
