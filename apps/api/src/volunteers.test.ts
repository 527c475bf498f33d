import { count, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { mailMailbox } from '@festival/server-mail';
import { users } from '@festival/server-users';
import {
  ALREADY_APPLIED_MESSAGE,
  changeVolunteerStatus,
  listVolunteers,
  NOT_EDITABLE_MESSAGE,
  volunteers,
  volunteerTimeSlots,
} from '@festival/server-volunteers';
import { timeSlotOf } from '@festival/shared-util-registration';
import {
  API,
  bearer,
  engine,
  SETUP_TIMEOUT,
  startRegistrationsApi,
  type Json,
  type RegistrationsApi,
  type User,
} from './test-registrations';

// The demo festival runs 6-15 June 2027 in Honolulu: two grid weeks (6-12 and 13-15 June).
const application = (overrides: Json = {}): Json => ({
  phone: '+1 808 555 0100',
  areaIds: ['STAGE', 'WELCOME'],
  languageIds: ['en', 'haw'],
  experience: 'Ushered at the 2024 festival.',
  tShirtSize: 'M',
  emergencyName: 'Kai Makoa',
  emergencyPhone: '+1 808 555 0101',
  emergencyRelationship: 'Brother',
  timeSlots: [timeSlotOf('2027-06-07', 'MORNING'), timeSlotOf('2027-06-14', 'NIGHT')],
  agreementAccepted: true,
  ...overrides,
});

describe(`API volunteers (${engine})`, () => {
  let api: RegistrationsApi;
  let { app, idp, ann, bob, database, demoEventId } = {} as RegistrationsApi;
  beforeAll(async () => {
    api = await startRegistrationsApi();
    ({ app, idp, ann, bob, database, demoEventId } = api);
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  const apply = (user: User, payload: unknown) =>
    app.inject({ method: 'POST', url: `${API}/volunteers`, headers: bearer(user), payload: payload as Json });
  const put = (user: User, payload: unknown) =>
    app.inject({ method: 'PUT', url: `${API}/volunteers/me`, headers: bearer(user), payload: payload as Json });
  const me = (user: User) => app.inject({ url: `${API}/volunteers/me`, headers: bearer(user) });
  const check = (user: User) => app.inject({ url: `${API}/volunteers/check`, headers: bearer(user) });
  const rowsOf = async (user: User) =>
    Number(
      (
        await database.db
          .select({ n: count() })
          .from(volunteers)
          .innerJoin(users, eq(users.id, volunteers.userId))
          .where(eq(users.email, user.email.toLowerCase()))
      )[0].n,
    );
  const slotsIn = async () => Number((await database.db.select({ n: count() }).from(volunteerTimeSlots))[0].n);

  it('answers 401 without a token on every route', async () => {
    for (const [method, url] of [
      ['POST', `${API}/volunteers`],
      ['GET', `${API}/volunteers/me`],
      ['PUT', `${API}/volunteers/me`],
      ['GET', `${API}/volunteers/check`],
      ['GET', `${API}/volunteers/documents`],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('applies once, as REVIEWING, with the shifts chosen, and emails a confirmation', async () => {
    const before = await check(ann);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({ isRegistered: false, status: null, festival: { id: demoEventId } });

    const created = await apply(ann, application());
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data;
    expect(data).toMatchObject({ status: 'REVIEWING', eventId: demoEventId, areaIds: ['STAGE', 'WELCOME'] });
    expect(data.timeSlots.map((s: Json) => [s['startDate'], s['type']])).toEqual([
      ['2027-06-07T15:00:00.000Z', 'MORNING'],
      ['2027-06-15T03:00:00.000Z', 'NIGHT'],
    ]);
    expect(data.assignedShifts).toEqual([]);

    expect((await me(ann)).json().data).toEqual(data);
    expect((await check(ann)).json().data).toMatchObject({ isRegistered: true, status: 'REVIEWING' });

    // Delivered at once to the dev mailbox (the test transport).
    const mails = await database.db
      .select()
      .from(mailMailbox)
      .where(eq(mailMailbox.recipient, ann.email.toLowerCase()));
    const confirmation = mails.find((m) => m.subject.includes('volunteer application'));
    expect(confirmation?.text).toContain('with 2 shifts');

    // One application per user and festival: a second one is refused and nothing changes.
    const again = await apply(ann, application({ tShirtSize: 'XL' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_APPLIED_MESSAGE);
    expect(await rowsOf(ann)).toBe(1);
    expect((await me(ann)).json().data.tShirtSize).toBe('M');
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const carl = await idp.newSignedInUser({ givenName: 'Carl' });
    const slotsBefore = await slotsIn();
    const bad = await apply(
      carl,
      application({
        phone: '12',
        areaIds: [],
        languageIds: [],
        tShirtSize: 'XXXL',
        emergencyName: ' ',
        timeSlots: [],
        agreementAccepted: false,
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: Json) => e['field'])
        .sort(),
    ).toEqual(['agreementAccepted', 'areaIds', 'emergencyName', 'languageIds', 'phone', 'tShirtSize', 'timeSlots']);

    // Shifts outside the festival, or instants that are no shift's start.
    for (const timeSlots of [
      [timeSlotOf('2027-06-16', 'MORNING')],
      [{ startDate: '2027-06-08T16:00:00.000Z', type: 'MORNING' }],
    ]) {
      const outside = await apply(carl, application({ timeSlots }));
      expect(outside.statusCode).toBe(400);
      expect(outside.json().errors).toEqual([{ field: 'timeSlots', message: 'Choose shifts during the festival' }]);
    }

    // Shape errors (unknown fields, a wrong shift type) are 400s too, never 500s.
    expect((await apply(carl, application({ admin: true }))).statusCode).toBe(400);
    expect(
      (await apply(carl, application({ timeSlots: [{ startDate: '2027-06-08T15:00:00.000Z', type: 'LUNCH' }] })))
        .statusCode,
    ).toBe(400);
    expect((await apply(carl, [1])).statusCode).toBe(400);

    expect(await rowsOf(carl)).toBe(0);
    expect(await slotsIn()).toBe(slotsBefore);
    expect((await me(carl)).statusCode).toBe(404);
  });

  it('updates the own application only, and not once approved', async () => {
    const dana = await idp.newSignedInUser({ givenName: 'Dana' });
    expect((await apply(dana, application())).statusCode).toBe(201);

    const changed = await put(
      dana,
      application({ timeSlots: [timeSlotOf('2027-06-06', 'AFTERNOON')], tShirtSize: 'L', experience: null }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ tShirtSize: 'L', experience: null, status: 'REVIEWING' });
    expect(changed.json().data.timeSlots).toHaveLength(1);

    // A bad update changes nothing.
    const bad = await put(dana, application({ timeSlots: [] }));
    expect(bad.statusCode).toBe(400);
    expect((await me(dana)).json().data.timeSlots).toHaveLength(1);

    // Bob never applied: his "me" is 404, and he cannot reach Dana's application.
    expect((await me(bob)).statusCode).toBe(404);
    expect((await put(bob, application())).statusCode).toBe(404);
    expect((await me(dana)).json().data.tShirtSize).toBe('L');

    // The volunteer desk approves (the state machine allows it); the applicant can no longer edit.
    const id: string = changed.json().data.id;
    const deps = { db: database.db, now: () => new Date() };
    await changeVolunteerStatus(deps, id, 'APPROVED');
    const locked = await put(dana, application());
    expect(locked.statusCode).toBe(422);
    expect(locked.json().message).toBe(NOT_EDITABLE_MESSAGE);
    expect((await check(dana)).json().data.status).toBe('APPROVED');
    // Moves off the drawn arrows are refused.
    await expect(changeVolunteerStatus(deps, id, 'REVIEWING')).rejects.toThrow(/cannot move from APPROVED/);

    const listed = await listVolunteers(database.db, demoEventId, 'APPROVED');
    expect(listed.map((v) => v.person.firstName)).toEqual(['Dana']);
    expect(listed[0].timeSlots).toHaveLength(1);
  });

  it('serves the agreement and release form as PDFs through the files module', async () => {
    const response = await app.inject({ url: `${API}/volunteers/documents`, headers: bearer(bob) });
    expect(response.statusCode).toBe(200);
    const documents: { name: string; url: string }[] = response.json().data;
    expect(documents.map((d) => d.name)).toEqual(['agreement', 'release']);
    for (const document of documents) {
      const url = new URL(document.url);
      const file = await app.inject({ url: `${url.pathname}${url.search}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('application/pdf');
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it("links the forms in the volunteer's stored language: French headings for a French user", async () => {
    const titles = async (user: User) => {
      const response = await app.inject({ url: `${API}/volunteers/documents`, headers: bearer(user) });
      return Promise.all(
        (response.json().data as { url: string }[]).map(async (document) => {
          const url = new URL(document.url);
          const file = await app.inject({ url: `${url.pathname}${url.search}` });
          return (await PDFDocument.load(file.rawPayload)).getTitle();
        }),
      );
    };
    const eli = await idp.newSignedInUser({ givenName: 'Eli' });
    expect(await titles(eli)).toEqual([
      expect.stringMatching(/: Volunteer Agreement$/),
      expect.stringMatching(/: Volunteer Release Form$/),
    ]);
    const chosen = await app.inject({
      method: 'PUT',
      url: `${API}/me/language`,
      headers: bearer(eli),
      payload: { language: 'fr' },
    });
    expect(chosen.statusCode).toBe(204);
    expect(await titles(eli)).toEqual([
      expect.stringMatching(/: Accord de bénévolat$/),
      expect.stringMatching(/: Décharge de responsabilité du bénévole$/),
    ]);
  });
});
