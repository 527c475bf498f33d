import { listMailbox } from '@festival/server-mail';
import {
  engine,
  API,
  EMAIL_TAKEN,
  UNKNOWN_ID,
  bearer,
  generalPayload,
  SETUP_TIMEOUT,
  startRegistrationsApi,
  type RegistrationsApi,
  type Json,
} from './test-registrations';

describe(`API main-event registrations (${engine})`, () => {
  let api: RegistrationsApi;
  let { database, app, demoEventId, ann, bob, newEvent, attendeesOf, post } = {} as RegistrationsApi;
  beforeAll(async () => {
    api = await startRegistrationsApi();
    ({ database, app, demoEventId, ann, bob, newEvent, attendeesOf, post } = api);
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  describe('POST /registrations/event and reading it back', () => {
    let eventId: string;
    beforeAll(async () => {
      eventId = await newEvent({ capacity: 50, requiresReview: true, name: 'Review Festival' });
    });

    it('registers a GENERAL attendee with two additional attendees, PENDING where the event needs review, and mails a confirmation', async () => {
      const before = (
        await app.inject({ url: `${API}/events/${eventId}/available-slot`, headers: bearer(ann) })
      ).json();
      expect(before).toEqual({ data: { availableSlot: 50 } });
      expect((await app.inject({ url: `${API}/events/${eventId}/check`, headers: bearer(ann) })).json()).toEqual({
        data: { isRegistered: false },
      });

      const payload = generalPayload(eventId, `  ${ann.email.toUpperCase()} `, 2);
      const response = await post(ann, payload);
      expect(response.statusCode, response.body).toBe(201);
      const { data } = response.json();
      expect(data).toMatchObject({ eventId, type: 'GENERAL', status: 'PENDING', delegationName: null });
      expect(data.attendees).toHaveLength(3);
      expect(data.attendees[0]).toMatchObject({
        isMainProfile: true,
        firstName: 'Ann',
        email: ann.email.toLowerCase(),
        dob: '1990-05-01',
        status: 'PENDING',
        emergencyName: null,
      });

      const mine = await app.inject({ url: `${API}/registrations/me/event/${eventId}`, headers: bearer(ann) });
      expect(mine.json().data).toEqual(data);
      // An answer under 4 KB goes uncompressed even when the client takes br (app.ts: the CPU outweighs the bytes).
      const offered = await app.inject({
        url: `${API}/registrations/me/event/${eventId}`,
        headers: { ...bearer(ann), 'accept-encoding': 'br, gzip' },
      });
      expect(offered.headers['content-encoding']).toBeUndefined();
      expect(offered.rawPayload.length).toBeGreaterThan(1024);
      expect(offered.json()).toEqual(mine.json());
      expect((await app.inject({ url: `${API}/events/${eventId}/check`, headers: bearer(ann) })).json()).toEqual({
        data: { isRegistered: true },
      });
      expect(
        (await app.inject({ url: `${API}/events/${eventId}/available-slot`, headers: bearer(ann) })).json(),
      ).toEqual({ data: { availableSlot: 47 } });

      let mail: Awaited<ReturnType<typeof listMailbox>> = [];
      for (let i = 0; i < 50 && mail.length === 0; i += 1) {
        mail = (await listMailbox(database.db, ann.email.toLowerCase(), 10)).filter((m) =>
          m.subject.includes('Review Festival'),
        );
        if (mail.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(mail).toHaveLength(1);
      expect(mail[0].text).toContain('Ann Kealoha');
      expect(mail[0].text).toContain('pending review');
    });

    it('lists the event under GET /events/me with the registration, and searches by name', async () => {
      const list = (await app.inject({ url: `${API}/events/me`, headers: bearer(ann) })).json();
      expect(list).toMatchObject({ hasNext: false, payloadSize: 1, totalRecords: 1 });
      expect(list.data[0]).toMatchObject({
        id: eventId,
        name: 'Review Festival',
        registrationType: 'GENERAL',
        registrationStatus: 'PENDING',
      });
      expect(list.data[0].registrations).toHaveLength(3);
      expect(
        (await app.inject({ url: `${API}/events/me?search=nothing-like-it`, headers: bearer(ann) })).json(),
      ).toMatchObject({ data: [], totalRecords: 0 });
      expect(
        (await app.inject({ url: `${API}/events/me?search=review&take=1`, headers: bearer(ann) })).json().data,
      ).toHaveLength(1);
      expect((await app.inject({ url: `${API}/events/me`, headers: bearer(bob) })).json()).toMatchObject({
        data: [],
        totalRecords: 0,
      });
    });

    it('starts APPROVED where the event needs no review', async () => {
      const response = await post(ann, generalPayload(demoEventId, ann.email));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.status).toBe('APPROVED');
    });

    it('refuses a second registration by the same user with 409, storing nothing', async () => {
      const before = await attendeesOf(eventId);
      // With her own email (the only one a main attendee may have), which her registration holds.
      const response = await post(ann, generalPayload(eventId, ann.email));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'CONFLICT',
        message: 'You have already registered for this event.',
      });
      expect(await attendeesOf(eventId)).toBe(before);
    });

    it("refuses an attendee email another registration of the event holds, on that attendee's field", async () => {
      const taken = (await app.inject({ url: `${API}/registrations/me/event/${eventId}`, headers: bearer(ann) })).json()
        .data.attendees[1].email;
      const payload = generalPayload(eventId, bob.email, 1);
      (payload['attendees'] as Json[])[1]['email'] = taken.toUpperCase();
      const response = await post(bob, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'attendees[1].email', message: EMAIL_TAKEN }]);
    });

    it('answers 404 for an unknown event and 422 for one not open', async () => {
      expect((await post(bob, generalPayload(UNKNOWN_ID, bob.email))).statusCode).toBe(404);
      const closed = await newEvent({ capacity: 10, status: 'INACTIVE' });
      const response = await post(bob, generalPayload(closed, bob.email));
      expect(response.statusCode).toBe(422);
      expect(await attendeesOf(closed)).toBe(0);
      expect(
        (await app.inject({ url: `${API}/events/${UNKNOWN_ID}/available-slot`, headers: bearer(bob) })).statusCode,
      ).toBe(404);
      expect((await app.inject({ url: `${API}/events/not-a-uuid/check`, headers: bearer(bob) })).statusCode).toBe(400);
    });
  });
});
