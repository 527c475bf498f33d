import { and, eq, ne } from 'drizzle-orm';
import { subEventRegistrations } from '@festival/server-activities';
import { insertSubEvents, subEvents } from '@festival/server-events';
import { grantRole } from '@festival/server-permissions';
import {
  API,
  attendee,
  bearer,
  engine,
  generalPayload,
  SETUP_TIMEOUT,
  startRegistrationsApi,
  withoutStatus,
  type Json,
  type RegistrationsApi,
  type User,
} from './test-registrations';

// What stops one account from filling the festival: the people one registration may carry (each
// event's cap, default 10, staff may raise it), one place per attendee at an activity, and an
// hourly budget of registration changes per account.

const capMessage = (n: number) =>
  `A registration can include at most ${n} people, the main attendee included. Each further person can register with their own account. Nothing was changed.`;
const WRITES_PER_HOUR = 30;

describe(`API limits on registrations (${engine})`, () => {
  let api: RegistrationsApi;
  let staff: User;
  beforeAll(async () => {
    api = await startRegistrationsApi({ env: { REGISTRATION_WRITES_PER_HOUR: String(WRITES_PER_HOUR) } });
    staff = await api.idp.newSignedInUser({ givenName: 'Staff', familyName: 'Member' });
    await grantRole(api.database.db, { sub: staff.sub, email: staff.email }, 'Administrator');
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  const put = (user: User, eventId: string, payload: Json) =>
    api.app.inject({
      method: 'PUT',
      url: `${API}/registrations/me/event/${eventId}`,
      headers: bearer(user),
      payload,
    });
  const mine = async (user: User, eventId: string) =>
    (await api.app.inject({ url: `${API}/registrations/me/event/${eventId}`, headers: bearer(user) })).json().data;
  const slots = async (user: User, eventId: string) =>
    (await api.app.inject({ url: `${API}/events/${eventId}/available-slot`, headers: bearer(user) })).json().data
      .availableSlot;
  /** What staff send to save the event, as the admin form does (MainEventInput). */
  const staffSave = async (eventId: string, changes: Json) => {
    const event = (await api.app.inject({ url: `${API}/events/${eventId}`, headers: bearer(staff) })).json().data;
    const { name, description, status, startDate, endDate, location, capacity, registrationFee, requiresReview } =
      event;
    return api.app.inject({
      method: 'PUT',
      url: `${API}/events/${eventId}`,
      headers: bearer(staff),
      payload: {
        ...{ name, description, status, startDate, endDate, location, capacity, registrationFee, requiresReview },
        bannerImage: '',
        logoImage: '',
        refLink: '',
        ...changes,
      },
    });
  };

  describe('the people of one registration', () => {
    it('refuses 1,000 made-up attendees with 400, taking no place', async () => {
      const eventId = await api.newEvent({ capacity: 5000 });
      const mallory = await api.idp.newSignedInUser({ givenName: 'Mallory' });
      const response = await api.post(mallory, generalPayload(eventId, mallory.email, 999));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'attendees', message: capMessage(100) }]);
      expect(await api.attendeesOf(eventId)).toBe(0);
      expect(await slots(mallory, eventId)).toBe(5000);
    }, 60_000);

    it("refuses one more than the event's cap (10 by default) with 400 on POST and PUT, changing nothing", async () => {
      const eventId = await api.newEvent({ capacity: 100 });
      const eve = await api.idp.newSignedInUser({ givenName: 'Eve' });
      const over = await api.post(eve, generalPayload(eventId, eve.email, 10));
      expect(over.statusCode).toBe(400);
      expect(over.json()).toMatchObject({
        message: capMessage(10),
        errors: [{ field: 'attendees', message: capMessage(10) }],
      });
      expect(await api.attendeesOf(eventId)).toBe(0);

      expect((await api.post(eve, generalPayload(eventId, eve.email, 9))).statusCode).toBe(201);
      const before = await mine(eve, eventId);
      const grown = await put(eve, eventId, {
        eventId,
        type: 'GENERAL',
        payment: null,
        attendees: [...before.attendees.map(withoutStatus), attendee()],
      });
      expect(grown.statusCode).toBe(400);
      expect(grown.json().message).toBe(capMessage(10));
      expect(await mine(eve, eventId)).toEqual(before);
      expect(await slots(eve, eventId)).toBe(90);
    }, 60_000);

    it('lets staff raise the cap for an event (the attendee then registers cap + 1), and keeps a registration above a lowered cap editable but not growing', async () => {
      const eventId = await api.newEvent({ capacity: 100 });
      const kai = await api.idp.newSignedInUser({ givenName: 'Kai' });
      expect((await api.post(kai, generalPayload(eventId, kai.email, 10))).statusCode).toBe(400);

      for (const refused of [0, 101, 'ten'])
        expect((await staffSave(eventId, { maxAttendeesPerRegistration: refused })).statusCode, `${refused}`).toBe(400);
      const saved = await staffSave(eventId, { maxAttendeesPerRegistration: 11 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.maxAttendeesPerRegistration).toBe(11);
      // The attendee site reads the cap with the event.
      const shown = (await api.app.inject({ url: `${API}/events/${eventId}`, headers: bearer(kai) })).json().data;
      expect(shown.maxAttendeesPerRegistration).toBe(11);

      expect((await api.post(kai, generalPayload(eventId, kai.email, 10))).statusCode).toBe(201);
      expect(await api.attendeesOf(eventId)).toBe(11);

      // A save that leaves the setting out keeps it.
      expect((await staffSave(eventId, {})).json().data.maxAttendeesPerRegistration).toBe(11);
      // Lowered afterwards: Kai's eleven may still change a phone number, but not bring a twelfth.
      expect((await staffSave(eventId, { maxAttendeesPerRegistration: 5 })).statusCode).toBe(200);
      const held = (await mine(kai, eventId)).attendees.map(withoutStatus);
      const edited = await put(kai, eventId, {
        eventId,
        type: 'GENERAL',
        payment: null,
        attendees: held.map((a: Json, i: number) => (i === 1 ? { ...a, phone: '+1 808 555 0100' } : a)),
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const grown = await put(kai, eventId, {
        eventId,
        type: 'GENERAL',
        payment: null,
        attendees: [...held, attendee()],
      });
      expect(grown.statusCode).toBe(400);
      expect(grown.json().message).toBe(capMessage(11));
      expect(await api.attendeesOf(eventId)).toBe(11);
    }, 60_000);
  });

  describe("an activity's places", () => {
    it('gives each attendee of the registration at most one place: more entries than attendees, one twice, or someone else’s attendee are refused', async () => {
      const lani = await api.idp.newSignedInUser({ givenName: 'Lani' });
      const noa = await api.idp.newSignedInUser({ givenName: 'Noa' });
      expect((await api.post(lani, generalPayload(api.demoEventId, lani.email, 2))).statusCode).toBe(201);
      expect((await api.post(noa, generalPayload(api.demoEventId, noa.email))).statusCode).toBe(201);
      const ids = (await mine(lani, api.demoEventId)).attendees.map((a: Json) => a['id'] as string);
      const [stranger] = (await mine(noa, api.demoEventId)).attendees.map((a: Json) => a['id'] as string);
      const [activity] = await insertSubEvents(api.database.db, [
        {
          mainEventId: api.demoEventId,
          name: 'Free lei making',
          status: 'ACTIVE',
          capacity: 100,
          isAllowWaitList: false,
          startDate: new Date('2027-07-02T19:00:00Z'),
          endDate: new Date('2027-07-02T21:00:00Z'),
        },
      ]);
      const book = (method: 'POST' | 'PUT', people: string[]) =>
        api.app.inject({
          method,
          url: `${API}/registrations/sub-event${method === 'PUT' ? `/${activity.id}` : ''}`,
          headers: bearer(lani),
          payload: { subEventId: activity.id, attendees: people.map((id) => ({ id, isPayment: true })) },
        });
      const live = async () =>
        (
          await api.database.db
            .select({ id: subEventRegistrations.id })
            .from(subEventRegistrations)
            .where(and(eq(subEventRegistrations.subEventId, activity.id), ne(subEventRegistrations.status, 'CANCELED')))
        ).length;
      const held = async () =>
        (await api.database.db.select().from(subEvents).where(eq(subEvents.id, activity.id)))[0].numRegistration;

      // Four places for a registration of three: one of them twice.
      const twice = await book('POST', [...ids, ids[0]]);
      expect(twice.statusCode).toBe(400);
      expect(twice.json().errors).toEqual([{ field: 'attendees[3].id', message: 'This attendee is listed twice.' }]);
      // Another registration's attendee.
      expect((await book('POST', [...ids, stranger])).statusCode).toBe(404);
      expect(await live()).toBe(0);

      expect((await book('POST', ids)).statusCode).toBe(201);
      // Booked again, alone or in a change of who goes.
      expect((await book('POST', [ids[0]])).statusCode).toBe(409);
      expect((await book('PUT', [...ids, ids[2]])).statusCode).toBe(400);
      expect(await live()).toBe(3);
      expect(await held()).toBe(3);
    }, 60_000);
  });

  describe('registrations made or changed per account and hour', () => {
    it(`refuses a change beyond ${WRITES_PER_HOUR} within the hour with 429 and Retry-After, changing nothing; other accounts go on`, async () => {
      // The budget is per clock hour: a run that would cross into the next hour starts with it.
      const leftOfHour = 3_600_000 - (Date.now() % 3_600_000);
      if (leftOfHour < 60_000) await new Promise((resolve) => setTimeout(resolve, leftOfHour + 100));
      const eventId = await api.newEvent({ capacity: 100 });
      const [rua, tama] = [
        await api.idp.newSignedInUser({ givenName: 'Rua' }),
        await api.idp.newSignedInUser({ givenName: 'Tama' }),
      ];
      expect((await api.post(rua, generalPayload(eventId, rua.email))).statusCode).toBe(201);
      const [main] = (await mine(rua, eventId)).attendees.map(withoutStatus);
      const edit = (n: number) =>
        put(rua, eventId, { eventId, type: 'GENERAL', payment: null, attendees: [{ ...main, city: `Hilo ${n}` }] });
      for (let n = 2; n <= WRITES_PER_HOUR; n += 1) expect((await edit(n)).statusCode, `edit ${n}`).toBe(200);

      const refused = await edit(WRITES_PER_HOUR + 1);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        message: 'You have made or changed registrations too many times in the last hour. Please try again later.',
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect((await mine(rua, eventId)).attendees[0].city).toBe(`Hilo ${WRITES_PER_HOUR}`);

      expect((await api.post(tama, generalPayload(eventId, tama.email))).statusCode).toBe(201);
    }, 120_000);
  });
});
