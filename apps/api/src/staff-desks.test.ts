import { eq } from 'drizzle-orm';
import { subEventRegistrations } from '@festival/server-activities';
import { auditTrailOf } from '@festival/server-audit';
import { insertDelegationKey, insertSubEvents } from '@festival/server-events';
import { listMailbox } from '@festival/server-mail';
import { grantRole, rolePermissions, roles } from '@festival/server-permissions';
import {
  API,
  attendee,
  bearer,
  delegatePayload,
  engine,
  generalPayload,
  SETUP_TIMEOUT,
  startRegistrationsApi,
  UNKNOWN_ID,
  type Json,
  type RegistrationsApi,
  type User,
} from './test-registrations';

// The staff desks beyond one registration's status: filters, bulk moves, the detail with activities
// and requests, the delegation overview, the visa and accommodation desks and the dashboard.

describe(`API staff desks (${engine})`, () => {
  let api: RegistrationsApi;
  let admin: User;
  let housingReader: User;
  let eventId: string;
  let activityId: string;
  const ids = {} as Record<'ann' | 'bob' | 'carl', string>;
  const attendeesOf = {} as Record<'ann' | 'bob' | 'carl', string[]>;

  const get = (user: User | null, url: string) =>
    api.app.inject({ url: `${API}${url}`, ...(user ? { headers: bearer(user) } : {}) });
  const send = (user: User | null, method: 'POST' | 'PUT', url: string, payload: Json) =>
    api.app.inject({ method, url: `${API}${url}`, payload, ...(user ? { headers: bearer(user) } : {}) });

  beforeAll(async () => {
    api = await startRegistrationsApi({ withAdmin: true });
    const { app, idp, config, database, ann, bob } = api;
    admin = await idp.signIn(config.admin.email, config.admin.password);
    eventId = await api.newEvent({ capacity: 20, requiresReview: true, name: 'Staff Desk Festival' });
    await insertDelegationKey(database.db, { mainEventId: eventId, key: 'MANA-2027', delegationName: 'Aotearoa' });
    const carl = await idp.newSignedInUser({ givenName: 'Carl' });

    const register = async (who: 'ann' | 'bob' | 'carl', user: User, payload: Json) => {
      const response = await api.post(user, payload);
      expect(response.statusCode, response.body).toBe(201);
      ids[who] = response.json().data.id;
      attendeesOf[who] = response.json().data.attendees.map((a: Json) => a['id']);
    };
    await register('ann', ann, generalPayload(eventId, ann.email, 1));
    const bobs = generalPayload(eventId, bob.email) as { attendees: Json[] };
    bobs.attendees[0] = attendee({
      isMainProfile: true,
      email: bob.email,
      firstName: 'Bob',
      lastName: 'Akana',
      countryId: 'WS',
    });
    await register('bob', bob, bobs);
    await register('carl', carl, delegatePayload(eventId, carl.email, 'MANA-2027', 1));

    // An activity nearly full, where one of Ann's attendees holds a place and someone waits.
    const [activity] = await insertSubEvents(database.db, [
      {
        mainEventId: eventId,
        name: 'Hula workshop',
        status: 'ACTIVE',
        capacity: 2,
        numRegistration: 2,
        isAllowWaitList: true,
        startDate: new Date('2027-07-02T19:00:00Z'),
        endDate: new Date('2027-07-02T21:00:00Z'),
        location: 'Hale',
      },
    ]);
    activityId = activity.id;
    await database.db.insert(subEventRegistrations).values([
      { subEventId: activityId, registrationId: ids.ann, attendeeId: attendeesOf.ann[0], status: 'RESERVED' },
      { subEventId: activityId, registrationId: ids.bob, attendeeId: attendeesOf.bob[0], status: 'WAITING_LIST' },
    ]);

    // Ann asks for visa help for both her attendees, and a room for herself.
    const visa = await app.inject({
      method: 'PUT',
      url: `${API}/registrations/me/event/${eventId}/visa-assistance`,
      headers: bearer(ann),
      payload: {
        requests: attendeesOf.ann.map((attendeeId) => ({
          attendeeId,
          passportCountryId: 'WS',
          nationalityCountryId: 'WS',
          arrivalDate: '2027-06-30',
          departureDate: '2027-07-05',
          needsInvitationLetter: true,
        })),
      },
    });
    expect(visa.statusCode, visa.body).toBe(200);
    const room = await app.inject({
      method: 'PUT',
      url: `${API}/registrations/me/event/${eventId}/accommodation-assistance`,
      headers: bearer(ann),
      payload: {
        requests: [
          {
            attendeeId: attendeesOf.ann[0],
            checkInDate: '2027-06-30',
            checkOutDate: '2027-07-05',
            roomSharing: 'SINGLE',
          },
        ],
      },
    });
    expect(room.statusCode, room.body).toBe(200);

    // A housing desk volunteer who may only read the requests.
    housingReader = await idp.newSignedInUser({ givenName: 'Hoku' });
    const [role] = await database.db.insert(roles).values({ name: 'Housing reader' }).returning();
    await database.db.insert(rolePermissions).values({ roleId: role.id, permission: 'ACCOMMODATION:R' });
    await grantRole(database.db, { sub: housingReader.sub }, 'Housing reader');
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  describe('permissions', () => {
    const reads = [
      ['/registrations/delegations', 'ATTENDEE'],
      ['/dashboard', 'ATTENDEE'],
      ['/assistance/visa-requests', 'ACCOMMODATION'],
      ['/assistance/accommodation-requests', 'ACCOMMODATION'],
    ] as const;
    const writes = (): [string, string, Json][] => [
      ['POST', '/registrations/status', { ids: [ids.ann], status: 'APPROVED' }],
      ['PUT', `/assistance/visa-requests/${UNKNOWN_ID}/status`, { status: 'COMPLETED' }],
      ['PUT', `/assistance/accommodation-requests/${UNKNOWN_ID}/status`, { status: 'RESERVED' }],
    ];

    it('refuses visitors (401) and attendees without staff permissions (403 with the SPEC message)', async () => {
      for (const [url] of reads) {
        expect((await get(null, url)).statusCode, url).toBe(401);
        const refused = await get(api.ann, url);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json()).toMatchObject({
          code: 'FORBIDDEN_READ',
          message: 'You do not have permission to access this data',
        });
      }
      for (const [method, url, payload] of writes()) {
        expect((await send(null, method as 'PUT', url, payload)).statusCode, url).toBe(401);
        const refused = await send(api.ann, method as 'PUT', url, payload);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json()).toMatchObject({
          code: 'FORBIDDEN_WRITE',
          message: 'You do not have permission to trigger this action',
        });
      }
    });

    it('lets ACCOMMODATION:R read the desks but neither change them nor read registrations', async () => {
      expect((await get(housingReader, '/assistance/visa-requests')).statusCode).toBe(200);
      expect((await get(housingReader, '/assistance/accommodation-requests')).statusCode).toBe(200);
      expect((await get(housingReader, '/registrations')).statusCode).toBe(403);
      expect((await get(housingReader, '/dashboard')).statusCode).toBe(403);
      const visa = (await get(housingReader, '/assistance/visa-requests')).json().data[0];
      const refused = await send(housingReader, 'PUT', `/assistance/visa-requests/${visa.id}/status`, {
        status: 'COMPLETED',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN_WRITE');
    });
  });

  describe('registrations list filters', () => {
    const emailsOf = async (query: string) =>
      (await get(admin, `/registrations?eventId=${eventId}&${query}`))
        .json()
        .data.map((r: { mainAttendee: { firstName: string } }) => r.mainAttendee.firstName);

    it('filters by type, activity and country', async () => {
      expect(await emailsOf('type=DELEGATE')).toHaveLength(1);
      expect((await emailsOf('type=GENERAL')).sort()).toEqual(['Ann', 'Bob']);
      expect((await emailsOf(`activityId=${activityId}`)).sort()).toEqual(['Ann', 'Bob']);
      expect(await emailsOf(`activityId=${UNKNOWN_ID}`)).toEqual([]);
      expect(await emailsOf('countryId=ws')).toEqual(['Bob']);
      expect(await emailsOf('countryId=WS&type=DELEGATE')).toEqual([]);
    });

    it.each([
      ['a malformed activity', 'activityId=hula'],
      ['a malformed country', 'countryId=Samoa'],
      ['an unknown type', 'type=VIP'],
    ])('answers 400 for %s', async (_name, query) => {
      const response = await get(admin, `/registrations?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
    });
  });

  it('shows a registration with each attendee’s activities and visa and accommodation requests', async () => {
    const response = await get(admin, `/registrations/${ids.ann}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().data;
    expect(detail.attendees).toHaveLength(2);
    expect(detail.activities).toEqual([
      expect.objectContaining({
        subEventId: activityId,
        name: 'Hula workshop',
        attendeeId: attendeesOf.ann[0],
        status: 'RESERVED',
      }),
    ]);
    expect(detail.visaRequests.map((e: Json) => e['status'])).toEqual(['PENDING', 'PENDING']);
    expect(detail.accommodationRequests.map((e: Json) => e['status'])).toEqual(['NOT_RESERVED', null]);
  });

  it('shows each delegation with its members', async () => {
    const response = await get(admin, `/registrations/delegations?eventId=${eventId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({ delegationName: 'Aotearoa', eventId, registrationCount: 1 }),
    ]);
    const members = response.json().data[0].members;
    expect(members).toHaveLength(2);
    expect(members[0]).toMatchObject({ registrationId: ids.carl, isMainProfile: true, status: 'PENDING' });
    expect((await get(admin, '/registrations/delegations?eventId=nope')).statusCode).toBe(400);
  });

  describe('bulk status change', () => {
    it('moves each registration the state machine allows, refuses the others, audits and emails each', async () => {
      expect((await send(admin, 'PUT', `/registrations/${ids.carl}/status`, { status: 'REJECTED' })).statusCode).toBe(
        200,
      );
      const response = await send(admin, 'POST', '/registrations/status', {
        ids: [ids.ann, ids.carl, ids.bob, UNKNOWN_ID],
        status: 'APPROVED',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual([
        { id: ids.ann, ok: true, status: 'APPROVED', message: null },
        {
          id: ids.carl,
          ok: false,
          status: 'REJECTED',
          message: 'A registration that is REJECTED cannot become APPROVED.',
        },
        { id: ids.bob, ok: true, status: 'APPROVED', message: null },
        { id: UNKNOWN_ID, ok: false, status: null, message: 'Registration not found' },
      ]);
      for (const id of [ids.ann, ids.bob]) {
        const trail = await auditTrailOf(api.database.db, `registration:${id}`);
        expect(trail.at(-1)).toMatchObject({
          actorSub: admin.sub,
          before: { status: 'PENDING' },
          after: { status: 'APPROVED' },
        });
      }
      expect(await auditTrailOf(api.database.db, `registration:${ids.carl}`)).toHaveLength(1);
      for (const user of [api.ann, api.bob]) {
        let mail: Awaited<ReturnType<typeof listMailbox>> = [];
        for (let i = 0; i < 50 && mail.length === 0; i += 1) {
          mail = (await listMailbox(api.database.db, user.email.toLowerCase(), 10)).filter((m) =>
            m.text.includes('is now: Approved.'),
          );
          if (mail.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(mail, user.email).toHaveLength(1);
      }
    });

    it.each([
      ['no ids', { ids: [], status: 'APPROVED' }],
      ['a repeated id', { ids: [UNKNOWN_ID, UNKNOWN_ID], status: 'APPROVED' }],
      ['a malformed id', { ids: ['ann'], status: 'APPROVED' }],
      ['an unknown status', { ids: [UNKNOWN_ID], status: 'MAYBE' }],
      [
        'more than 100 ids',
        {
          ids: Array.from({ length: 101 }, (_, i) => UNKNOWN_ID.replace(/0{3}$/, String(i).padStart(3, '0'))),
          status: 'APPROVED',
        },
      ],
    ])('answers 400 for %s, changing nothing', async (_name, payload) => {
      const response = await send(admin, 'POST', '/registrations/status', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
    });
  });

  describe('visa desk', () => {
    it('lists the requests with who asked, filtered by status and searched by name', async () => {
      const response = await get(admin, `/assistance/visa-requests?eventId=${eventId}&status=PENDING`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ totalRecords: 2 });
      expect(response.json().data[0]).toMatchObject({
        registrationId: ids.ann,
        eventId,
        status: 'PENDING',
        passportCountryId: 'WS',
        arrivalDate: '2027-06-30',
      });
      const found = (await get(admin, `/assistance/visa-requests?search=${encodeURIComponent('ann kea')}`)).json();
      expect(found.totalRecords).toBe(1);
      expect(found.data[0].email).toBe(api.ann.email);
    });

    it('marks a request COMPLETED once, audited; the attendee then sees it closed', async () => {
      const [request] = (await get(admin, `/assistance/visa-requests?eventId=${eventId}&sort=name&order=asc`)).json()
        .data;
      const url = `/assistance/visa-requests/${request.id}/status`;
      const done = await send(admin, 'PUT', url, { status: 'COMPLETED' });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().data).toMatchObject({ id: request.id, status: 'COMPLETED' });
      expect((await send(admin, 'PUT', url, { status: 'COMPLETED' })).statusCode).toBe(200);
      const trail = await auditTrailOf(api.database.db, `visa-request:${request.id}`);
      expect(trail).toEqual([
        expect.objectContaining({ actorSub: admin.sub, before: { status: 'PENDING' }, after: { status: 'COMPLETED' } }),
      ]);
      const mine = (await get(api.ann, `/registrations/me/event/${eventId}/visa-assistance`)).json().data;
      expect(mine.find((e: Json) => e['attendeeId'] === request.attendeeId).status).toBe('COMPLETED');
      expect(
        (await get(admin, `/assistance/visa-requests?eventId=${eventId}&status=COMPLETED`)).json().totalRecords,
      ).toBe(1);
    });

    it.each([
      ['PENDING', { status: 'PENDING' }],
      ['an extra field', { status: 'COMPLETED', note: 'x' }],
    ])('answers 400 for %s', async (_name, payload) => {
      expect((await send(admin, 'PUT', `/assistance/visa-requests/${UNKNOWN_ID}/status`, payload)).statusCode).toBe(
        400,
      );
    });

    it('answers 404 for an unknown request and 400 for a bad filter', async () => {
      expect(
        (await send(admin, 'PUT', `/assistance/visa-requests/${UNKNOWN_ID}/status`, { status: 'COMPLETED' }))
          .statusCode,
      ).toBe(404);
      expect((await get(admin, '/assistance/visa-requests?status=EMPTY')).statusCode).toBe(400);
    });
  });

  describe('accommodation desk', () => {
    it('waitlists then reserves a room, audited, filtered by status and room sharing', async () => {
      const list = (
        await get(admin, `/assistance/accommodation-requests?eventId=${eventId}&status=NOT_RESERVED`)
      ).json();
      expect(list.totalRecords).toBe(1);
      const request = list.data[0];
      expect(request).toMatchObject({
        attendeeId: attendeesOf.ann[0],
        roomSharing: 'SINGLE',
        checkInDate: '2027-06-30',
      });
      const url = `/assistance/accommodation-requests/${request.id}/status`;
      expect((await send(admin, 'PUT', url, { status: 'WAITLIST' })).json().data.status).toBe('WAITLIST');
      expect((await send(admin, 'PUT', url, { status: 'RESERVED' })).json().data.status).toBe('RESERVED');
      const trail = await auditTrailOf(api.database.db, `accommodation-request:${request.id}`);
      expect(trail.map((e) => [e.before, e.after])).toEqual([
        [{ status: 'NOT_RESERVED' }, { status: 'WAITLIST' }],
        [{ status: 'WAITLIST' }, { status: 'RESERVED' }],
      ]);
      expect(
        (
          await get(admin, `/assistance/accommodation-requests?eventId=${eventId}&status=RESERVED&roomSharing=SINGLE`)
        ).json().totalRecords,
      ).toBe(1);
      expect(
        (await get(admin, `/assistance/accommodation-requests?eventId=${eventId}&roomSharing=SHARE_WITH_ANYONE`)).json()
          .totalRecords,
      ).toBe(0);
    });

    it.each([
      ['NOT_RESERVED', { status: 'NOT_RESERVED' }],
      ['no status', {}],
    ])('answers 400 for %s', async (_name, payload) => {
      expect(
        (await send(admin, 'PUT', `/assistance/accommodation-requests/${UNKNOWN_ID}/status`, payload)).statusCode,
      ).toBe(400);
    });

    it('answers 404 for an unknown request', async () => {
      expect(
        (await send(admin, 'PUT', `/assistance/accommodation-requests/${UNKNOWN_ID}/status`, { status: 'RESERVED' }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('CSV export of the desks', () => {
    /** Asks for the export as the browser does, polls its head link, and returns the file's lines. */
    async function exportLines(user: User, url: string): Promise<string[]> {
      const response = await get(user, `${url}&take=10000000`);
      expect(response.statusCode, response.body).toBe(202);
      const local = (link: string) => `${new URL(link).pathname}${new URL(link).search}`;
      const links = response.json().data as { head: string; get: string };
      for (let attempt = 0; attempt < 90; attempt += 1) {
        const status = (await api.app.inject({ url: local(links.head), headers: bearer(user) })).json().data.status;
        if (status === 'DONE') break;
        expect(status).not.toBe('FAILED');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return (await api.app.inject({ url: local(links.get) })).body.slice(1).trimEnd().split('\n');
    }

    it('writes the visa desk’s filtered list, row for row as the page shows it', async () => {
      const query = `/assistance/visa-requests?eventId=${eventId}&sort=name&order=asc`;
      const page = (await get(admin, query)).json().data as Json[];
      const [header, ...rows] = await exportLines(admin, query);
      expect(header).toBe(
        'First name,Last name,Email,Status,Passport country,Nationality,Arrival,Departure,Invitation letter,Notes,Registration,Requested',
      );
      expect(rows.map((row) => row.split(',').slice(0, 4))).toEqual(
        page.map((r) => [r['firstName'], r['lastName'], r['email'], r['status']]),
      );
    });

    it('writes the accommodation desk’s list, and keeps it to ACCOMMODATION:R', async () => {
      const query = `/assistance/accommodation-requests?eventId=${eventId}`;
      const page = (await get(admin, query)).json();
      const [header, ...rows] = await exportLines(admin, query);
      expect(header).toBe(
        'First name,Last name,Email,Status,Check-in,Check-out,Room sharing,Special needs,Registration,Requested',
      );
      expect(rows).toHaveLength(page.totalRecords);
      expect((await get(api.ann, `${query}&take=10000000`)).statusCode).toBe(403);
    });
  });

  it('counts what matters on the day', async () => {
    // One of Bob's attendees came through the door today, and Ann's at the activity.
    await api.app.inject({
      method: 'PUT',
      url: `${API}/registrations/${ids.bob}/status`,
      headers: bearer(admin),
      payload: { status: 'CHECKED_IN' },
    });
    await api.database.db
      .update(subEventRegistrations)
      .set({ status: 'CHECKED_IN', updatedAt: new Date() })
      .where(eq(subEventRegistrations.attendeeId, attendeesOf.ann[0]));

    const response = await get(admin, `/dashboard?eventId=${eventId}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    const byStatus = Object.fromEntries(data.registrationsByStatus.map((r: Json) => [r['status'], r['count']]));
    expect(byStatus).toEqual({ APPROVED: 1, CHECKED_IN: 1, REJECTED: 1 });
    const byType = Object.fromEntries(data.registrationsByType.map((r: Json) => [r['type'], r['count']]));
    expect(byType).toEqual({ GENERAL: 2, DELEGATE: 1 });
    expect(data.activitiesFillingUp).toEqual([
      { id: activityId, name: 'Hula workshop', capacity: 2, placesHeld: 2, waitlisted: 1 },
    ]);
    expect(data).toMatchObject({
      activityWaitlist: 1,
      pendingVisaRequests: 1,
      pendingAccommodationRequests: 0,
      checkInsToday: 1,
      activityCheckInsToday: 1,
    });
    expect((await get(admin, '/dashboard?eventId=1')).statusCode).toBe(400);
  });
});
