import { eq } from 'drizzle-orm';
import { accommodationRequests, visaAssistanceRequests } from '@festival/server-registrations';
import {
  engine,
  API,
  UNKNOWN_ID,
  bearer,
  generalPayload,
  SETUP_TIMEOUT,
  startRegistrationsApi,
  type RegistrationsApi,
  type User,
  type Json,
} from './test-registrations';

describe(`API main-event registrations (${engine})`, () => {
  let api: RegistrationsApi;
  let { database, app, idp, demoEventId, ann, bob, newEvent, post } = {} as RegistrationsApi;
  beforeAll(async () => {
    api = await startRegistrationsApi({ annRegisteredForDemo: true });
    ({ database, app, idp, demoEventId, ann, bob, newEvent, post } = api);
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  describe('visa and accommodation assistance', () => {
    let eventId: string;
    let gina: User;
    let attendeeIds: string[];
    beforeAll(async () => {
      eventId = await newEvent({ capacity: 10 });
      gina = await idp.newSignedInUser({ givenName: 'Gina' });
      const response = await post(gina, generalPayload(eventId, gina.email, 1));
      attendeeIds = response.json().data.attendees.map((a: Json) => a['id']);
    });
    const url = (kind: string) => `${API}/registrations/me/event/${eventId}/${kind}`;
    const visa = (attendeeId: string, overrides: Json = {}) => ({
      attendeeId,
      passportCountryId: 'ws',
      nationalityCountryId: 'WS',
      arrivalDate: '2027-06-04',
      departureDate: '2027-06-16',
      needsInvitationLetter: true,
      notes: ' Arriving via Auckland ',
      ...overrides,
    });
    const room = (attendeeId: string, overrides: Json = {}) => ({
      attendeeId,
      checkInDate: '2027-06-04',
      checkOutDate: '2027-06-16',
      roomSharing: 'SHARE_WITH_GROUP',
      specialNeeds: null,
      ...overrides,
    });

    it('starts EMPTY, takes a request per attendee (PENDING) and withdraws one left out', async () => {
      const empty = (await app.inject({ url: url('visa-assistance'), headers: bearer(gina) })).json().data;
      expect(empty.map((e: Json) => e['status'])).toEqual(['EMPTY', 'EMPTY']);

      const put = await app.inject({
        method: 'PUT',
        url: url('visa-assistance'),
        headers: bearer(gina),
        payload: { requests: [visa(attendeeIds[0]), visa(attendeeIds[1])] },
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json().data[0]).toMatchObject({
        attendeeId: attendeeIds[0],
        status: 'PENDING',
        request: { passportCountryId: 'WS', notes: 'Arriving via Auckland' },
      });
      expect(Object.keys(put.json().data[0].request)).not.toContain('passportNumber');

      const withdrawn = await app.inject({
        method: 'PUT',
        url: url('visa-assistance'),
        headers: bearer(gina),
        payload: { requests: [visa(attendeeIds[0])] },
      });
      expect(withdrawn.json().data.map((e: Json) => e['status'])).toEqual(['PENDING', 'EMPTY']);
    });

    it('refuses bad visa requests with field errors, and a passport number outright', async () => {
      const cases: [Json, string][] = [
        [visa(attendeeIds[0], { departureDate: '2027-06-01' }), 'requests[0].departureDate'],
        [visa(attendeeIds[0], { passportCountryId: 'QQ' }), 'requests[0].passportCountryId'],
        [visa(UNKNOWN_ID), 'requests[0].attendeeId'],
      ];
      for (const [request, field] of cases) {
        const response = await app.inject({
          method: 'PUT',
          url: url('visa-assistance'),
          headers: bearer(gina),
          payload: { requests: [request] },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors.map((e: Json) => e['field'])).toContain(field);
      }
      const passport = await app.inject({
        method: 'PUT',
        url: url('visa-assistance'),
        headers: bearer(gina),
        payload: { requests: [visa(attendeeIds[0], { passportNumber: 'X1234567' })] },
      });
      expect(passport.statusCode).toBe(400);
      const bad = await app.inject({
        method: 'PUT',
        url: url('visa-assistance'),
        headers: bearer(gina),
        payload: { requests: [visa(attendeeIds[0], { arrivalDate: 'soon' })] },
      });
      expect(bad.statusCode).toBe(400);
    });

    it('keeps a COMPLETED visa request: unchanged is fine, changed is refused', async () => {
      await database.db
        .update(visaAssistanceRequests)
        .set({ status: 'COMPLETED' })
        .where(eq(visaAssistanceRequests.attendeeId, attendeeIds[0]));
      const same = await app.inject({
        method: 'PUT',
        url: url('visa-assistance'),
        headers: bearer(gina),
        payload: { requests: [visa(attendeeIds[0])] },
      });
      expect(same.statusCode, same.body).toBe(200);
      expect(same.json().data[0].status).toBe('COMPLETED');
      const changed = await app.inject({
        method: 'PUT',
        url: url('visa-assistance'),
        headers: bearer(gina),
        payload: { requests: [visa(attendeeIds[0], { arrivalDate: '2027-06-05' })] },
      });
      expect(changed.statusCode).toBe(422);
    });

    it('takes accommodation requests NOT_RESERVED, keeps a booked status until the request changes', async () => {
      expect(
        (await app.inject({ url: url('accommodation-assistance'), headers: bearer(gina) }))
          .json()
          .data.map((e: Json) => e['status']),
      ).toEqual([null, null]);
      const put = await app.inject({
        method: 'PUT',
        url: url('accommodation-assistance'),
        headers: bearer(gina),
        payload: {
          requests: [
            room(attendeeIds[0]),
            room(attendeeIds[1], { roomSharing: 'SINGLE', specialNeeds: 'Ground floor' }),
          ],
        },
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json().data.map((e: Json) => e['status'])).toEqual(['NOT_RESERVED', 'NOT_RESERVED']);
      await database.db
        .update(accommodationRequests)
        .set({ status: 'RESERVED' })
        .where(eq(accommodationRequests.attendeeId, attendeeIds[0]));
      await database.db
        .update(accommodationRequests)
        .set({ status: 'WAITLIST' })
        .where(eq(accommodationRequests.attendeeId, attendeeIds[1]));
      const again = await app.inject({
        method: 'PUT',
        url: url('accommodation-assistance'),
        headers: bearer(gina),
        payload: {
          requests: [
            room(attendeeIds[0]),
            room(attendeeIds[1], { roomSharing: 'SINGLE', specialNeeds: 'Ground floor', checkOutDate: '2027-06-15' }),
          ],
        },
      });
      expect(again.json().data.map((e: Json) => e['status'])).toEqual(['RESERVED', 'NOT_RESERVED']);
      const bad = await app.inject({
        method: 'PUT',
        url: url('accommodation-assistance'),
        headers: bearer(gina),
        payload: { requests: [room(attendeeIds[0], { checkOutDate: '2027-06-04' })] },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([
        { field: 'requests[0].checkOutDate', message: 'The check-out date must be after the check-in date' },
      ]);
    });

    it("never shows or changes another user's requests", async () => {
      for (const kind of ['visa-assistance', 'accommodation-assistance']) {
        expect((await app.inject({ url: url(kind), headers: bearer(bob) })).statusCode).toBe(404);
        expect(
          (await app.inject({ method: 'PUT', url: url(kind), headers: bearer(bob), payload: { requests: [] } }))
            .statusCode,
        ).toBe(404);
        // Ann has a registration of her own for the demo event: Gina's attendee ids are not hers.
        const foreign = kind === 'visa-assistance' ? visa(attendeeIds[0]) : room(attendeeIds[0]);
        const response = await app.inject({
          method: 'PUT',
          url: `${API}/registrations/me/event/${demoEventId}/${kind}`,
          headers: bearer(ann),
          payload: { requests: [foreign] },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toContainEqual({
          field: 'requests[0].attendeeId',
          message: 'Please choose one of the options',
        });
      }
      expect(
        await database.db
          .select()
          .from(visaAssistanceRequests)
          .where(eq(visaAssistanceRequests.attendeeId, attendeeIds[0])),
      ).toHaveLength(1);
    });
  });
});
