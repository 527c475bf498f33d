import { count, eq } from 'drizzle-orm';
import { subEventRegistrations } from '@festival/server-activities';
import { auditLog } from '@festival/server-audit';
import { checkIns } from '@festival/server-check-in';
import { subEvents } from '@festival/server-events';
import { ADMINISTRATOR_ROLE, grantRole, rolePermissions, roles } from '@festival/server-permissions';
import { registrationAttendees, registrations } from '@festival/server-registrations';
import { readZip } from '@festival/server-wallet/testing';
import {
  API,
  bearer,
  engine,
  generalPayload,
  SETUP_TIMEOUT,
  startRegistrationsApi,
  UNKNOWN_ID,
  type RegistrationsApi,
  type User,
} from './test-registrations';

type Outcome = { attendeeId: string; outcome: string; checkedInAt: string | null; message: string };

describe(`API check-in (${engine})`, () => {
  let api: RegistrationsApi;
  let { app, database, idp, demoEventId, ann, bob } = {} as RegistrationsApi;
  let admin: User;
  let door: User;
  let reader: User;
  let registration: { id: string; status: string; attendees: { id: string; isMainProfile: boolean }[] };
  let token: string;

  const roster = (user?: User, eventId = demoEventId) =>
    app.inject({ url: `${API}/check-ins/roster`, query: { eventId }, headers: user ? bearer(user) : {} });
  const checkIn = (user: User | undefined, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `${API}/check-ins`, headers: user ? bearer(user) : {}, payload });
  const checkInCount = async () => Number((await database.db.select({ n: count() }).from(checkIns))[0].n);

  async function userWith(name: string, permissions: string[]): Promise<User> {
    const user = await idp.newSignedInUser({ givenName: name });
    const [role] = await database.db
      .insert(roles)
      .values({ name: `${name} role` })
      .returning();
    await database.db
      .insert(rolePermissions)
      .values(permissions.map((permission) => ({ roleId: role.id, permission })));
    await grantRole(database.db, { sub: user.sub }, role.name);
    return user;
  }

  beforeAll(async () => {
    api = await startRegistrationsApi();
    ({ app, database, idp, demoEventId, ann, bob } = api);
    admin = await idp.newSignedInUser({ givenName: 'Ada', familyName: 'Admin' });
    await grantRole(database.db, { sub: admin.sub }, ADMINISTRATOR_ROLE);
    door = await userWith('Door', ['SCREENER:R', 'SCREENER:U']);
    reader = await userWith('Reader', ['SCREENER:R']);
    const created = await api.post(ann, generalPayload(demoEventId, ann.email, 1));
    expect(created.statusCode, created.body).toBe(201);
    registration = created.json().data;
    const pass = readZip(
      (await app.inject({ url: `${API}/registrations/${registration.id}/wallet`, headers: bearer(ann) })).rawPayload,
    );
    token = JSON.parse(pass.get('pass.json')!.toString('utf8')).barcodes[0].message;
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  it('is closed to visitors (401), to attendees (403) and refuses a change to a read-only screener', async () => {
    expect((await roster()).statusCode).toBe(401);
    expect((await checkIn(undefined, { token })).statusCode).toBe(401);
    const read = await roster(ann);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({
      code: 'FORBIDDEN_READ',
      message: 'You do not have permission to access this data',
    });
    const write = await checkIn(ann, { token });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({
      code: 'FORBIDDEN_WRITE',
      message: 'You do not have permission to trigger this action',
    });
    expect((await roster(reader)).statusCode).toBe(200);
    expect((await checkIn(reader, { token })).json().code).toBe('FORBIDDEN_WRITE');
    expect(await checkInCount()).toBe(0);
  });

  it('answers 400 with field errors for bad input, and changes nothing', async () => {
    const attendeeId = registration.attendees[0].id;
    for (const payload of [
      {},
      { token, attendeeId },
      { attendeeId: 'not-an-id' },
      { attendeeId, subEventId: 'nope' },
      { attendeeId, scannedAt: 'yesterday' },
      { attendeeId, extra: 1 },
      { token: '' },
    ]) {
      const response = await checkIn(door, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
    }
    const both = await checkIn(door, { token, attendeeId });
    expect(both.json().errors.map((e: { field: string }) => e.field)).toEqual(['token', 'attendeeId']);
    const forged = await checkIn(door, { token: `${token.slice(0, -4)}AAAA` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      message: 'This QR code is not a valid festival pass.',
      errors: [{ field: 'token' }],
    });
    expect((await roster(door, 'not-an-id')).statusCode).toBe(400);
    expect((await roster(door, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await checkIn(door, { attendeeId: UNKNOWN_ID })).statusCode).toBe(404);
    expect((await checkIn(door, { attendeeId, subEventId: UNKNOWN_ID })).statusCode).toBe(404);
    expect(await checkInCount()).toBe(0);
  });

  it('refuses a registration that is not approved yet, and changes nothing', async () => {
    const reviewed = await api.newEvent({ capacity: 5, requiresReview: true });
    const created = await api.post(bob, generalPayload(reviewed, bob.email));
    expect(created.json().data.status).toBe('PENDING');
    const response = await checkIn(door, { attendeeId: created.json().data.attendees[0].id });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.results).toEqual([
      expect.objectContaining({
        outcome: 'REFUSED',
        checkedInAt: null,
        message: 'This registration is PENDING: only an approved registration can be checked in.',
      }),
    ]);
    expect(await checkInCount()).toBe(0);
  });

  it('checks a pass in once, even when two devices send their queued scans of it at the same time', async () => {
    if (registration.status === 'PENDING') {
      const approved = await app.inject({
        method: 'PUT',
        url: `${API}/registrations/${registration.id}/status`,
        headers: bearer(admin),
        payload: { status: 'APPROVED' },
      });
      expect(approved.statusCode, approved.body).toBe(200);
    }
    const before = (await roster(door)).json().data;
    const people = before.attendees.filter((a: { registrationId: string }) => a.registrationId === registration.id);
    expect(people).toHaveLength(2);
    expect(
      people.every((a: { checkedInAt: null; status: string }) => a.checkedInAt === null && a.status === 'APPROVED'),
    ).toBe(true);

    // Both devices were offline when they scanned; they come back online together.
    const scannedAt = new Date(Date.now() - 60_000).toISOString();
    const [first, second] = await Promise.all([
      checkIn(door, { token, scannedAt }),
      checkIn(admin, { token, scannedAt }),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const outcomes = [...first.json().data.results, ...second.json().data.results] as Outcome[];
    for (const attendee of registration.attendees) {
      const mine = outcomes.filter((o) => o.attendeeId === attendee.id);
      expect(mine.map((o) => o.outcome).sort()).toEqual(['ALREADY_CHECKED_IN', 'CHECKED_IN']);
      expect(mine[0].checkedInAt).toBe(mine[1].checkedInAt);
      const already = mine.find((o) => o.outcome === 'ALREADY_CHECKED_IN')!;
      expect(already.message).toMatch(/^Already checked in at \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M$/);
    }
    expect(await checkInCount()).toBe(2);

    // And a third scan later still says when.
    const again = (await checkIn(door, { token })).json().data.results as Outcome[];
    expect(again.map((o) => o.outcome)).toEqual(['ALREADY_CHECKED_IN', 'ALREADY_CHECKED_IN']);

    const [row] = await database.db.select().from(registrations).where(eq(registrations.id, registration.id));
    expect(row.status).toBe('CHECKED_IN');
    const statuses = await database.db
      .select({ status: registrationAttendees.status })
      .from(registrationAttendees)
      .where(eq(registrationAttendees.registrationId, registration.id));
    expect(statuses.map((s) => s.status)).toEqual(['CHECKED_IN', 'CHECKED_IN']);
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.action, 'attendee.check-in'));
    expect(audited).toHaveLength(2);
    expect(audited[0].before).toEqual({ status: 'APPROVED' });
    expect(audited[0].after).toMatchObject({ status: 'CHECKED_IN', method: 'QR', scannedAt });

    const after = (await roster(door)).json().data;
    const checked = after.attendees.filter((a: { registrationId: string }) => a.registrationId === registration.id);
    expect(checked.every((a: { checkedInAt: string | null }) => a.checkedInAt !== null)).toBe(true);
  });

  it('checks a searched attendee in at an activity they booked (CHECKED_IN), once', async () => {
    const [activity, other] = await database.db.select().from(subEvents).where(eq(subEvents.mainEventId, demoEventId));
    const [main, extra] = registration.attendees;
    await database.db
      .insert(subEventRegistrations)
      .values({ subEventId: activity.id, registrationId: registration.id, attendeeId: main.id, status: 'RESERVED' });

    const listed = (await roster(door)).json().data;
    expect(listed.activities.map((a: { id: string }) => a.id)).toContain(activity.id);
    const first = await checkIn(door, { attendeeId: main.id, subEventId: activity.id });
    expect(first.json().data.results).toEqual([
      expect.objectContaining({ attendeeId: main.id, subEventId: activity.id, outcome: 'CHECKED_IN' }),
    ]);
    const [record] = await database.db
      .select()
      .from(subEventRegistrations)
      .where(eq(subEventRegistrations.attendeeId, main.id));
    expect(record.status).toBe('CHECKED_IN');
    expect((await checkIn(door, { attendeeId: main.id, subEventId: activity.id })).json().data.results[0].outcome).toBe(
      'ALREADY_CHECKED_IN',
    );
    const none = await checkIn(door, { attendeeId: extra.id, subEventId: other.id });
    expect(none.json().data.results[0]).toMatchObject({
      outcome: 'REFUSED',
      message: 'No place is booked at this activity for this person.',
    });
    expect((await database.db.select().from(auditLog).where(eq(auditLog.action, 'activity.check-in'))).length).toBe(1);
    expect((await checkIn(door, { attendeeId: main.id })).json().data.results[0].outcome).toBe('ALREADY_CHECKED_IN');
  });
});
