import { brotliDecompressSync } from 'node:zlib';
import { grantRole } from '@festival/server-permissions';
import {
  API,
  bearer,
  engine,
  SETUP_TIMEOUT,
  startActivitiesApi,
  type ActivitiesApi,
  type Json,
  type User,
} from './test-activities';

describe(`API public reads: ETag, Cache-Control, the in-process cache (${engine})`, () => {
  let api: ActivitiesApi;
  let staff: User;
  const read = (url: string, headers: Record<string, string> = {}) => api.app.inject({ url: `${API}${url}`, headers });

  beforeAll(async () => {
    api = await startActivitiesApi();
    staff = await api.idp.newSignedInUser({ givenName: 'Staff', familyName: 'Member' });
    await grantRole(api.database.db, { sub: staff.sub, email: staff.email }, 'Administrator');
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  it('answers the public reads with a strong ETag and a short public Cache-Control, and 304 to a matching If-None-Match', async () => {
    for (const url of ['/events/active', '/contents', `/events/${api.demoEventId}`, '/events/active?take=1']) {
      const first = await read(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('public, max-age=5, stale-while-revalidate=30');
      const etag = String(first.headers['etag']);
      expect(etag, url).toMatch(/^"[\w-]+"$/);

      const again = await read(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers['etag'], url).toBe(etag);
      // Another validator, or none: the whole answer, the same bytes.
      const other = await read(url, { 'if-none-match': '"something-else"' });
      expect(other.statusCode, url).toBe(200);
      expect(other.body, url).toBe(first.body);
    }
    // Each query is its own answer.
    expect((await read('/events/active?take=1&skip=1')).headers['etag']).not.toBe(
      (await read('/events/active?take=1')).headers['etag'],
    );
  });

  it('sends a large answer compressed, with its own validator; either validator revalidates', async () => {
    const plain = await read('/contents');
    const compressed = await read('/contents', { 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['vary']).toContain('accept-encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    const etag = String(compressed.headers['etag']);
    expect(etag).toBe(String(plain.headers['etag']).replace(/"$/, '-br"'));
    expect((await read('/contents', { 'accept-encoding': 'br', 'if-none-match': etag })).statusCode).toBe(304);
    expect((await read('/contents', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it("shows a staff member's change to an event or an activity on the next read, under a new ETag", async () => {
    const url = `/events/${api.demoEventId}`;
    const before = await read(url);
    const event = before.json().data;
    const staffRequest = (method: 'POST' | 'PUT', path: string, payload: Json) =>
      api.app.inject({ method, url: `${API}${path}`, headers: bearer(staff), payload });

    // What an event's answer has that its input has not: the id, the activities, the banner's sized variants.
    const {
      id: _id,
      status: _status,
      subEvents: _subEvents,
      timezone: _timezone,
      bannerImageVariants: _variants,
      ...fields
    } = event;
    void [_id, _status, _subEvents, _timezone, _variants];
    const renamed = await staffRequest('PUT', url, { ...fields, status: 'ACTIVE', name: `${event.name} (renamed)` });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await read(url, { 'if-none-match': String(before.headers['etag']) });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.name).toBe(`${event.name} (renamed)`);
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
    expect((await read('/events/active')).json().data.map((e: Json) => e['name'])).toContain(`${event.name} (renamed)`);

    const created = await staffRequest('POST', `${url}/sub-events`, {
      name: 'Lei making',
      description: '',
      status: 'ACTIVE',
      startDate: '2027-07-02T19:00:00.000Z',
      endDate: '2027-07-02T21:00:00.000Z',
      location: 'Hall B',
      capacity: 10,
      isAllowWaitList: false,
      activityRegistrationFee: 0,
      registrationFee: 0,
      imageUrl: '',
    });
    expect(created.statusCode, created.body).toBe(201);
    const activity = created.json().data;
    expect((await read(url)).json().data.subEvents.map((s: Json) => s['name'])).toContain('Lei making');

    const { id: _a, mainEventId: _m, numRegistration: _n, imageVariants: _v, ...activityFields } = activity;
    void [_a, _m, _n, _v];
    const closed = await staffRequest('PUT', `/sub-events/${activity.id}`, { ...activityFields, status: 'INACTIVE' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await read(url)).json().data.subEvents.map((s: Json) => s['id'])).not.toContain(activity.id);
  });

  it("never shares a signed-in caller's answer: no-store for them, and their own reads stay theirs", async () => {
    const url = `/events/${api.demoEventId}`;
    const visitor = await read(url);
    const signedIn = await read(url, bearer(api.ann));
    // A public read holds nothing personal: the same bytes whoever asks, but no shared cache keeps the signed-in one.
    expect(signedIn.body).toBe(visitor.body);
    expect(signedIn.headers['cache-control']).toBe('no-store');

    const mine = await read('/events/me', bearer(api.ann));
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.headers['etag']).toBeUndefined();
    expect((await read('/events/me')).statusCode).toBe(401);
    const bobs = await read('/events/me', bearer(api.bob));
    expect(bobs.json().data[0].registrationId).not.toBe(mine.json().data[0].registrationId);
  });
});
