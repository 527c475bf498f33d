import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { listMailbox, listOutbox, MAIL_BUDGET } from '@festival/server-mail';
import { registrationAttendees } from '@festival/server-registrations';
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
  type User,
} from './test-registrations';

const NOT_THE_ACCOUNT = "The main attendee's email must be the email you signed in with";

type Stored = Json & { id: string; attendees: Array<Json & { id: string; email: string | null }> };

describe(`API registrations: whose email, and how much mail (${engine})`, () => {
  let api: RegistrationsApi;
  let { database, app, ann, bob, idp, newEvent, post, attendeesOf } = {} as RegistrationsApi;
  beforeAll(async () => {
    api = await startRegistrationsApi();
    ({ database, app, ann, bob, idp, newEvent, post, attendeesOf } = api);
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  const put = (user: User, eventId: string, payload: Json) =>
    app.inject({ method: 'PUT', url: `${API}/registrations/me/event/${eventId}`, headers: bearer(user), payload });
  const mine = async (user: User, eventId: string): Promise<Stored> =>
    (await app.inject({ url: `${API}/registrations/me/event/${eventId}`, headers: bearer(user) })).json().data;

  /** Every message the mailer delivered, once the outbox is empty (the mailer answers after the request). */
  async function delivered() {
    for (let i = 0; i < 200 && (await listOutbox(database.db)).length > 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await listOutbox(database.db)).toEqual([]);
    return listMailbox(database.db, undefined, 10_000);
  }
  const noticesFor = async (eventName: string) =>
    (await delivered()).filter((m) => m.subject.includes(`registered you for ${eventName}`));
  const fresh = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.org`;

  describe("the main attendee's email is the account's", () => {
    it("refuses someone else's email as the main attendee's, on its field, writing nothing", async () => {
      const eventId = await newEvent({ capacity: 10 });
      const response = await post(ann, generalPayload(eventId, bob.email));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'attendees[0].email', message: NOT_THE_ACCOUNT }]);
      expect(await attendeesOf(eventId)).toBe(0);
      // Bob, whose email it was, registers with it.
      expect((await post(bob, generalPayload(eventId, bob.email))).statusCode).toBe(201);
    });

    it("takes the account's email in another case, and refuses an edit to another email", async () => {
      const eventId = await newEvent({ capacity: 10 });
      const made = await post(ann, generalPayload(eventId, ann.email.toUpperCase()));
      expect(made.statusCode, made.body).toBe(201);
      const stored = await mine(ann, eventId);
      expect(stored.attendees[0].email).toBe(ann.email.toLowerCase());
      const [main] = stored.attendees.map(withoutStatus);
      const edit = await put(ann, eventId, {
        eventId,
        type: 'GENERAL',
        payment: null,
        attendees: [{ ...main, email: fresh('someone-else') }],
      });
      expect(edit.statusCode, edit.body).toBe(400);
      expect(edit.json().errors).toEqual([{ field: 'attendees[0].email', message: NOT_THE_ACCOUNT }]);
      expect((await mine(ann, eventId)).attendees[0].email).toBe(ann.email.toLowerCase());
    });
  });

  describe("an additional attendee's email never blocks its owner", () => {
    it('lets the person registered by another register themself: their own registration wins, and the lead is told', async () => {
      const eventName = `Own email festival ${randomUUID().slice(0, 6)}`;
      const eventId = await newEvent({ capacity: 3, name: eventName });
      const beaEmail = fresh('bea');
      const payload = generalPayload(eventId, ann.email, 1);
      (payload['attendees'] as Json[]).splice(
        1,
        1,
        attendee({ firstName: 'Bea', lastName: 'Listed', email: beaEmail }),
      );
      expect((await post(ann, payload)).statusCode).toBe(201);
      expect(await attendeesOf(eventId)).toBe(2);

      // Her notice delivered first: the sign-up below reads her newest mail for its code.
      await delivered();
      const bea = await idp.newSignedInUser({ givenName: 'Bea', familyName: 'Own', email: beaEmail });
      const own = await post(bea, generalPayload(eventId, beaEmail));
      expect(own.statusCode, own.body).toBe(201);
      expect((await mine(bea, eventId)).attendees.map((a) => a.email)).toEqual([beaEmail]);
      // Taken off Ann's registration: counted once, and the place it held is free again.
      expect((await mine(ann, eventId)).attendees.map((a) => a.email)).toEqual([ann.email.toLowerCase()]);
      expect(await attendeesOf(eventId)).toBe(2);
      expect((await post(bob, generalPayload(eventId, bob.email))).statusCode).toBe(201);

      const toAnn = (await delivered()).filter(
        (m) => m.recipient === ann.email.toLowerCase() && m.subject.includes('now has their own registration'),
      );
      expect(toAnn).toHaveLength(1);
      expect(toAnn[0].subject).toContain('Bea Listed now has their own registration');
      expect(toAnn[0].text).toContain(eventName);
      // Bea's own registration holds her email now: Ann cannot list her again.
      const [annMain] = (await mine(ann, eventId)).attendees.map(withoutStatus);
      const again = await put(ann, eventId, {
        eventId,
        type: 'GENERAL',
        payment: null,
        attendees: [annMain, attendee({ firstName: 'Bea', lastName: 'Listed', email: beaEmail })],
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().errors[0].field).toBe('attendees[1].email');
    });

    it('lets them in even when the registration that listed them was cancelled (the email is freed)', async () => {
      const eventId = await newEvent({ capacity: 5 });
      const kimEmail = fresh('kim');
      const payload = generalPayload(eventId, ann.email, 1);
      (payload['attendees'] as Json[]).splice(1, 1, attendee({ email: kimEmail }));
      expect((await post(ann, payload)).statusCode).toBe(201);
      const listed = (await mine(ann, eventId)).attendees[1];
      await database.db
        .update(registrationAttendees)
        .set({ status: 'CANCELED' })
        .where(eq(registrationAttendees.id, listed.id));

      await delivered();
      const kim = await idp.newSignedInUser({ givenName: 'Kim', familyName: 'Own', email: kimEmail });
      const own = await post(kim, generalPayload(eventId, kimEmail));
      expect(own.statusCode, own.body).toBe(201);
      // Ann's record of the cancelled attendee stays, without the email.
      const kept = (await mine(ann, eventId)).attendees.find((a) => a.id === listed.id);
      expect(kept).toMatchObject({ status: 'CANCELED', email: null });
    });

    it("keeps a checked-in copy (the desk's record) and a main attendee's from before the rule, without the email", async () => {
      const eventName = `History festival ${randomUUID().slice(0, 6)}`;
      const eventId = await newEvent({ capacity: 10, name: eventName });
      const [louEmail, mayEmail] = [fresh('lou'), fresh('may')];
      const payload = generalPayload(eventId, ann.email, 1);
      (payload['attendees'] as Json[]).splice(1, 1, attendee({ email: louEmail }));
      expect((await post(ann, payload)).statusCode).toBe(201);
      const listed = (await mine(ann, eventId)).attendees[1];
      await database.db
        .update(registrationAttendees)
        .set({ status: 'CHECKED_IN' })
        .where(eq(registrationAttendees.id, listed.id));
      // A registration made before the main email had to be the account's, in May's name.
      expect((await post(bob, generalPayload(eventId, bob.email))).statusCode).toBe(201);
      const bobsMain = (await mine(bob, eventId)).attendees[0];
      await database.db
        .update(registrationAttendees)
        .set({ email: mayEmail })
        .where(eq(registrationAttendees.id, bobsMain.id));
      await delivered();

      for (const email of [louEmail, mayEmail]) {
        const person = await idp.newSignedInUser({ givenName: 'Own', familyName: 'Person', email });
        const own = await post(person, generalPayload(eventId, email));
        expect(own.statusCode, own.body).toBe(201);
      }
      expect((await mine(ann, eventId)).attendees.find((a) => a.id === listed.id)).toMatchObject({
        status: 'CHECKED_IN',
        email: null,
      });
      expect((await mine(bob, eventId)).attendees[0]).toMatchObject({ id: bobsMain.id, email: null });
      // Nobody was taken off a registration: the leads are not told anything.
      const told = (await delivered()).filter((m) => m.subject.includes('now has their own registration'));
      expect(told.filter((m) => m.text.includes(eventName))).toEqual([]);
    });
  });

  describe('how much mail one account causes', () => {
    it(`sends at most ${MAIL_BUDGET.perAccount} notices a day for one account's attendees, and every change still succeeds`, async () => {
      const eventName = `Budget festival ${randomUUID().slice(0, 6)}`;
      const eventId = await newEvent({ capacity: 100, name: eventName });
      const lead = await idp.newSignedInUser({ givenName: 'Lea', familyName: 'Lead' });
      // Nine others a time (a registration of ten, within the default cap), replaced three times: 36 addresses.
      const others = () => Array.from({ length: 9 }, () => attendee({ email: fresh('listed') }));
      const payload = generalPayload(eventId, lead.email);
      const made = await post(lead, { ...payload, attendees: [(payload['attendees'] as Json[])[0], ...others()] });
      expect(made.statusCode, made.body).toBe(201);
      for (let round = 0; round < 3; round += 1) {
        const [main] = (await mine(lead, eventId)).attendees.map(withoutStatus);
        const edit = await put(lead, eventId, {
          eventId,
          type: 'GENERAL',
          payment: null,
          attendees: [main, ...others()],
        });
        expect(edit.statusCode, edit.body).toBe(200);
      }
      expect(await noticesFor(eventName)).toHaveLength(MAIL_BUDGET.perAccount);
      // The lead's own messages are not taken from the budget: the confirmation and each change.
      const toLead = (await delivered()).filter(
        (m) => m.recipient === lead.email.toLowerCase() && m.text.includes(eventName),
      );
      expect(toLead.length).toBe(4);
    });

    it('sends one address at most one notice a day, however many registrations list it', async () => {
      const eventName = `Once a day festival ${randomUUID().slice(0, 6)}`;
      const [first, second] = [
        await newEvent({ capacity: 10, name: `${eventName} one` }),
        await newEvent({ capacity: 10, name: `${eventName} two` }),
      ];
      const target = fresh('target');
      for (const [user, eventId] of [
        [ann, first],
        [bob, second],
      ] as const) {
        const payload = generalPayload(eventId, user.email, 1);
        (payload['attendees'] as Json[]).splice(1, 1, attendee({ email: target }));
        const response = await post(user, payload);
        expect(response.statusCode, response.body).toBe(201);
      }
      // Listed again by an edit that removes and re-adds them.
      const [main] = (await mine(ann, first)).attendees.map(withoutStatus);
      expect(
        (await put(ann, first, { eventId: first, type: 'GENERAL', payment: null, attendees: [main] })).statusCode,
      ).toBe(200);
      const readd = await put(ann, first, {
        eventId: first,
        type: 'GENERAL',
        payment: null,
        attendees: [main, attendee({ email: target })],
      });
      expect(readd.statusCode, readd.body).toBe(200);
      const toTarget = (await delivered()).filter((m) => m.recipient === target);
      expect(toTarget).toHaveLength(1);
      expect(toTarget[0].subject).toContain(`${eventName} one`);
    });
  });
});
