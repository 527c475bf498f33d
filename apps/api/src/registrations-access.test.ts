import { DEMO_DELEGATION_KEY } from '@festival/server-seed';
import {
  engine,
  API,
  bearer,
  attendee,
  generalPayload,
  delegatePayload,
  SETUP_TIMEOUT,
  startRegistrationsApi,
  type RegistrationsApi,
  type Json,
} from './test-registrations';

describe(`API main-event registrations (${engine})`, () => {
  let api: RegistrationsApi;
  let { app, idp, demoEventId, post } = {} as RegistrationsApi;
  beforeAll(async () => {
    api = await startRegistrationsApi();
    ({ app, idp, demoEventId, post } = api);
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  it('answers 401 without a token on every route', async () => {
    for (const [method, url] of [
      ['POST', `${API}/registrations/event`],
      ['GET', `${API}/registrations/me/event/${demoEventId}`],
      ['PUT', `${API}/registrations/me/event/${demoEventId}`],
      ['GET', `${API}/events/me`],
      ['GET', `${API}/events/${demoEventId}/check`],
      ['GET', `${API}/events/${demoEventId}/available-slot`],
      ['GET', `${API}/registrations/event/${demoEventId}/check?delegationKey=x`],
      ['GET', `${API}/registrations/me/event/${demoEventId}/delegation`],
      ['GET', `${API}/registrations/me/event/${demoEventId}/visa-assistance`],
      ['PUT', `${API}/registrations/me/event/${demoEventId}/visa-assistance`],
      ['GET', `${API}/registrations/me/event/${demoEventId}/accommodation-assistance`],
      ['PUT', `${API}/registrations/me/event/${demoEventId}/accommodation-assistance`],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("never lets a user read or change another user's registration, on any route", async () => {
    // A delegate of the demo festival (its key is seeded), so there is a signature and a delegation to pry at.
    const eventId = demoEventId;
    const owner = await idp.newSignedInUser({ givenName: 'Olive' });
    const intruder = await idp.newSignedInUser({ givenName: 'Ivan' });
    const created = await post(owner, delegatePayload(eventId, owner.email, DEMO_DELEGATION_KEY));
    expect(created.statusCode, created.body).toBe(201);
    const registration = created.json().data;
    const attendeeId: string = registration.attendees[1].id;
    const before = (
      await app.inject({ url: `${API}/registrations/me/event/${eventId}`, headers: bearer(owner) })
    ).json().data;

    // The intruder holds no registration for the event: every "me" route for it is 404.
    for (const [method, url, payload] of [
      ['GET', `${API}/registrations/me/event/${eventId}`, undefined],
      ['PUT', `${API}/registrations/me/event/${eventId}`, generalPayload(eventId, intruder.email)],
      ['GET', `${API}/registrations/me/event/${eventId}/delegation`, undefined],
      ['GET', `${API}/registrations/me/event/${eventId}/visa-assistance`, undefined],
      ['PUT', `${API}/registrations/me/event/${eventId}/visa-assistance`, { requests: [] }],
      ['GET', `${API}/registrations/me/event/${eventId}/accommodation-assistance`, undefined],
      ['PUT', `${API}/registrations/me/event/${eventId}/accommodation-assistance`, { requests: [] }],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: bearer(intruder),
        ...(payload ? { payload: payload as Json } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // The staff routes by registration id need ATTENDEE:R / ATTENDEE:U, which an attendee lacks.
    for (const [method, url, payload] of [
      ['GET', `${API}/registrations`, undefined],
      ['GET', `${API}/registrations/${registration.id}`, undefined],
      ['PUT', `${API}/registrations/${registration.id}/status`, { status: 'REJECTED' }],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: bearer(intruder),
        ...(payload ? { payload: payload as Json } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    // The owner's stored signature is not the intruder's to read.
    const signature = await app.inject({
      url: `${API}/files/presigned-download-url`,
      query: { filePath: registration.attendees[0].signatureUrl },
      headers: bearer(intruder),
    });
    expect(signature.statusCode).toBe(403);
    // The owner's attendee ids in the intruder's own registration are refused on their field.
    await post(intruder, generalPayload(eventId, intruder.email));
    const own = (
      await app.inject({ url: `${API}/registrations/me/event/${eventId}`, headers: bearer(intruder) })
    ).json().data;
    const hijack = {
      ...generalPayload(eventId, intruder.email),
      attendees: [
        { ...attendee({ isMainProfile: true, email: intruder.email }), id: own.attendees[0].id },
        { ...attendee(), id: attendeeId },
      ],
    };
    const refused = await app.inject({
      method: 'PUT',
      url: `${API}/registrations/me/event/${eventId}`,
      headers: bearer(intruder),
      payload: hijack as Json,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((e: Json) => e['field'])).toContain('attendees[1].id');

    // Nothing of the owner's registration changed.
    expect(
      (await app.inject({ url: `${API}/registrations/me/event/${eventId}`, headers: bearer(owner) })).json().data,
    ).toEqual(before);
  });
});
