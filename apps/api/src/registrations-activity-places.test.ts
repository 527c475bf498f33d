import {
  API,
  bearer,
  engine,
  SETUP_TIMEOUT,
  startActivitiesApi,
  type ActivitiesApi,
  type Json,
} from './test-activities';
import { withoutStatus } from './test-registrations';

// People taken off a registration give back the activity places they held, and the waitlist moves
// up: otherwise adding people, booking them and removing them again would lock places for good.

describe(`activity places of people taken off a registration (${engine})`, () => {
  let api: ActivitiesApi;
  beforeAll(async () => {
    api = await startActivitiesApi();
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  it('frees the places of attendees an edit removes, and the sweep promotes the waitlist into them', async () => {
    const { app, ann, bob, annAttendees, bobAttendees, demoEventId } = api;
    const subEventId = await api.newActivity({ capacity: 3, isAllowWaitList: true });
    const all = annAttendees.map((id) => ({ id, isPayment: false }));
    expect((await api.reserve(ann, { subEventId, attendees: all })).statusCode).toBe(201);
    const waiting = await api.reserve(bob, { subEventId, attendees: [{ id: bobAttendees[0], isPayment: false }] });
    expect(waiting.statusCode).toBe(201);
    expect(await api.placesHeld(subEventId)).toBe(3);

    const current = (
      await app.inject({ url: `${API}/registrations/me/event/${demoEventId}`, headers: bearer(ann) })
    ).json().data;
    const edited = await app.inject({
      method: 'PUT',
      url: `${API}/registrations/me/event/${demoEventId}`,
      headers: bearer(ann),
      payload: {
        eventId: demoEventId,
        type: 'GENERAL',
        payment: null,
        attendees: [withoutStatus(current.attendees[0])],
      } as Json,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Ann keeps one place; the two others are given back at once.
    expect(await api.placesHeld(subEventId)).toBe(1);
    const records = await api.recordsAt(subEventId);
    expect(records.filter((r) => r.registrationId === current.id).map((r) => r.status)).toEqual(['RESERVED']);

    // The sweep moves the waitlist up: Bob takes one of the freed places.
    await api.handlers['expire-activity-holds']();
    expect(await api.placesHeld(subEventId)).toBe(2);
    const after = await api.recordsAt(subEventId);
    expect(after.filter((r) => r.attendeeId === bobAttendees[0]).map((r) => r.status)).toEqual(['RESERVED']);
  });
});
