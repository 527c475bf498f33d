import { eq } from 'drizzle-orm';
import { auditTrailOf } from '@festival/server-audit';
import { insertMainEvent } from '@festival/server-events';
import { listMailbox } from '@festival/server-mail';
import { mediaApplications } from '@festival/server-media';
import { grantRole, rolePermissions, roles } from '@festival/server-permissions';
import { DEMO_PAST_EVENT_ID } from '@festival/server-seed';
import { readZip } from '@festival/server-wallet/testing';
import { addDays } from '@festival/shared-util-registration';
import { zonedParts } from '@festival/shared-util-dates';
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

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Today's date in Honolulu, where the media cut-off is the end of the event's last day. */
function honoluluToday(): string {
  const p = zonedParts(new Date(), 'Pacific/Honolulu');
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

describe(`API media applications (${engine})`, () => {
  let api: RegistrationsApi;
  let ann: User;
  let bob: User;
  let admin: User;
  let mediaReader: User;
  let demoEventId: string;
  let credential: string;

  const call = (user: User | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Json) =>
    api.app.inject({
      method,
      url: `${API}${url}`,
      ...(payload ? { payload } : {}),
      ...(user ? { headers: bearer(user) } : {}),
    });

  /** Uploads a PDF through the files API, as the form's upload field does. */
  async function uploadDocument(user: User): Promise<string> {
    const presigned = await call(
      user,
      'GET',
      `/files/presigned-upload-url?fileName=press-card.pdf&contentType=application/pdf&type=documents`,
    );
    expect(presigned.statusCode, presigned.body).toBe(200);
    const { url, filePath } = presigned.json().data;
    const parsed = new URL(url);
    const stored = await api.app.inject({
      method: 'PUT',
      url: `${parsed.pathname}${parsed.search}`,
      headers: { 'content-type': 'application/pdf' },
      payload: PDF,
    });
    expect(stored.statusCode, stored.body).toBe(200);
    return filePath;
  }

  const application = (pressCredentialFile: string, overrides: Json = {}): Json => ({
    organisation: 'Pacific Islands News',
    role: 'PHOTOGRAPHER',
    outletCountry: 'FJ',
    website: 'https://pina.example',
    coveragePlan: 'Daily photo stories from the canoe arrivals and the closing ceremony.',
    pressCredentialFile,
    portfolioUrl: 'https://pina.example/portfolio',
    portfolioFile: null,
    ...overrides,
  });

  const newMediaEvent = async (mediaLastDay: string | null) =>
    (
      await insertMainEvent(api.database.db, {
        name: `Media festival ${mediaLastDay}`,
        status: 'ACTIVE',
        startDate: new Date('2027-07-01T19:00:00Z'),
        endDate: new Date('2027-07-03T19:00:00Z'),
        capacity: 10,
        mediaLastDay,
      })
    ).id;

  const stored = async () => (await api.database.db.select().from(mediaApplications)).length;

  beforeAll(async () => {
    api = await startRegistrationsApi({ withAdmin: true });
    ({ ann, bob, demoEventId } = api);
    admin = await api.idp.signIn(api.config.admin.email, api.config.admin.password);
    mediaReader = await api.idp.newSignedInUser({ givenName: 'Malia', familyName: 'Reader' });
    const [role] = await api.database.db.insert(roles).values({ name: 'Press desk reader' }).returning();
    await api.database.db.insert(rolePermissions).values({ roleId: role.id, permission: 'MEDIA:R' });
    await grantRole(api.database.db, { sub: mediaReader.sub }, 'Press desk reader');
    credential = await uploadDocument(ann);
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  it('needs a signed-in user on every route (401)', async () => {
    for (const [method, url] of [
      ['POST', `/media-registrations/${demoEventId}`],
      ['GET', `/media-registrations/me/${demoEventId}`],
      ['PUT', `/media-registrations/me/${demoEventId}`],
      ['GET', `/media-registrations/${demoEventId}/check`],
      ['GET', `/media-registrations/${demoEventId}/wallet`],
      ['GET', `/media-applications`],
    ] as const) {
      const response = await call(null, method, url, method === 'GET' ? undefined : application(credential));
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('says the seeded demo festival is open and the past festival closed (31 May 2024, Honolulu)', async () => {
    const open = await call(ann, 'GET', `/media-registrations/${demoEventId}/check`);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data).toMatchObject({ lastDay: '2027-05-31', closed: false, registered: false, status: null });
    const past = await call(ann, 'GET', `/media-registrations/${DEMO_PAST_EVENT_ID}/check`);
    expect(past.json().data).toEqual({
      eventId: DEMO_PAST_EVENT_ID,
      eventName: 'Pacific Arts & Culture Festival 2024',
      lastDay: '2024-05-31',
      closesAt: '2024-06-01T10:00:00.000Z',
      closed: true,
      registered: false,
      status: null,
    });
    const cancelled = (
      await insertMainEvent(api.database.db, {
        name: 'Cancelled festival',
        status: 'CANCELLED',
        startDate: new Date('2027-07-01T19:00:00Z'),
        endDate: new Date('2027-07-03T19:00:00Z'),
        mediaLastDay: null,
      })
    ).id;
    expect((await call(ann, 'GET', `/media-registrations/${cancelled}/check`)).json().data.closed).toBe(true);
    expect((await call(ann, 'GET', `/media-registrations/${UNKNOWN_ID}/check`)).statusCode).toBe(404);
    expect((await call(ann, 'GET', `/media-registrations/not-an-id/check`)).statusCode).toBe(400);
  });

  it('keeps the event open through the end of its last day in Honolulu, and closes it the day after', async () => {
    const today = honoluluToday();
    const lastDayToday = await newMediaEvent(today);
    const lastDayYesterday = await newMediaEvent(addDays(today, -1));
    const open = (await call(bob, 'GET', `/media-registrations/${lastDayToday}/check`)).json().data;
    expect(open).toMatchObject({ closed: false, closesAt: `${addDays(today, 1)}T10:00:00.000Z` });
    const closed = (await call(bob, 'GET', `/media-registrations/${lastDayYesterday}/check`)).json().data;
    expect(closed).toMatchObject({ closed: true, closesAt: `${today}T10:00:00.000Z` });
    const bobsFile = await uploadDocument(bob);
    const refused = await call(bob, 'POST', `/media-registrations/${lastDayYesterday}`, application(bobsFile));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe('Media registration for this event is closed.');
    const accepted = await call(bob, 'POST', `/media-registrations/${lastDayToday}`, application(bobsFile));
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('answers bad input with field errors and stores nothing', async () => {
    const before = await stored();
    const response = await call(ann, 'POST', `/media-registrations/${demoEventId}`, {
      organisation: '  ',
      role: 'ASTRONAUT',
      outletCountry: 'Fiji',
      website: 'not a url',
      coveragePlan: '',
      pressCredentialFile: '',
      portfolioUrl: '',
      portfolioFile: null,
    });
    expect(response.statusCode, response.body).toBe(400);
    const fields = Object.fromEntries(
      response.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(fields).toEqual({
      organisation: 'This field is required',
      role: 'Please choose one of the options',
      outletCountry: 'Please choose one of the options',
      website: 'Enter a web address starting with https://',
      coveragePlan: 'This field is required',
      pressCredentialFile: 'Field cannot be blank.',
      portfolioUrl: 'Give a portfolio link or upload a portfolio file',
    });
    const missing = await call(ann, 'POST', `/media-registrations/${demoEventId}`, { organisation: 'X' });
    expect(missing.statusCode).toBe(400);
    expect(await stored()).toBe(before);
  });

  it("refuses someone else's upload as the press credential", async () => {
    const bobsFile = await uploadDocument(bob);
    const response = await call(ann, 'POST', `/media-registrations/${demoEventId}`, application(bobsFile));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'pressCredentialFile', message: expect.any(String) }]);
  });

  it('takes one application per user and event, starts it REVIEWING and emails a confirmation', async () => {
    const created = await call(ann, 'POST', `/media-registrations/${demoEventId}`, application(credential));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      eventId: demoEventId,
      status: 'REVIEWING',
      organisation: 'Pacific Islands News',
      role: 'PHOTOGRAPHER',
      outletCountry: 'FJ',
      pressCredentialFile: credential,
    });
    const again = await call(ann, 'POST', `/media-registrations/${demoEventId}`, application(credential));
    expect(again.statusCode).toBe(409);

    const mine = await call(ann, 'GET', `/media-registrations/me/${demoEventId}`);
    expect(mine.json().data.id).toBe(created.json().data.id);
    const check = (await call(ann, 'GET', `/media-registrations/${demoEventId}/check`)).json().data;
    expect(check).toMatchObject({ registered: true, status: 'REVIEWING', closed: false });

    let mail: Awaited<ReturnType<typeof listMailbox>> = [];
    for (let i = 0; i < 50 && mail.length === 0; i += 1) {
      mail = (await listMailbox(api.database.db, ann.email.toLowerCase(), 10)).filter((m) =>
        m.subject.includes('your media application'),
      );
      if (mail.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mail).toHaveLength(1);
  });

  it("refuses another user's application: Bob reads and changes only his own", async () => {
    expect((await call(bob, 'GET', `/media-registrations/me/${demoEventId}`)).statusCode).toBe(404);
    const put = await call(bob, 'PUT', `/media-registrations/me/${demoEventId}`, application(credential));
    expect(put.statusCode).toBe(404);
  });

  it('lets the applicant change the application while it is reviewed', async () => {
    const response = await call(
      ann,
      'PUT',
      `/media-registrations/me/${demoEventId}`,
      application(credential, { organisation: 'Islands Business', role: 'JOURNALIST' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ organisation: 'Islands Business', role: 'JOURNALIST' });
    const bad = await call(ann, 'PUT', `/media-registrations/me/${demoEventId}`, application(credential, { role: '' }));
    expect(bad.statusCode).toBe(400);
    const kept = await call(ann, 'GET', `/media-registrations/me/${demoEventId}`);
    expect(kept.json().data.role).toBe('JOURNALIST');
  });

  it('still shows an application after the cut-off, read-only', async () => {
    const [annsRow] = await api.database.db
      .select()
      .from(mediaApplications)
      .where(eq(mediaApplications.mainEventId, demoEventId));
    await api.database.db.insert(mediaApplications).values({
      mainEventId: DEMO_PAST_EVENT_ID,
      userId: annsRow.userId,
      organisation: 'Old Outlet',
      role: 'VIDEOGRAPHER',
      outletCountry: 'WS',
      coveragePlan: 'Covered 2024.',
      pressCredentialFile: credential,
      portfolioUrl: 'https://old.example',
    });
    const check = (await call(ann, 'GET', `/media-registrations/${DEMO_PAST_EVENT_ID}/check`)).json().data;
    expect(check).toMatchObject({ closed: false, registered: true, status: 'REVIEWING' });
    const read = await call(ann, 'GET', `/media-registrations/me/${DEMO_PAST_EVENT_ID}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.organisation).toBe('Old Outlet');
    const put = await call(ann, 'PUT', `/media-registrations/me/${DEMO_PAST_EVENT_ID}`, application(credential));
    expect(put.statusCode).toBe(422);
  });

  describe('staff (MEDIA permission)', () => {
    let annsId: string;

    beforeAll(async () => {
      annsId = (await call(ann, 'GET', `/media-registrations/me/${demoEventId}`)).json().data.id;
    });

    it('answers 403 without the MEDIA permission, and lets MEDIA:R read but not decide', async () => {
      expect((await call(ann, 'GET', '/media-applications')).statusCode).toBe(403);
      expect((await call(mediaReader, 'GET', '/media-applications')).statusCode).toBe(200);
      const decide = await call(mediaReader, 'PUT', `/media-applications/${annsId}/status`, { status: 'APPROVED' });
      expect(decide.statusCode).toBe(403);
    });

    it('lists applications with their applicant, filtered by status and event', async () => {
      const all = await call(admin, 'GET', `/media-applications?eventId=${demoEventId}`);
      expect(all.statusCode, all.body).toBe(200);
      expect(all.json()).toMatchObject({ totalRecords: 1, hasNext: false });
      expect(all.json().data[0]).toMatchObject({ id: annsId, email: ann.email, firstName: 'Ann', status: 'REVIEWING' });
      const approved = await call(admin, 'GET', `/media-applications?eventId=${demoEventId}&status=APPROVED`);
      expect(approved.json().totalRecords).toBe(0);
      expect((await call(admin, 'GET', '/media-applications?status=MAYBE')).statusCode).toBe(400);
      const one = await call(mediaReader, 'GET', `/media-applications/${annsId}`);
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json().data).toMatchObject({
        id: annsId,
        coveragePlan: expect.any(String),
        eventName: expect.any(String),
      });
      expect((await call(admin, 'GET', `/media-applications/${UNKNOWN_ID}`)).statusCode).toBe(404);
      expect((await call(ann, 'GET', `/media-applications/${annsId}`)).statusCode).toBe(403);
    });

    it('has no press pass before accreditation (422), and none for someone without an application (404)', async () => {
      expect((await call(ann, 'GET', `/media-registrations/${demoEventId}/wallet`)).statusCode).toBe(422);
      expect((await call(mediaReader, 'GET', `/media-registrations/${demoEventId}/wallet`)).statusCode).toBe(404);
    });

    it('accredits as the state machine allows, audited; the applicant can then no longer edit it', async () => {
      const response = await call(admin, 'PUT', `/media-applications/${annsId}/status`, { status: 'APPROVED' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.status).toBe('APPROVED');
      expect(await auditTrailOf(api.database.db, `media-application:${annsId}`)).toEqual([
        expect.objectContaining({
          actorSub: admin.sub,
          action: 'media.status',
          before: { status: 'REVIEWING' },
          after: { status: 'APPROVED' },
        }),
      ]);
      const edit = await call(ann, 'PUT', `/media-registrations/me/${demoEventId}`, application(credential));
      expect(edit.statusCode).toBe(422);
      const back = await call(admin, 'PUT', `/media-applications/${annsId}/status`, { status: 'REVIEWING' });
      expect(back.statusCode).toBe(422);
      expect(
        (await call(admin, 'PUT', `/media-applications/${UNKNOWN_ID}/status`, { status: 'ARCHIVED' })).statusCode,
      ).toBe(404);
    });

    it('gives the accredited applicant a signed press pass', async () => {
      const response = await call(ann, 'GET', `/media-registrations/${demoEventId}/wallet`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.apple.pkpass');
      const pass = JSON.parse(readZip(response.rawPayload).get('pass.json')!.toString('utf8'));
      expect(pass.eventTicket.primaryFields[0]).toMatchObject({ label: 'Press', value: 'Ann Kealoha' });
      expect(JSON.stringify(pass.eventTicket.auxiliaryFields)).toContain('Islands Business');
    });

    it('exports the filtered list as CSV (202 with links)', async () => {
      const response = await call(admin, 'GET', `/media-applications?take=10000000&status=APPROVED`);
      expect(response.statusCode, response.body).toBe(202);
      expect(response.json().data).toMatchObject({ fileName: 'media-applications.csv' });
      expect((await call(mediaReader, 'GET', `/media-applications?take=10000000`)).statusCode).toBe(202);
      expect((await call(ann, 'GET', `/media-applications?take=10000000`)).statusCode).toBe(403);
    });

    it('archives, after which nothing moves it', async () => {
      expect(
        (await call(admin, 'PUT', `/media-applications/${annsId}/status`, { status: 'ARCHIVED' })).statusCode,
      ).toBe(200);
      const again = await call(admin, 'PUT', `/media-applications/${annsId}/status`, { status: 'APPROVED' });
      expect(again.statusCode).toBe(422);
      const [row] = await api.database.db.select().from(mediaApplications).where(eq(mediaApplications.id, annsId));
      expect(row.status).toBe('ARCHIVED');
    });
  });
});
