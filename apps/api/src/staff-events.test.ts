import { eq } from 'drizzle-orm';
import { auditTrailOf } from '@festival/server-audit';
import { delegationKeys } from '@festival/server-events';
import { grantRole } from '@festival/server-permissions';
import { DEMO_DELEGATION_NAME } from '@festival/server-seed';
import {
  API,
  bearer,
  engine,
  SETUP_TIMEOUT,
  startActivitiesApi,
  UNKNOWN_ID,
  type ActivitiesApi,
  type Json,
  type User,
} from './test-activities';
import { delegatePayload } from './test-registrations';

const choose = (ids: string[]) => ids.map((id) => ({ id, isPayment: false }));

const eventBody = (overrides: Json = {}): Json => ({
  name: 'Makahiki Games',
  description: 'Games of the harvest season',
  status: 'INACTIVE',
  startDate: '2027-08-01T18:00:00.000Z',
  endDate: '2027-08-03T04:00:00.000Z',
  location: 'Kapiʻolani Park',
  capacity: 500,
  registrationFee: 0,
  requiresReview: true,
  bannerImage: '',
  logoImage: '',
  refLink: 'https://festival.example/makahiki',
  ...overrides,
});

const activityBody = (overrides: Json = {}): Json => ({
  name: 'Kapa dyeing workshop',
  description: 'Bring flowers',
  status: 'ACTIVE',
  startDate: '2027-07-02T19:00:00.000Z',
  endDate: '2027-07-02T21:00:00.000Z',
  location: 'Hale Hālāwai',
  capacity: 1,
  isAllowWaitList: true,
  activityRegistrationFee: 0,
  registrationFee: 0,
  imageUrl: '',
  ...overrides,
});

describe(`API staff events, activities and delegation keys (${engine})`, () => {
  let api: ActivitiesApi;
  let staff: User;
  const as = (user: User | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
    api.app.inject({ method, url: `${API}${url}`, ...(user ? { headers: bearer(user) } : {}), payload });

  beforeAll(async () => {
    api = await startActivitiesApi();
    staff = await api.idp.newSignedInUser({ givenName: 'Staff', familyName: 'Member' });
    await grantRole(api.database.db, { sub: staff.sub, email: staff.email }, 'Administrator');
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  it('refuses visitors (401) and attendees without EVENT / EVENT_MANAGEMENT permissions (403), before reading the body', async () => {
    const id = api.demoEventId;
    const routes = [
      ['GET', '/events', 'FORBIDDEN_READ'],
      ['POST', '/events', 'FORBIDDEN_WRITE'],
      ['PUT', `/events/${id}`, 'FORBIDDEN_WRITE'],
      ['GET', `/events/${id}/delegation-keys`, 'FORBIDDEN_READ'],
      ['POST', `/events/${id}/delegation-keys`, 'FORBIDDEN_WRITE'],
      ['DELETE', `/events/${id}/delegation-keys/${UNKNOWN_ID}`, 'FORBIDDEN_WRITE'],
      ['GET', `/events/${id}/sub-events`, 'FORBIDDEN_READ'],
      ['POST', `/events/${id}/sub-events`, 'FORBIDDEN_WRITE'],
      ['GET', `/sub-events/${UNKNOWN_ID}`, 'FORBIDDEN_READ'],
      ['PUT', `/sub-events/${UNKNOWN_ID}`, 'FORBIDDEN_WRITE'],
    ] as const;
    for (const [method, url, code] of routes) {
      expect((await as(null, method, url)).statusCode, `${method} ${url}`).toBe(401);
      const refused = await as(api.ann, method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({
        code,
        message:
          code === 'FORBIDDEN_READ'
            ? 'You do not have permission to access this data'
            : 'You do not have permission to trigger this action',
      });
    }
  });

  describe('main events', () => {
    it('creates, lists (any status, filter, search, sort), edits and cancels an event, each change audited', async () => {
      const created = await as(staff, 'POST', '/events', eventBody());
      expect(created.statusCode, created.body).toBe(201);
      const event = created.json().data;
      expect(event).toMatchObject({ name: 'Makahiki Games', status: 'INACTIVE', capacity: 500, requiresReview: true });

      const list = (await as(staff, 'GET', '/events?status=INACTIVE&search=makahiki&sort=name&order=desc')).json();
      expect(list).toMatchObject({ totalRecords: 1, hasNext: false });
      expect(list.data[0].id).toBe(event.id);
      // The demo festival, the past one (its media cut-off passed) and this one.
      expect((await as(staff, 'GET', '/events?take=50')).json().totalRecords).toBe(3);
      // Attendees see only ACTIVE events.
      expect((await api.app.inject(`${API}/events/active`)).json().data.map((e: Json) => e['id'])).not.toContain(
        event.id,
      );

      const edited = await as(staff, 'PUT', `/events/${event.id}`, eventBody({ status: 'ACTIVE', capacity: 600 }));
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data).toMatchObject({ status: 'ACTIVE', capacity: 600 });
      const cancelled = await as(staff, 'PUT', `/events/${event.id}`, eventBody({ status: 'CANCELLED' }));
      expect(cancelled.json().data.status).toBe('CANCELLED');

      const trail = await auditTrailOf(api.database.db, `event:${event.id}`);
      expect(trail.map((r) => [r.action, r.actorSub])).toEqual([
        ['event.create', staff.sub],
        ['event.update', staff.sub],
        ['event.cancel', staff.sub],
      ]);
      expect(trail[1]).toMatchObject({ before: { capacity: 500 }, after: { capacity: 600 } });
    });

    it('answers 400 with field errors for bad input and changes nothing', async () => {
      for (const body of [
        eventBody({ name: '' }),
        eventBody({ name: '   ' }),
        eventBody({ capacity: -1 }),
        eventBody({ status: 'OPEN' }),
        eventBody({ startDate: 'tomorrow' }),
        eventBody({ endDate: '2027-07-01T00:00:00.000Z' }),
        eventBody({ registrationFee: 12.5 }),
        eventBody({ extra: true }),
      ]) {
        const response = await as(staff, 'POST', '/events', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().errors?.length, response.body).toBeGreaterThan(0);
      }
      expect((await as(staff, 'PUT', `/events/${UNKNOWN_ID}`, eventBody())).statusCode).toBe(404);
      expect((await as(staff, 'GET', '/events?sort=capacity')).statusCode).toBe(400);
      expect((await as(staff, 'GET', '/events?search=Makahiki')).json().totalRecords).toBe(1);
    });
    it('takes only web addresses as links and pictures: never javascript: or data:', async () => {
      const created = await as(staff, 'POST', '/events', eventBody({ name: 'Links Festival' }));
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id;
      const before = (await as(staff, 'GET', `/events/${id}`)).body;
      for (const [field, value] of [
        ['refLink', 'javascript:alert(document.domain)'],
        ['refLink', 'JavaScript:alert(1)'],
        ['refLink', 'java\nscript:alert(1)'],
        ['refLink', ' https://festival.example/'],
        ['refLink', 'ftp://festival.example/'],
        ['refLink', '//evil.example/'],
        ['refLink', '/relative/page'],
        ['bannerImage', 'javascript:alert(document.domain)'],
        ['bannerImage', 'data:image/png;base64,iVBORw0KGgo='],
        ['logoImage', 'data:image/svg+xml,<svg onload=alert(1)>'],
        ['logoImage', 'vbscript:msgbox(1)'],
        ['logoImage', '//evil.example/logo.png'],
      ]) {
        const response = await as(staff, 'PUT', `/events/${id}`, eventBody({ name: 'Links Festival', [field]: value }));
        expect(response.statusCode, `${field}=${value}`).toBe(400);
        expect(response.json().errors).toContainEqual({
          field: `body.${field}`,
          message: expect.stringMatching(/^must be a web address starting with https:\/\//),
        });
      }
      const activity = await as(
        staff,
        'POST',
        `/events/${id}/sub-events`,
        activityBody({ imageUrl: 'javascript:alert(1)' }),
      );
      expect(activity.statusCode).toBe(400);
      expect((await as(staff, 'GET', `/events/${id}`)).body).toBe(before);

      // https anywhere; http too on the embedded default (these tests run it); the site's own pictures.
      const good = await as(
        staff,
        'PUT',
        `/events/${id}`,
        eventBody({
          name: 'Links Festival',
          refLink: 'http://localhost:4200/about',
          bannerImage: 'https://cdn.festival.example/banner.webp',
          logoImage: '/media/demo/logo.svg',
        }),
      );
      expect(good.statusCode, good.body).toBe(200);
      expect(good.json().data).toMatchObject({
        refLink: 'http://localhost:4200/about',
        logoImage: '/media/demo/logo.svg',
      });
    });
  });

  describe('activities', () => {
    it('creates an activity that attendees see, lists it for staff with its waitlist, and audits it', async () => {
      const created = await as(staff, 'POST', `/events/${api.demoEventId}/sub-events`, activityBody());
      expect(created.statusCode, created.body).toBe(201);
      const activity = created.json().data;
      const theirs = await api.app.inject({
        url: `${API}/registrations/me/event/${api.demoEventId}/sub-event?search=Kapa%20dyeing&take=50`,
        headers: bearer(api.ann),
      });
      expect(theirs.json().data.map((a: Json) => a['id'])).toContain(activity.id);

      const staffList = (
        await as(staff, 'GET', `/events/${api.demoEventId}/sub-events?search=Kapa%20dyeing&status=ACTIVE`)
      ).json();
      expect(staffList.data).toEqual([expect.objectContaining({ id: activity.id, waitingCount: 0 })]);
      expect((await as(staff, 'GET', `/sub-events/${activity.id}`)).json().data.name).toBe('Kapa dyeing workshop');
      expect((await auditTrailOf(api.database.db, `activity:${activity.id}`)).map((r) => r.action)).toEqual([
        'activity.create',
      ]);
    });

    it("an edit to an activity shows at once in an attendee's activity list, whose page is kept", async () => {
      const created = await as(
        staff,
        'POST',
        `/events/${api.demoEventId}/sub-events`,
        activityBody({ name: 'Feather lei class' }),
      );
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id;
      const listed = async (search: string) =>
        (
          await api.app.inject({
            url: `${API}/registrations/me/event/${api.demoEventId}/sub-event`,
            query: { search },
            headers: bearer(api.ann),
          })
        ).json();
      expect((await listed('Feather lei')).data).toEqual([expect.objectContaining({ id, name: 'Feather lei class' })]);
      // The page is kept with the public reads; a staff edit clears it at once.
      const renamed = await as(staff, 'PUT', `/sub-events/${id}`, activityBody({ name: 'Feather lei class for two' }));
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await listed('Feather lei')).data).toEqual([
        expect.objectContaining({ id, name: 'Feather lei class for two' }),
      ]);
      const closed = await as(
        staff,
        'PUT',
        `/sub-events/${id}`,
        activityBody({ name: 'Feather lei class for two', status: 'INACTIVE' }),
      );
      expect(closed.statusCode, closed.body).toBe(200);
      expect(await listed('Feather lei')).toMatchObject({ data: [], totalRecords: 0 });
    });

    it('answers 400 for bad input, 404 for an unknown event or activity', async () => {
      const url = `/events/${api.demoEventId}/sub-events`;
      for (const body of [
        activityBody({ name: '' }),
        activityBody({ capacity: 'many' }),
        activityBody({ activityRegistrationFee: -5 }),
        activityBody({ endDate: '2027-07-01T00:00:00.000Z' }),
        activityBody({ isAllowWaitList: undefined }),
      ]) {
        const response = await as(staff, 'POST', url, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().errors?.length).toBeGreaterThan(0);
      }
      expect((await as(staff, 'POST', `/events/${UNKNOWN_ID}/sub-events`, activityBody())).statusCode).toBe(404);
      expect((await as(staff, 'PUT', `/sub-events/${UNKNOWN_ID}`, activityBody())).statusCode).toBe(404);
      expect((await as(staff, 'GET', `/events/${api.demoEventId}/sub-events?status=GONE`)).statusCode).toBe(400);
    });

    it('raising the capacity promotes from the waitlist; lowering it below the places taken is refused', async () => {
      const subEventId = await api.newActivity({ capacity: 1, isAllowWaitList: true });
      await api.reserve(api.ann, { subEventId, attendees: choose(api.annAttendees.slice(0, 1)) });
      await api.reserve(api.bob, { subEventId, attendees: choose(api.bobAttendees) });
      expect((await as(staff, 'GET', `/sub-events/${subEventId}`)).json().data).toMatchObject({
        numRegistration: 1,
        waitingCount: 1,
      });

      const tooSmall = await as(staff, 'PUT', `/sub-events/${subEventId}`, activityBody({ capacity: 0 }));
      expect(tooSmall.statusCode).toBe(400);
      expect(tooSmall.json().errors).toEqual([
        { field: 'body.capacity', message: expect.stringMatching(/at least 1/) },
      ]);

      api.jobs.sent.splice(0);
      const raised = await as(staff, 'PUT', `/sub-events/${subEventId}`, activityBody({ capacity: 2 }));
      expect(raised.statusCode, raised.body).toBe(200);
      expect(api.jobs.sent).toContainEqual({ name: 'promote-waitlist', data: { subEventId } });
      await api.jobs.runSent();
      const bobs = (await api.recordsAt(subEventId)).filter((r) => r.attendeeId === api.bobAttendees[0]);
      expect(bobs.map((r) => r.status)).toEqual(['RESERVED']);
      expect(await api.placesHeld(subEventId)).toBe(2);
      expect(await api.mailsTo(api.bob.email)).toEqual(
        expect.arrayContaining([expect.stringMatching(/you have a place at/)]),
      );
      const trail = await auditTrailOf(api.database.db, `activity:${subEventId}`);
      expect(trail.at(-1)).toMatchObject({
        action: 'activity.update',
        before: { capacity: 1 },
        after: { capacity: 2 },
      });
    });

    it('cancelling an activity cancels everyone booked or waiting, releases the places and emails them', async () => {
      const subEventId = await api.newActivity({ capacity: 1, isAllowWaitList: true });
      await api.reserve(api.ann, { subEventId, attendees: choose(api.annAttendees.slice(1, 2)) });
      await api.reserve(api.bob, { subEventId, attendees: choose(api.bobAttendees) });
      const response = await as(staff, 'PUT', `/sub-events/${subEventId}`, activityBody({ status: 'CANCELLED' }));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ status: 'CANCELLED', numRegistration: 0 });
      expect((await api.recordsAt(subEventId)).map((r) => r.status)).toEqual(['CANCELED', 'CANCELED']);
      for (const user of [api.ann, api.bob])
        expect(await api.mailsTo(user.email)).toEqual(expect.arrayContaining([expect.stringMatching(/is cancelled/)]));
      const trail = await auditTrailOf(api.database.db, `activity:${subEventId}`);
      expect(trail.at(-1)).toMatchObject({
        action: 'activity.cancel',
        actorSub: staff.sub,
        before: { status: 'ACTIVE' },
        after: { status: 'CANCELLED', canceledRecords: 2 },
      });
    });
  });

  describe('delegation keys', () => {
    it('makes a key shown once and stored hashed, counts its registrations, and revokes it', async () => {
      const url = `/events/${api.demoEventId}/delegation-keys`;
      const created = await as(staff, 'POST', url, { delegationName: 'Samoa' });
      expect(created.statusCode, created.body).toBe(201);
      const { key, id } = created.json().data;
      expect(key).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      const [row] = await api.database.db.select().from(delegationKeys).where(eq(delegationKeys.id, id));
      expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(key);

      const carl = await api.idp.newSignedInUser({ givenName: 'Carl', familyName: 'Tui' });
      const registered = await api.post(carl, delegatePayload(api.demoEventId, carl.email, key.toLowerCase()));
      expect(registered.statusCode, registered.body).toBe(201);

      const listed = (await as(staff, 'GET', url)).json().data;
      expect(listed[0]).toEqual({
        id,
        mainEventId: api.demoEventId,
        delegationName: 'Samoa',
        createdAt: expect.any(String),
        revokedAt: null,
        registrationCount: 1,
      });
      expect(JSON.stringify(listed)).not.toContain(key);
      // The seeded demo key (FESTPAC-2027) is listed, not revoked.
      expect(listed).toContainEqual(expect.objectContaining({ delegationName: DEMO_DELEGATION_NAME, revokedAt: null }));

      const revoked = await as(staff, 'DELETE', `${url}/${id}`);
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect(revoked.json().data).toMatchObject({ revokedAt: expect.any(String), registrationCount: 1 });
      const dave = await api.idp.newSignedInUser({ givenName: 'Dave', familyName: 'Tui' });
      const refused = await api.post(dave, delegatePayload(api.demoEventId, dave.email, key));
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('Incorrect key');

      const trail = await auditTrailOf(api.database.db, `delegation-key:${id}`);
      expect(trail.map((r) => r.action)).toEqual(['delegation-key.create', 'delegation-key.revoke']);
      expect(JSON.stringify(trail)).not.toContain(key);
    });

    it('answers 400 for a blank delegation name and 404 for an unknown key or event', async () => {
      const url = `/events/${api.demoEventId}/delegation-keys`;
      for (const body of [{ delegationName: '' }, { delegationName: '  ' }, {}, { delegationName: 'x', key: 'MINE' }]) {
        const response = await as(staff, 'POST', url, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await as(staff, 'DELETE', `${url}/${UNKNOWN_ID}`)).statusCode).toBe(404);
      expect((await as(staff, 'GET', `/events/${UNKNOWN_ID}/delegation-keys`)).statusCode).toBe(404);
    });
  });

  describe('CSV export of the events and activities lists', () => {
    /** Asks for the export as the browser does, runs the job, polls its head link, and returns the file's lines. */
    async function exportLines(url: string): Promise<string[]> {
      const response = await as(staff, 'GET', `${url}&take=10000000`);
      expect(response.statusCode, response.body).toBe(202);
      const local = (link: string) => `${new URL(link).pathname}${new URL(link).search}`;
      const links = response.json().data as { head: string; get: string };
      await api.jobs.runSent(); // this app records its jobs: run the export now
      for (let attempt = 0; attempt < 90; attempt += 1) {
        const status = (await api.app.inject({ url: local(links.head), headers: bearer(staff) })).json().data.status;
        if (status === 'DONE') break;
        expect(status).not.toBe('FAILED');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return (await api.app.inject({ url: local(links.get) })).body.slice(1).trimEnd().split('\n');
    }

    it('writes the events list, filtered and sorted, row for row as the page shows it', async () => {
      const query = '/events?sort=name&order=desc';
      const page = (await as(staff, 'GET', `${query}&take=50`)).json();
      expect(page.totalRecords).toBeGreaterThan(1);
      const [header, ...rows] = await exportLines(query);
      expect(header).toBe('Name,Status,Start,End,Location,Capacity,Registration fee (cents),Review needed,Id');
      expect(rows.map((row) => row.split(',').at(-1))).toEqual(page.data.map((e: Json) => e['id']));
      expect(rows.map((row) => row.split(',')[1])).toEqual(page.data.map((e: Json) => e['status']));

      const filtered = await exportLines(
        `/events?status=${page.data[0].status}&search=${encodeURIComponent(page.data[0].name)}`,
      );
      expect(filtered.slice(1).map((row) => row.split(',').at(-1))).toContain(page.data[0].id);
      expect((await as(api.ann, 'GET', '/events?take=10000000')).statusCode).toBe(403);
    });

    it("writes an event's activities list row for row as the page shows it; 404 for an unknown event", async () => {
      const query = `/events/${api.demoEventId}/sub-events?sort=name&order=asc`;
      const page = (await as(staff, 'GET', `${query}&take=50`)).json();
      expect(page.totalRecords).toBeGreaterThan(0);
      const [header, ...rows] = await exportLines(query);
      expect(header).toBe('Name,Status,Start,End,Location,Capacity,Places held,Waitlist allowed,Fee (cents),Id');
      expect(rows.map((row) => row.split(',').at(-1))).toEqual(page.data.map((a: Json) => a['id']));
      expect(rows).toHaveLength(page.totalRecords);
      const unknown = await as(staff, 'GET', `/events/${UNKNOWN_ID}/sub-events?take=10000000`);
      expect(unknown.statusCode).toBe(404);
      expect((await as(api.ann, 'GET', `${query}&take=10000000`)).statusCode).toBe(403);
    });

    it("writes an event's delegation keys with their registration counts, never the key; 404 for an unknown event", async () => {
      const url = `/events/${api.demoEventId}/delegation-keys`;
      const made = (await as(staff, 'POST', url, { delegationName: 'Export, "quoted" Islands' })).json().data;
      const list = (await as(staff, 'GET', url)).json().data as Json[];
      const [header, ...rows] = await exportLines(`${url}?`);
      expect(header).toBe('Delegation,Created,Revoked,Registrations,Id');
      expect(rows.map((row) => row.split(',').at(-1))).toEqual(list.map((k) => k['id']));
      expect(rows.map((row) => row.split(',').at(-2))).toEqual(list.map((k) => String(k['registrationCount'])));
      expect(rows.find((row) => row.endsWith(made.id))).toMatch(/^"Export, ""quoted"" Islands",/);
      expect(rows.join('\n')).not.toContain(made.key);
      expect((await as(staff, 'GET', `/events/${UNKNOWN_ID}/delegation-keys?take=10000000`)).statusCode).toBe(404);
      expect((await as(api.ann, 'GET', `${url}?take=10000000`)).statusCode).toBe(403);
      expect((await as(staff, 'GET', `${url}?take=0`)).statusCode).toBe(400);
    });
  });
});
