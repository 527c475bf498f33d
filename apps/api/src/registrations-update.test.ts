import { eq } from 'drizzle-orm';
import { registrations } from '@festival/server-registrations';
import {
  engine,
  API,
  FULL,
  bearer,
  withoutStatus,
  attendee,
  generalPayload,
  SETUP_TIMEOUT,
  startRegistrationsApi,
  type RegistrationsApi,
  type User,
  type Json,
} from './test-registrations';

describe(`API main-event registrations (${engine})`, () => {
  let api: RegistrationsApi;
  let { database, app, idp, demoEventId, ann, bob, newEvent, attendeesOf, post } = {} as RegistrationsApi;
  beforeAll(async () => {
    api = await startRegistrationsApi({ annRegisteredForDemo: true });
    ({ database, app, idp, demoEventId, ann, bob, newEvent, attendeesOf, post } = api);
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  describe('PUT /registrations/me/event/{eventId}', () => {
    let eventId: string;
    let dave: User;
    beforeAll(async () => {
      eventId = await newEvent({ capacity: 4 });
      dave = await idp.newSignedInUser({ givenName: 'Dave' });
      expect((await post(dave, generalPayload(eventId, dave.email, 1))).statusCode).toBe(201);
    });

    const current = async () =>
      (await app.inject({ url: `${API}/registrations/me/event/${eventId}`, headers: bearer(dave) })).json().data;
    const put = (payload: unknown, user: User = dave) =>
      app.inject({
        method: 'PUT',
        url: `${API}/registrations/me/event/${eventId}`,
        headers: bearer(user),
        payload: payload as Json,
      });

    it('updates attendees with an id, adds those without, removes those left out', async () => {
      const before = await current();
      const [main, second] = before.attendees;
      const payload = {
        eventId,
        type: 'GENERAL',
        payment: null,
        attendees: [
          { ...withoutStatus(main), firstName: 'David' },
          attendee({ firstName: 'Newcomer' }),
          attendee({ firstName: 'Another' }),
        ],
      };
      const response = await put(payload);
      expect(response.statusCode, response.body).toBe(200);
      const after = response.json().data;
      expect(after.attendees.map((a: Json) => a['firstName'])).toEqual(['David', 'Newcomer', 'Another']);
      expect(after.attendees[0].id).toBe(main.id);
      expect(after.attendees.some((a: Json) => a['id'] === second.id)).toBe(false);
      expect(await attendeesOf(eventId)).toBe(3);
    });

    it('lets emails move between kept attendees', async () => {
      const [main, a, b] = (await current()).attendees.map(withoutStatus);
      const response = await put({
        eventId,
        type: 'GENERAL',
        payment: null,
        attendees: [main, { ...a, email: b['email'] }, { ...b, email: a['email'] }],
      });
      expect(response.statusCode, response.body).toBe(200);
    });

    it('re-checks the capacity for added attendees, changing nothing when they do not fit', async () => {
      const attendees = (await current()).attendees.map(withoutStatus);
      const response = await put({
        eventId,
        type: 'GENERAL',
        payment: null,
        attendees: [...attendees, attendee(), attendee()],
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(FULL);
      expect(await attendeesOf(eventId)).toBe(3);
      expect(
        (await put({ eventId, type: 'GENERAL', payment: null, attendees: [...attendees, attendee()] })).statusCode,
      ).toBe(200);
    });

    it("validates like a new registration and refuses another registration's attendee ids", async () => {
      const attendees = (await current()).attendees.map(withoutStatus);
      const bad = await put({ eventId, type: 'GENERAL', payment: null, attendees: [{ ...attendees[0], phone: 'x' }] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toContainEqual({ field: 'attendees[0].phone', message: 'Invalid phone number' });

      const annAttendee = (
        await app.inject({ url: `${API}/registrations/me/event/${demoEventId}`, headers: bearer(ann) })
      ).json().data.attendees[0];
      const stolen = await put({
        eventId,
        type: 'GENERAL',
        payment: null,
        attendees: [attendees[0], { ...attendee(), id: annAttendee.id }],
      });
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json().errors).toEqual([{ field: 'attendees[1].id', message: 'Please choose one of the options' }]);
      expect(
        (await app.inject({ url: `${API}/registrations/me/event/${demoEventId}`, headers: bearer(ann) })).json().data
          .attendees[0],
      ).toEqual(annAttendee);
    });

    it("is 404 for a user without a registration (no one edits another's)", async () => {
      const attendees = (await current()).attendees.map(withoutStatus);
      expect((await put({ eventId, type: 'GENERAL', payment: null, attendees }, bob)).statusCode).toBe(404);
      expect(
        (await app.inject({ url: `${API}/registrations/me/event/${eventId}`, headers: bearer(bob) })).statusCode,
      ).toBe(404);
    });

    it('refuses changes once the state machine says the registration is final or checked in', async () => {
      const attendees = (await current()).attendees.map(withoutStatus);
      for (const status of ['CANCELED', 'REJECTED', 'CHECKED_IN', 'FINISHED', 'INVALID'] as const) {
        await database.db.update(registrations).set({ status }).where(eq(registrations.mainEventId, eventId));
        const response = await put({ eventId, type: 'GENERAL', payment: null, attendees });
        expect(response.statusCode, status).toBe(422);
        expect(response.json().message).toBe('This registration can no longer be changed.');
      }
      await database.db
        .update(registrations)
        .set({ status: 'WAITING_LIST' })
        .where(eq(registrations.mainEventId, eventId));
      expect((await put({ eventId, type: 'GENERAL', payment: null, attendees })).statusCode).toBe(200);
    });
  });
});
