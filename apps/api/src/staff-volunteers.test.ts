import { count } from 'drizzle-orm';
import { auditTrailOf } from '@festival/server-audit';
import { listMailbox } from '@festival/server-mail';
import { grantRole, rolePermissions, roles } from '@festival/server-permissions';
import {
  NOT_APPROVED_MESSAGE,
  NOT_OFFERED_MESSAGE,
  volunteers,
  volunteerShiftAssignments,
} from '@festival/server-volunteers';
import { timeSlotOf } from '@festival/shared-util-registration';
import {
  API,
  bearer,
  engine,
  SETUP_TIMEOUT,
  startRegistrationsApi,
  UNKNOWN_ID,
  type Json,
  type RegistrationsApi,
  type User,
} from './test-registrations';

// The volunteer desk (issue 12): the list, one application, decisions, the availability grid and
// the shift plan. The demo festival runs 6-15 June 2027 in Honolulu.

const MON_MORNING = timeSlotOf('2027-06-07', 'MORNING');
const TUE_AFTERNOON = timeSlotOf('2027-06-08', 'AFTERNOON');
const MON_NIGHT_2 = timeSlotOf('2027-06-14', 'NIGHT');

const application = (timeSlots: { startDate: string; type: string }[]): Json => ({
  phone: '+1 808 555 0100',
  areaIds: ['STAGE'],
  languageIds: ['en'],
  experience: null,
  tShirtSize: 'M',
  emergencyName: 'Kai Makoa',
  emergencyPhone: '+1 808 555 0101',
  emergencyRelationship: 'Brother',
  timeSlots,
  agreementAccepted: true,
});

describe(`API volunteer desk (${engine})`, () => {
  let api: RegistrationsApi;
  let admin: User;
  let reader: User;
  let carl: User;
  const ids = {} as Record<'ann' | 'bob' | 'carl', string>;

  const get = (user: User | null, url: string) =>
    api.app.inject({ url: `${API}${url}`, ...(user ? { headers: bearer(user) } : {}) });
  const send = (user: User | null, method: 'POST' | 'PUT', url: string, payload: unknown) =>
    api.app.inject({
      method,
      url: `${API}${url}`,
      payload: payload as Json,
      ...(user ? { headers: bearer(user) } : {}),
    });
  const assignmentsIn = async () =>
    Number((await api.database.db.select({ n: count() }).from(volunteerShiftAssignments))[0].n);
  async function mailsTo(user: User, text: string) {
    let mail: Awaited<ReturnType<typeof listMailbox>> = [];
    for (let i = 0; i < 50 && mail.length === 0; i += 1) {
      mail = (await listMailbox(api.database.db, user.email.toLowerCase(), 20)).filter((m) => m.text.includes(text));
      if (mail.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return mail;
  }

  beforeAll(async () => {
    api = await startRegistrationsApi({ withAdmin: true });
    const { idp, config, database, ann, bob } = api;
    admin = await idp.signIn(config.admin.email, config.admin.password);
    carl = await idp.newSignedInUser({ givenName: 'Carl', familyName: 'Palakiko' });
    for (const [who, user, slots] of [
      ['ann', ann, [MON_MORNING, MON_NIGHT_2]],
      ['bob', bob, [MON_MORNING, TUE_AFTERNOON]],
      ['carl', carl, [MON_MORNING]],
    ] as const) {
      const response = await send(user, 'POST', '/volunteers', application([...slots]));
      expect(response.statusCode, response.body).toBe(201);
      ids[who] = response.json().data.id;
    }
    reader = await idp.newSignedInUser({ givenName: 'Lani' });
    const [role] = await database.db.insert(roles).values({ name: 'Volunteer reader' }).returning();
    await database.db.insert(rolePermissions).values({ roleId: role.id, permission: 'VOLUNTEER:R' });
    await grantRole(database.db, { sub: reader.sub }, 'Volunteer reader');
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  const routes = () =>
    [
      ['GET', '/volunteers', undefined, 'R'],
      ['GET', '/volunteers/availability', undefined, 'R'],
      ['GET', `/volunteers/${ids.ann}`, undefined, 'R'],
      ['PUT', `/volunteers/${ids.ann}/status`, { status: 'APPROVED' }, 'U'],
      ['POST', '/volunteers/assignments/suggest', { need: 1 }, 'R'],
      ['PUT', '/volunteers/assignments', { assignments: [] }, 'U'],
    ] as const;

  describe('permissions', () => {
    it('answers 401 without a token and 403 without the VOLUNTEER permission, changing nothing', async () => {
      for (const [method, url, payload, kind] of routes()) {
        const call = (user: User | null) => (method === 'GET' ? get(user, url) : send(user, method, url, payload));
        expect((await call(null)).statusCode, `${method} ${url}`).toBe(401);
        expect((await call(api.bob)).statusCode, `${method} ${url}`).toBe(403);
        expect((await call(reader)).statusCode, `${method} ${url} as reader`).toBe(kind === 'R' ? 200 : 403);
      }
      expect((await get(admin, `/volunteers/${ids.ann}`)).json().data.status).toBe('REVIEWING');
    });

    it('keeps the applicant’s own routes: /volunteers/me and /volunteers/check', async () => {
      const me = await get(api.ann, '/volunteers/me');
      expect(me.statusCode).toBe(200);
      expect(me.json().data.id).toBe(ids.ann);
      expect((await get(api.ann, '/volunteers/check')).json().data).toMatchObject({ isRegistered: true });
    });
  });

  describe('the list and one application', () => {
    it('lists with filters, search, sort and paging', async () => {
      const all = await get(admin, '/volunteers?sort=name&order=asc');
      expect(all.statusCode, all.body).toBe(200);
      expect(all.json()).toMatchObject({ totalRecords: 3, hasNext: false });
      expect(all.json().data.map((v: Json) => v['lastName'])).toEqual(['Akana', 'Kealoha', 'Palakiko']);
      expect(all.json().data[0]).toMatchObject({ id: ids.bob, status: 'REVIEWING', offeredCount: 2, assignedCount: 0 });

      const found = await get(admin, '/volunteers?search=palak');
      expect(found.json().data.map((v: Json) => v['id'])).toEqual([ids.carl]);
      const paged = await get(admin, '/volunteers?take=1&skip=1&sort=name&order=asc');
      expect(paged.json()).toMatchObject({ totalRecords: 3, payloadSize: 1, hasNext: true });
      expect(paged.json().data[0].id).toBe(ids.ann);
      expect((await get(admin, '/volunteers?status=APPROVED')).json().totalRecords).toBe(0);
    });

    it.each([
      ['an unknown status', '/volunteers?status=DONE'],
      ['an unknown sort', '/volunteers?sort=phone'],
      ['an unknown filter', '/volunteers?colour=red'],
      ['a malformed event id', '/volunteers?eventId=demo'],
      ['a malformed id', '/volunteers/ann'],
    ])('refuses %s with 400', async (_, url) => {
      expect((await get(admin, url)).statusCode).toBe(400);
    });

    it('shows one application with the applicant and the shifts offered; 404 for an unknown one', async () => {
      const detail = await get(admin, `/volunteers/${ids.bob}`);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().data).toMatchObject({
        id: ids.bob,
        firstName: 'Bob',
        lastName: 'Akana',
        email: api.bob.email.toLowerCase(),
        assignedShifts: [],
      });
      expect(detail.json().data.timeSlots.map((s: Json) => [s['startDate'], s['type']])).toEqual([
        [MON_MORNING.startDate, 'MORNING'],
        [TUE_AFTERNOON.startDate, 'AFTERNOON'],
      ]);
      expect((await get(admin, `/volunteers/${UNKNOWN_ID}`)).statusCode).toBe(404);
    });
  });

  describe('decisions', () => {
    it('approves along the state machine, audited and emailed; refuses a move it does not allow', async () => {
      for (const who of ['ann', 'bob'] as const) {
        const moved = await send(admin, 'PUT', `/volunteers/${ids[who]}/status`, { status: 'APPROVED' });
        expect(moved.statusCode, moved.body).toBe(200);
        expect(moved.json().data.status).toBe('APPROVED');
        const trail = await auditTrailOf(api.database.db, `volunteer:${ids[who]}`);
        expect(trail).toHaveLength(1);
        expect(trail[0]).toMatchObject({
          action: 'volunteer.status',
          actorSub: admin.sub,
          before: { status: 'REVIEWING' },
          after: { status: 'APPROVED' },
        });
      }
      expect(await mailsTo(api.ann, 'Its status is now: approved.')).toHaveLength(1);

      // The same status again changes nothing and writes no audit row.
      expect((await send(admin, 'PUT', `/volunteers/${ids.ann}/status`, { status: 'APPROVED' })).statusCode).toBe(200);
      expect(await auditTrailOf(api.database.db, `volunteer:${ids.ann}`)).toHaveLength(1);

      const back = await send(admin, 'PUT', `/volunteers/${ids.ann}/status`, { status: 'REVIEWING' });
      expect(back.statusCode).toBe(409);
      expect(back.json().message).toBe('A volunteer application cannot move from APPROVED to REVIEWING.');
      expect((await get(admin, `/volunteers/${ids.ann}`)).json().data.status).toBe('APPROVED');
      expect(await auditTrailOf(api.database.db, `volunteer:${ids.ann}`)).toHaveLength(1);
    });

    it('refuses a bad status body with 400 and an unknown application with 404', async () => {
      expect((await send(admin, 'PUT', `/volunteers/${ids.carl}/status`, { status: 'DONE' })).statusCode).toBe(400);
      expect((await send(admin, 'PUT', `/volunteers/${ids.carl}/status`, {})).statusCode).toBe(400);
      expect((await send(admin, 'PUT', `/volunteers/${UNKNOWN_ID}/status`, { status: 'APPROVED' })).statusCode).toBe(
        404,
      );
      expect((await get(admin, `/volunteers/${ids.carl}`)).json().data.status).toBe('REVIEWING');
    });
  });

  describe('the shift plan', () => {
    const shiftOf = (data: Json, slot: { startDate: string; type: string }) =>
      (data['shifts'] as Json[]).find((s) => s['startDate'] === slot.startDate && s['type'] === slot.type);

    it('counts, per shift of the festival, who offered it and who is assigned', async () => {
      const response = await get(admin, '/volunteers/availability');
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data as Json;
      expect(data['shifts']).toHaveLength(10 * 3);
      expect(shiftOf(data, MON_MORNING)).toMatchObject({ day: '2027-06-07', offered: 3, approved: 2, assigned: 0 });
      expect(shiftOf(data, TUE_AFTERNOON)).toMatchObject({ offered: 1, approved: 1, assigned: 0 });
      expect(shiftOf(data, timeSlotOf('2027-06-10', 'NIGHT'))).toMatchObject({ offered: 0, approved: 0 });
    });

    it('suggests from the approved volunteers only, never a shift they did not offer, and saves nothing', async () => {
      const response = await send(admin, 'POST', '/volunteers/assignments/suggest', { need: 1 });
      expect(response.statusCode, response.body).toBe(200);
      const { assignments, unfilled } = response.json().data as { assignments: Json[]; unfilled: Json[] };
      const offered: Record<string, string[]> = {
        [ids.ann]: [MON_MORNING.startDate, MON_NIGHT_2.startDate],
        [ids.bob]: [MON_MORNING.startDate, TUE_AFTERNOON.startDate],
      };
      for (const a of assignments) expect(offered[a['volunteerId'] as string]).toContain(a['startDate']);
      // Three shifts have an approved offer; each gets its one volunteer, spread one or two each.
      expect(assignments).toHaveLength(3);
      expect(assignments.filter((a) => a['startDate'] === MON_MORNING.startDate)).toHaveLength(1);
      expect(unfilled).toHaveLength(30 - 3);
      // In the festival's order: the first day's morning, afternoon and night come first.
      expect(unfilled.slice(0, 3)).toEqual(
        (['MORNING', 'AFTERNOON', 'NIGHT'] as const).map((type) => ({ ...timeSlotOf('2027-06-06', type), missing: 1 })),
      );
      expect(await assignmentsIn()).toBe(0);

      const more = await send(admin, 'POST', '/volunteers/assignments/suggest', {
        need: 0,
        shifts: [{ ...MON_MORNING, need: 3 }],
      });
      const monday = (more.json().data.assignments as Json[]).map((a) => a['volunteerId']).sort();
      expect(monday).toEqual([ids.ann, ids.bob].sort());
      // Carl offered Monday morning too but is still being reviewed.
      expect(more.json().data.unfilled).toEqual([{ ...MON_MORNING, missing: 1 }]);
    });

    it.each([
      ['a negative need', { need: -1 }],
      ['no need', {}],
      ['a made-up shift', { need: 1, shifts: [{ startDate: '2027-06-07T16:30:00.000Z', type: 'MORNING', need: 1 }] }],
      ['a start that is no date', { need: 1, shifts: [{ startDate: 'soon', type: 'NIGHT', need: 1 }] }],
      ['a day outside the festival', { need: 1, shifts: [{ ...timeSlotOf('2027-07-01', 'NIGHT'), need: 1 }] }],
    ])('refuses a suggestion for %s with 400', async (_, body) => {
      expect((await send(admin, 'POST', '/volunteers/assignments/suggest', body)).statusCode).toBe(400);
    });

    it('refuses to save a shift not offered or a volunteer not approved, and changes nothing', async () => {
      const unoffered = await send(admin, 'PUT', '/volunteers/assignments', {
        assignments: [
          { volunteerId: ids.ann, ...MON_MORNING },
          { volunteerId: ids.ann, ...TUE_AFTERNOON },
        ],
      });
      expect(unoffered.statusCode).toBe(400);
      expect(unoffered.json().errors).toEqual([{ field: 'body.assignments.1', message: NOT_OFFERED_MESSAGE }]);

      const unapproved = await send(admin, 'PUT', '/volunteers/assignments', {
        assignments: [{ volunteerId: ids.carl, ...MON_MORNING }],
      });
      expect(unapproved.statusCode).toBe(400);
      expect(unapproved.json().errors).toEqual([{ field: 'body.assignments.0', message: NOT_APPROVED_MESSAGE }]);

      const unknown = await send(admin, 'PUT', '/volunteers/assignments', {
        assignments: [{ volunteerId: UNKNOWN_ID, ...MON_MORNING }],
      });
      expect(unknown.statusCode).toBe(400);
      const malformed = await send(admin, 'PUT', '/volunteers/assignments', {
        assignments: [{ volunteerId: ids.ann, startDate: MON_MORNING.startDate, type: 'DAWN' }],
      });
      expect(malformed.statusCode).toBe(400);
      const noDate = await send(admin, 'PUT', '/volunteers/assignments', {
        assignments: [{ volunteerId: ids.ann, startDate: 'soon', type: 'MORNING' }],
      });
      expect(noDate.statusCode).toBe(400);
      expect(await assignmentsIn()).toBe(0);
      expect(await auditTrailOf(api.database.db, `volunteer-plan:${api.demoEventId}`)).toHaveLength(0);
    });

    it('saves the suggestion: audited, each volunteer emailed, shown on /volunteers/me and in the grid', async () => {
      const suggestion = (await send(admin, 'POST', '/volunteers/assignments/suggest', { need: 1 })).json().data;
      const plan = (suggestion.assignments as Json[]).map(({ volunteerId, startDate, type }) => ({
        volunteerId,
        startDate,
        type,
      }));
      const saved = await send(admin, 'PUT', '/volunteers/assignments', { assignments: plan });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toEqual({ assigned: 3, changedVolunteers: 2 });
      expect(await assignmentsIn()).toBe(3);

      const trail = await auditTrailOf(api.database.db, `volunteer-plan:${api.demoEventId}`);
      expect(trail).toHaveLength(1);
      expect(trail[0]).toMatchObject({ action: 'volunteer.assignments', actorSub: admin.sub });

      for (const user of [api.ann, api.bob]) {
        const mine = (await get(user, '/volunteers/me')).json().data;
        const expected = plan
          .filter((p) => p.volunteerId === mine.id)
          .map(({ startDate, type }) => ({ startDate, type }));
        expect(mine.assignedShifts).toEqual(expect.arrayContaining(expected));
        expect(mine.assignedShifts).toHaveLength(expected.length);
        expect(await mailsTo(user, 'Yours are:'), user.email).toHaveLength(1);
      }
      const grid = (await get(admin, '/volunteers/availability')).json().data;
      expect(shiftOf(grid, MON_MORNING)).toMatchObject({ assigned: 1 });

      // The same plan again changes nothing, writes no audit row and sends no mail.
      const again = await send(admin, 'PUT', '/volunteers/assignments', { assignments: plan });
      expect(again.json().data).toEqual({ assigned: 3, changedVolunteers: 0 });
      expect(await auditTrailOf(api.database.db, `volunteer-plan:${api.demoEventId}`)).toHaveLength(1);
    });
  });

  it('exports the filtered list as CSV, row for row as the page shows it', async () => {
    const query = '/volunteers?sort=name&order=asc';
    const page = (await get(admin, query)).json().data as Json[];
    const response = await get(admin, `${query}&take=10000000`);
    expect(response.statusCode, response.body).toBe(202);
    const local = (link: string) => `${new URL(link).pathname}${new URL(link).search}`;
    const links = response.json().data as { head: string; get: string };
    for (let attempt = 0; attempt < 90; attempt += 1) {
      const status = (await api.app.inject({ url: local(links.head), headers: bearer(admin) })).json().data.status;
      if (status === 'DONE') break;
      expect(status).not.toBe('FAILED');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [header, ...rows] = (await api.app.inject({ url: local(links.get) })).body.slice(1).trimEnd().split('\n');
    expect(header).toBe(
      'First name,Last name,Email,Status,Phone,T-shirt,Areas,Languages,Shifts offered,Shifts assigned,Applied',
    );
    expect(rows.map((row) => row.split(',').slice(0, 4))).toEqual(
      page.map((r) => [r['firstName'], r['lastName'], r['email'], r['status']]),
    );
    expect(rows).toHaveLength(3);
    expect(Number((await api.database.db.select({ n: count() }).from(volunteers))[0].n)).toBe(3);
  });
});
