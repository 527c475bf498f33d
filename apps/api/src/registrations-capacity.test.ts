import {
  engine,
  API,
  FULL,
  bearer,
  generalPayload,
  SETUP_TIMEOUT,
  startRegistrationsApi,
  type RegistrationsApi,
} from './test-registrations';

describe(`API main-event registrations (${engine})`, () => {
  let api: RegistrationsApi;
  let { app, idp, ann, newEvent, attendeesOf, post } = {} as RegistrationsApi;
  beforeAll(async () => {
    api = await startRegistrationsApi();
    ({ app, idp, ann, newEvent, attendeesOf, post } = api);
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  describe('capacity', () => {
    it('refuses a registration that does not fit whole, registering nobody', async () => {
      const eventId = await newEvent({ capacity: 3 });
      const carol = await idp.newSignedInUser({ givenName: 'Carol' });
      expect((await post(ann, generalPayload(eventId, ann.email, 1))).statusCode).toBe(201);
      const response = await post(carol, generalPayload(eventId, carol.email, 1));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: FULL, code: 'CONFLICT' });
      expect(await attendeesOf(eventId)).toBe(2);
      expect(
        (await app.inject({ url: `${API}/events/${eventId}/check`, headers: bearer(carol) })).json().data.isRegistered,
      ).toBe(false);
      // One place is left: a registration of one fits exactly.
      expect((await post(carol, generalPayload(eventId, carol.email))).statusCode).toBe(201);
      expect(
        (await app.inject({ url: `${API}/events/${eventId}/available-slot`, headers: bearer(carol) })).json(),
      ).toEqual({ data: { availableSlot: 0 } });
    }, 30_000);

    it('never over-books under concurrent registrations', async () => {
      const eventId = await newEvent({ capacity: 5 });
      const people = await Promise.all(
        Array.from({ length: 5 }, (_, i) => idp.newSignedInUser({ givenName: `Racer${'abcde'[i]}` })),
      );
      // Five parties of two race for five places: exactly two fit whole.
      const responses = await Promise.all(
        people.map((person) => post(person, generalPayload(eventId, person.email, 1))),
      );
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 201, 409, 409, 409]);
      for (const r of responses.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(FULL);
      expect(await attendeesOf(eventId)).toBe(4);
      // The last place goes to one of the losers travelling alone, and only one of two racing for it.
      const losers = people.filter((_, i) => responses[i].statusCode === 409);
      const lastRace = await Promise.all(
        losers.slice(0, 2).map((person) => post(person, generalPayload(eventId, person.email))),
      );
      expect(lastRace.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(await attendeesOf(eventId)).toBe(5);
    }, 60_000);
  });
});
