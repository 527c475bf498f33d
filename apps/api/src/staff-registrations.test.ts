import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { auditTrailOf } from '@festival/server-audit';
import { type Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { insertMainEvent } from '@festival/server-events';
import { listMailbox } from '@festival/server-mail';
import { seedDemoData } from '@festival/server-seed';
import { buildApp } from './app';
import { seedAdminHook } from './seed-admin';
import { testConfig } from './test-app';
import { validAttendee } from '@festival/shared-util-api-contracts/testing';
import { testIdpClient, type TestIdpClient } from './test-idp-client';

const engine = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
const API = '/api-svc/v1';
const FULL =
  'The event has reached its maximum capacity and we are unable to accept any more registrations at this time.';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type User = { email: string; sub: string; idToken: string };
const bearer = (user: User) => ({ authorization: `Bearer ${user.idToken}` });

/** A valid attendee per SPEC.md §5 (extras get their own email). */
function attendee(isMainProfile: boolean, firstName: string, email: string | null) {
  return validAttendee({ isMainProfile, firstName, lastName: 'Kealoha', ...(email === null ? {} : { email }) });
}

describe(`API staff registrations (${engine})`, () => {
  let database: Database;
  let app: FastifyInstance;
  let idp: TestIdpClient;
  const config = testConfig();
  let admin: User;
  let ann: User;
  let bob: User;
  let carl: User;
  let eventId: string;

  const register = async (user: User, firstName: string, extra = 0) => {
    const response = await app.inject({
      method: 'POST',
      url: `${API}/registrations/event`,
      headers: bearer(user),
      payload: {
        eventId,
        type: 'GENERAL',
        payment: null,
        attendees: [
          attendee(true, firstName, user.email),
          ...Array.from({ length: extra }, () => attendee(false, 'Extra', null)),
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; status: string };
  };
  const setStatus = (user: User, id: string, status: unknown) =>
    app.inject({ method: 'PUT', url: `${API}/registrations/${id}/status`, headers: bearer(user), payload: { status } });

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoData(database.db, { seedAdmin: seedAdminHook(config) });
    app = await buildApp({ config, database });
    await app.listen({ host: '127.0.0.1', port: 0 });
    idp = testIdpClient(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, database.db, config.identity);
    admin = await idp.signIn(config.admin.email, config.admin.password);
    [ann, bob, carl] = [
      await idp.newSignedInUser({ givenName: 'Ann' }),
      await idp.newSignedInUser({ givenName: 'Bob' }),
      await idp.newSignedInUser({ givenName: 'Carl' }),
    ];
    const event = await insertMainEvent(database.db, {
      name: 'Staff Review Festival',
      status: 'ACTIVE',
      capacity: 4,
      requiresReview: true,
      startDate: new Date('2027-07-01T19:00:00Z'),
      endDate: new Date('2027-07-03T19:00:00Z'),
    });
    eventId = event.id;
  }, 90_000);
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
  });

  it('is closed to visitors (401) and to attendees without ATTENDEE permissions (403)', async () => {
    const mine = await register(ann, 'Ann', 1);
    for (const [method, url] of [
      ['GET', `${API}/registrations`],
      ['GET', `${API}/registrations/${mine.id}`],
      ['PUT', `${API}/registrations/${mine.id}/status`],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      const response = await app.inject({
        method,
        url,
        headers: bearer(ann),
        ...(method === 'PUT' ? { payload: { status: 'APPROVED' } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().code).toBe(method === 'GET' ? 'FORBIDDEN_READ' : 'FORBIDDEN_WRITE');
    }
    expect(
      (await app.inject({ url: `${API}/registrations/me/event/${eventId}`, headers: bearer(ann) })).json().data.status,
    ).toBe('PENDING');
  });

  it('lists registrations with filters, search, sort and paging', async () => {
    await register(bob, 'Bob');
    const allResponse = await app.inject({ url: `${API}/registrations?eventId=${eventId}`, headers: bearer(admin) });
    expect(allResponse.statusCode, allResponse.body).toBe(200);
    const all = allResponse.json();
    expect(all).toMatchObject({ totalRecords: 2, payloadSize: 2, hasNext: false });
    expect(all.data[0]).toMatchObject({
      eventId,
      type: 'GENERAL',
      status: 'PENDING',
      mainAttendee: { firstName: 'Bob', email: bob.email },
      attendeeCount: 1,
      delegationName: null,
    });
    expect(all.data[1]).toMatchObject({ mainAttendee: { firstName: 'Ann' }, attendeeCount: 2 });

    const byName = (
      await app.inject({ url: `${API}/registrations?eventId=${eventId}&sort=name&order=asc`, headers: bearer(admin) })
    ).json();
    expect(byName.data.map((r: { mainAttendee: { firstName: string } }) => r.mainAttendee.firstName)).toEqual([
      'Ann',
      'Bob',
    ]);
    const found = (
      await app.inject({ url: `${API}/registrations?search=${encodeURIComponent('ann kea')}`, headers: bearer(admin) })
    ).json();
    expect(found.data.map((r: { mainAttendee: { email: string } }) => r.mainAttendee.email)).toEqual([ann.email]);
    const paged = (
      await app.inject({ url: `${API}/registrations?eventId=${eventId}&take=1&skip=1`, headers: bearer(admin) })
    ).json();
    expect(paged).toMatchObject({ totalRecords: 2, payloadSize: 1, hasNext: false });
    expect(
      (
        await app.inject({ url: `${API}/registrations?status=APPROVED&eventId=${eventId}`, headers: bearer(admin) })
      ).json().totalRecords,
    ).toBe(0);
    expect(
      (await app.inject({ url: `${API}/registrations?search=%25`, headers: bearer(admin) })).json().totalRecords,
    ).toBe(0);
  });

  it.each([
    ['an unknown status', 'status=MAYBE'],
    ['a bad event id', 'eventId=nope'],
    ['an unknown sort', 'sort=password'],
    ['an unknown filter', 'owner=me'],
  ])('answers 400 for %s', async (_name, query) => {
    expect((await app.inject({ url: `${API}/registrations?${query}`, headers: bearer(admin) })).statusCode).toBe(400);
  });

  it('exports the filtered list as CSV, the same rows and order as the page (202, then the file)', async () => {
    const query = `eventId=${eventId}&sort=name&order=asc`;
    const page = (await app.inject({ url: `${API}/registrations?${query}`, headers: bearer(admin) })).json();
    const response = await app.inject({ url: `${API}/registrations?${query}&take=10000000`, headers: bearer(admin) });
    expect(response.statusCode, response.body).toBe(202);
    const links = response.json().data as { head: string; get: string; fileName: string };
    expect(links.fileName).toBe('registrations.csv');
    const local = (link: string) => `${new URL(link).pathname}${new URL(link).search}`;
    let status = '';
    for (let attempt = 0; attempt < 90 && status !== 'DONE' && status !== 'FAILED'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await app.inject({ url: local(links.head), headers: bearer(admin) })).json().data.status;
    }
    expect(status).toBe('DONE');
    const [header, ...rows] = (await app.inject({ url: local(links.get) })).body.slice(1).trimEnd().split('\n');
    expect(header).toBe('Reference,Status,Type,First name,Last name,Email,Attendees,Registered');
    expect(rows.map((row) => row.split(',').slice(0, 7))).toEqual(
      page.data.map(
        (r: {
          id: string;
          status: string;
          type: string;
          mainAttendee: Record<string, string>;
          attendeeCount: number;
        }) => [
          r.id,
          r.status,
          r.type,
          r.mainAttendee['firstName'],
          r.mainAttendee['lastName'],
          r.mainAttendee['email'],
          String(r.attendeeCount),
        ],
      ),
    );
    expect((await app.inject({ url: `${API}/registrations?take=10000000`, headers: bearer(ann) })).statusCode).toBe(
      403,
    );
  });

  it('shows one registration, 404 for an unknown id and 400 for a malformed one', async () => {
    const list = (
      await app.inject({ url: `${API}/registrations?search=${encodeURIComponent(ann.email)}`, headers: bearer(admin) })
    ).json();
    const one = await app.inject({ url: `${API}/registrations/${list.data[0].id}`, headers: bearer(admin) });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.attendees).toHaveLength(2);
    expect((await app.inject({ url: `${API}/registrations/${UNKNOWN_ID}`, headers: bearer(admin) })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ url: `${API}/registrations/not-a-uuid`, headers: bearer(admin) })).statusCode).toBe(400);
  });

  it('approves a PENDING registration: attendees follow, the change is audited and the attendee is emailed', async () => {
    const mine = (await app.inject({ url: `${API}/registrations/me/event/${eventId}`, headers: bearer(ann) })).json()
      .data;
    const response = await setStatus(admin, mine.id, 'APPROVED');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('APPROVED');
    expect(response.json().data.attendees.map((a: { status: string }) => a.status)).toEqual(['APPROVED', 'APPROVED']);
    expect(
      (await app.inject({ url: `${API}/registrations/me/event/${eventId}`, headers: bearer(ann) })).json().data.status,
    ).toBe('APPROVED');

    const trail = await auditTrailOf(database.db, `registration:${mine.id}`);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      actorSub: admin.sub,
      action: 'registration.status',
      before: { status: 'PENDING' },
      after: { status: 'APPROVED' },
    });

    let mail: Awaited<ReturnType<typeof listMailbox>> = [];
    for (let i = 0; i < 50 && mail.length === 0; i += 1) {
      mail = (await listMailbox(database.db, ann.email.toLowerCase(), 10)).filter((m) =>
        m.subject.includes('was updated'),
      );
      if (mail.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain('is now: Approved.');
  });

  it('refuses a move the state machine does not allow with 409, changing nothing', async () => {
    const mine = (await app.inject({ url: `${API}/registrations/me/event/${eventId}`, headers: bearer(ann) })).json()
      .data;
    const response = await setStatus(admin, mine.id, 'PENDING');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A registration that is APPROVED cannot become PENDING.');
    expect(
      (await app.inject({ url: `${API}/registrations/${mine.id}`, headers: bearer(admin) })).json().data.status,
    ).toBe('APPROVED');
    expect(await auditTrailOf(database.db, `registration:${mine.id}`)).toHaveLength(1);
  });

  it.each([
    ['no status', {}],
    ['an unknown status', { status: 'MAYBE' }],
    ['an extra field', { status: 'APPROVED', note: 1 }],
  ])('answers 400 for %s', async (_name, payload) => {
    const list = (
      await app.inject({ url: `${API}/registrations?search=${encodeURIComponent(bob.email)}`, headers: bearer(admin) })
    ).json();
    const response = await app.inject({
      method: 'PUT',
      url: `${API}/registrations/${list.data[0].id}/status`,
      headers: bearer(admin),
      payload,
    });
    expect(response.statusCode).toBe(400);
  });

  it('frees the place of a waitlisted registration and takes it back only while there is room', async () => {
    const bobs = (await app.inject({ url: `${API}/registrations/me/event/${eventId}`, headers: bearer(bob) })).json()
      .data;
    expect((await setStatus(admin, bobs.id, 'WAITING_LIST')).statusCode).toBe(200);
    // Ann holds 2 of 4 places; Carl takes the other 2, including the one Bob gave up.
    await register(carl, 'Carl', 1);
    const refused = await setStatus(admin, bobs.id, 'APPROVED');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(FULL);
    expect(
      (await app.inject({ url: `${API}/registrations/${bobs.id}`, headers: bearer(admin) })).json().data.status,
    ).toBe('WAITING_LIST');

    const carls = (await app.inject({ url: `${API}/registrations/me/event/${eventId}`, headers: bearer(carl) })).json()
      .data;
    expect((await setStatus(admin, carls.id, 'REJECTED')).statusCode).toBe(200);
    const approved = await setStatus(admin, bobs.id, 'APPROVED');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('APPROVED');
  });

  it('answers 404 for an unknown registration', async () => {
    expect((await setStatus(admin, UNKNOWN_ID, 'APPROVED')).statusCode).toBe(404);
  });
});
