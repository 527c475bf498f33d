import { existsSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { mainEvents } from '@festival/server-events';
import { createRole, grantRole } from '@festival/server-permissions';
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

/** A file whose first bytes are a PNG's, as the files module checks them. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('a poster')]);

const eventBody = (overrides: Json = {}): Json => ({
  name: 'Makahiki Games',
  description: 'Games of the harvest season',
  status: 'ACTIVE',
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
  name: 'Lei making',
  description: 'Bring flowers',
  status: 'ACTIVE',
  startDate: '2027-08-02T19:00:00.000Z',
  endDate: '2027-08-02T21:00:00.000Z',
  location: 'Hale Hālāwai',
  capacity: 10,
  isAllowWaitList: false,
  activityRegistrationFee: 0,
  registrationFee: 0,
  imageUrl: '',
  ...overrides,
});

describe(`API event images (${engine})`, () => {
  let api: RegistrationsApi;
  let staff: User;
  let planner: User;

  const as = (user: User | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Json) =>
    api.app.inject({ method, url: `${API}${url}`, ...(user ? { headers: bearer(user) } : {}), payload });
  const presign = (user: User, query: Record<string, string>) =>
    api.app.inject({ url: `${API}/files/presigned-upload-url`, query, headers: bearer(user) });

  /** Uploads a picture as the admin form does: a signed link, then a PUT of the bytes to it. */
  async function uploadImage(user: User, type = 'event-images'): Promise<string> {
    const presigned = await presign(user, { fileName: 'poster.png', contentType: 'image/png', type });
    expect(presigned.statusCode, presigned.body).toBe(200);
    const { url, filePath } = presigned.json().data;
    const target = new URL(url);
    const stored = await api.app.inject({
      method: 'PUT',
      url: `${target.pathname}${target.search}`,
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(stored.statusCode, stored.body).toBe(200);
    return filePath;
  }

  beforeAll(async () => {
    api = await startRegistrationsApi();
    staff = await api.idp.newSignedInUser({ givenName: 'Staff', familyName: 'Member' });
    await grantRole(api.database.db, { sub: staff.sub, email: staff.email }, 'Administrator');
    planner = await api.idp.newSignedInUser({ givenName: 'Activity', familyName: 'Planner' });
    await createRole(api.database.db, staff.sub, {
      name: 'Activity planner',
      description: '',
      permissions: ['EVENT_MANAGEMENT:R', 'EVENT_MANAGEMENT:U'],
    });
    await grantRole(api.database.db, { sub: planner.sub, email: planner.email }, 'Activity planner');
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  it('gives an upload link for event images only to staff who may create or edit events (403 to an attendee)', async () => {
    const query = { fileName: 'poster.png', contentType: 'image/png', type: 'event-images' };
    const refused = await presign(api.ann, query);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN_READ' });
    // The attendee's own kinds of upload are not affected.
    expect((await presign(api.ann, { ...query, type: 'avatars' })).statusCode).toBe(200);

    const allowed = await presign(staff, query);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().data.filePath).toMatch(/^event-images\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/);
    // EVENT_MANAGEMENT:U alone is enough (the activities' editors).
    expect((await presign(planner, query)).statusCode).toBe(200);
  });

  it('refuses files the rules do not allow for event images: a PDF, a wrong type name', async () => {
    const pdf = await presign(staff, { fileName: 'poster.pdf', contentType: 'application/pdf', type: 'event-images' });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toContain('png, jpg, jpeg, webp');
    const unknown = await presign(staff, { fileName: 'poster.png', contentType: 'image/png', type: 'event-image' });
    expect(unknown.statusCode).toBe(400);
  });

  it('stores the uploaded path; visitors read a public URL that serves the picture, cacheable for a day', async () => {
    const filePath = await uploadImage(staff);
    const created = await as(staff, 'POST', '/events', eventBody({ bannerImage: filePath }));
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json().data;
    const publicUrl = `${API}/files/public/${filePath}`;
    expect(event.bannerImage).toBe(publicUrl);

    // The column keeps the key; reads map it, and saving the URL back keeps the same key.
    const stored = async () => (await api.database.db.select().from(mainEvents).where(eq(mainEvents.id, event.id)))[0];
    expect((await stored()).bannerImage).toBe(filePath);
    const kept = await as(staff, 'PUT', `/events/${event.id}`, eventBody({ bannerImage: publicUrl }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await stored()).bannerImage).toBe(filePath);

    // A visitor (no token) sees the public URL, in the detail and in the active list.
    const detail = await api.app.inject(`${API}/events/${event.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.bannerImage).toBe(publicUrl);
    const active = (await api.app.inject(`${API}/events/active?take=50`)).json().data as Json[];
    expect(active.find((e) => e['id'] === event.id)?.['bannerImage']).toBe(publicUrl);

    const image = await api.app.inject(publicUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    // Removing the picture: the next public read (cached for seconds otherwise) shows none.
    expect((await as(staff, 'PUT', `/events/${event.id}`, eventBody({ bannerImage: '' }))).statusCode).toBe(200);
    expect((await api.app.inject(`${API}/events/${event.id}`)).json().data.bannerImage).toBe('');
  });

  it("maps an activity's uploaded picture to the public URL in the event's activity list", async () => {
    const filePath = await uploadImage(staff);
    const created = await as(
      staff,
      'POST',
      `/events/${api.demoEventId}/sub-events`,
      activityBody({ imageUrl: filePath }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const detail = (await api.app.inject(`${API}/events/${api.demoEventId}`)).json().data;
    const activity = detail.subEvents.find((s: Json) => s['id'] === created.json().data.id);
    expect(activity.imageUrl).toBe(`${API}/files/public/${filePath}`);
    // External URLs and the seeded demo pictures pass through unchanged.
    expect(detail.bannerImage).toBe('/media/demo/banner.svg');
  });

  it('refuses on save a path that is not an existing event image, and changes nothing', async () => {
    const avatar = await uploadImage(api.ann, 'avatars');
    const missing = (await uploadImage(staff)).replace(
      /[0-9a-f-]{36}\.png$/,
      '00000000-0000-4000-8000-000000000000.png',
    );
    for (const [bannerImage, message] of [
      [avatar, 'This is not the path of an uploaded file.'],
      [missing, 'The file was not found. Please upload it again.'],
      ['documents/../../secret.pdf', 'This is not the path of an uploaded file.'],
      [`${API}/files/public/${avatar}`, 'This is not the path of an uploaded file.'],
    ]) {
      const refused = await as(staff, 'POST', '/events', eventBody({ name: 'Not saved', bannerImage }));
      expect(refused.statusCode, bannerImage).toBe(400);
      expect(refused.json().errors).toEqual([{ field: 'body.bannerImage', message }]);
    }
    const listed = (await as(staff, 'GET', '/events?search=Not%20saved')).json();
    expect(listed.totalRecords).toBe(0);

    const activity = await as(
      staff,
      'POST',
      `/events/${api.demoEventId}/sub-events`,
      activityBody({ imageUrl: avatar }),
    );
    expect(activity.statusCode).toBe(400);
    expect(activity.json().errors).toEqual([
      { field: 'body.imageUrl', message: 'This is not the path of an uploaded file.' },
    ]);
  });

  it('sweeps event images no event or activity shows once a day old, and keeps those shown', async () => {
    const shown = await uploadImage(staff);
    const dropped = await uploadImage(staff);
    const created = await as(staff, 'POST', '/events', eventBody({ name: 'Sweep check', logoImage: shown }));
    expect(created.statusCode, created.body).toBe(201);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    for (const path of [shown, dropped]) utimesSync(join(api.config.dataDir, 'files', path), twoDaysAgo, twoDaysAgo);
    await api.app.orphanSweeper.runOnce();
    expect(existsSync(join(api.config.dataDir, 'files', shown))).toBe(true);
    expect(existsSync(join(api.config.dataDir, 'files', dropped))).toBe(false);
  });

  it('serves only event images publicly: other uploads and unknown keys are 404', async () => {
    const avatar = await uploadImage(api.ann, 'avatars');
    for (const key of [avatar, 'event-images/x/y.png', 'documents/volunteer-agreement.pdf']) {
      const response = await api.app.inject(`${API}/files/public/${key}`);
      expect(response.statusCode, key).toBe(404);
    }
  });
});
