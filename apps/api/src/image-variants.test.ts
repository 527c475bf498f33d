import { existsSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { insertMainEvent } from '@festival/server-events';
import { IMAGE_VARIANTS_JOB, imageVariantFailures, imageVariants } from '@festival/server-files';
import { createJobQueue, type JobQueue } from '@festival/server-jobs';
import { grantRole } from '@festival/server-permissions';
import type { ImageVariant } from '@festival/shared-util-api-contracts';
import { buildApp } from './app';
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

// Staff upload a picture through the real presigned flow (local storage), save an event or an
// activity with it, and the `image-variants` job (the app's own queue: in-process on PGlite,
// pg-boss on PostgreSQL) makes its WebP copies; the public reads, kept for an hour here, list them
// only because the job clears them.

const WAIT_MS = 30_000;

/** A real picture: a gradient, so the copies are not trivially small. */
async function picture(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = 120;
    pixels[i + 2] = 200;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** A valid 1×1 PNG whose header claims `width`×`height` pixels (a "decompression bomb" that costs nothing to send). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture(1, 1, 'png'));
  // The IHDR chunk: length (4) at 8, type (4) at 12, width and height at 16 and 20, its CRC after 13 bytes of data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const eventBody = (overrides: Json = {}): Json => ({
  name: 'Aloha Week',
  description: '',
  status: 'ACTIVE',
  startDate: '2027-09-01T18:00:00.000Z',
  endDate: '2027-09-03T04:00:00.000Z',
  location: 'Honolulu',
  capacity: 100,
  registrationFee: 0,
  requiresReview: false,
  bannerImage: '',
  logoImage: '',
  refLink: '',
  ...overrides,
});

const activityBody = (overrides: Json = {}): Json => ({
  name: 'Hula lesson',
  description: '',
  status: 'ACTIVE',
  startDate: '2027-09-02T19:00:00.000Z',
  endDate: '2027-09-02T21:00:00.000Z',
  location: 'Bandstand',
  capacity: 10,
  isAllowWaitList: false,
  activityRegistrationFee: 0,
  registrationFee: 0,
  imageUrl: '',
  ...overrides,
});

describe(`API sized copies of uploaded pictures (${engine})`, () => {
  let api: RegistrationsApi;
  let staff: User;
  const logLines: Json[] = [];

  const as = (method: 'POST' | 'PUT', url: string, payload: Json) =>
    api.app.inject({ method, url: `${API}${url}`, headers: bearer(staff), payload });

  async function upload(bytes: Buffer, name: string, contentType: string): Promise<string> {
    const presigned = await api.app.inject({
      url: `${API}/files/presigned-upload-url`,
      query: { fileName: name, contentType, type: 'event-images' },
      headers: bearer(staff),
    });
    expect(presigned.statusCode, presigned.body).toBe(200);
    const { url, filePath } = presigned.json().data;
    const target = new URL(url);
    const stored = await api.app.inject({
      method: 'PUT',
      url: `${target.pathname}${target.search}`,
      headers: { 'content-type': contentType },
      payload: bytes,
    });
    expect(stored.statusCode, stored.body).toBe(200);
    return filePath;
  }

  async function createEvent(bannerImage: string, name = 'Aloha Week'): Promise<string> {
    const created = await as('POST', '/events', eventBody({ name, bannerImage }));
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data.id;
  }

  /** Asks until `read` gives variants (the job ran), or fails after WAIT_MS. */
  async function eventually(read: () => Promise<ImageVariant[]>): Promise<ImageVariant[]> {
    const until = Date.now() + WAIT_MS;
    for (;;) {
      const variants = await read();
      if (variants.length > 0 || Date.now() > until) return variants;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Waits for the job's warning about this picture, and answers it. */
  async function warningAbout(key: string): Promise<Json | undefined> {
    const until = Date.now() + WAIT_MS;
    for (;;) {
      const found = logLines.find((line) => line['key'] === key && line['level'] === 40);
      if (found || Date.now() > until) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const bannerVariants = async (eventId: string): Promise<ImageVariant[]> =>
    (await api.app.inject(`${API}/events/${eventId}`)).json().data.bannerImageVariants;

  /** Each copy is served as WebP, exactly as wide as it says. */
  async function expectServedAsStated(variants: ImageVariant[], key: string) {
    for (const variant of variants) {
      expect(variant.url).toBe(`${API}/files/public/${key.replace(/\.[a-z]+$/, `-${variant.width}w.webp`)}`);
      const served = await api.app.inject(variant.url);
      expect(served.statusCode, variant.url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect({ format: meta.format, width: meta.width }).toEqual({ format: 'webp', width: variant.width });
    }
  }

  beforeAll(async () => {
    api = await startRegistrationsApi({
      logStream: { write: (line) => void logLines.push(JSON.parse(line) as Json) },
      env: { PUBLIC_READ_CACHE_SECONDS: '3600' },
    });
    staff = await api.idp.newSignedInUser({ givenName: 'Staff', familyName: 'Member' });
    await grantRole(api.database.db, { sub: staff.sub, email: staff.email }, 'Administrator');
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  it("makes an uploaded banner's WebP copies at the build's widths; the event and the public list give them", async () => {
    const key = await upload(await picture(2000, 1000, 'png'), 'banner.png', 'image/png');
    const eventId = await createEvent(key);
    // Read once at once: the answer kept (for an hour here) must give way when the copies are ready.
    await api.app.inject(`${API}/events/${eventId}`);

    const variants = await eventually(() => bannerVariants(eventId));
    expect(variants.map((variant) => variant.width)).toEqual([640, 960, 1600]);
    await expectServedAsStated(variants, key);

    const active = (await api.app.inject(`${API}/events/active?take=50`)).json().data as Json[];
    expect(active.find((event) => event['id'] === eventId)?.['bannerImageVariants']).toEqual(variants);
    // The original is still served as uploaded.
    const original = await api.app.inject(`${API}/files/public/${key}`);
    expect(original.headers['content-type']).toBe('image/png');
  }, 60_000);

  it("makes an activity picture's copies never wider than the picture, and the activity lists give them", async () => {
    const key = await upload(await picture(1000, 700, 'jpeg'), 'hula.jpg', 'image/jpeg');
    const created = await as('POST', `/events/${api.demoEventId}/sub-events`, activityBody({ imageUrl: key }));
    expect(created.statusCode, created.body).toBe(201);
    const activityId = created.json().data.id;

    const inDetail = async () =>
      ((await api.app.inject(`${API}/events/${api.demoEventId}`)).json().data.subEvents as Json[]).find(
        (activity) => activity['id'] === activityId,
      )?.['imageVariants'] as ImageVariant[];
    const variants = await eventually(inDetail);
    expect(variants.map((variant) => variant.width)).toEqual([640, 960]);
    await expectServedAsStated(variants, key);

    const mine = await api.app.inject({
      url: `${API}/registrations/me/event/${api.demoEventId}/sub-event?take=50`,
      headers: bearer(api.ann),
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const listed = (mine.json().data as Json[]).find((activity) => activity['id'] === activityId);
    expect(listed?.['imageVariants']).toEqual(variants);
  }, 60_000);

  it('leaves a picture sharp cannot read, or one claiming too many pixels, as uploaded, with a warning and no error', async () => {
    // PNG's first bytes (the upload check passes), then no picture.
    const damaged = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('junk')]);
    for (const [bytes, reason] of [
      [damaged, /./],
      [await pngClaiming(20_000, 20_000), /exceeds pixel limit/],
    ] as const) {
      const key = await upload(bytes, 'broken.png', 'image/png');
      const eventId = await createEvent(key, 'Broken picture');
      const warning = await warningAbout(key);
      expect(warning?.['msg']).toBe('no sized copies made of the picture: it is served as uploaded');
      expect(String(warning?.['reason'])).toMatch(reason);

      const detail = await api.app.inject(`${API}/events/${eventId}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().data).toMatchObject({ bannerImage: `${API}/files/public/${key}`, bannerImageVariants: [] });
      const served = await api.app.inject(`${API}/files/public/${key}`);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect((await api.app.inject(`${API}/events/active?take=50`)).statusCode).toBe(200);
    }
  }, 60_000);

  it('tries a damaged picture once: not again on the next save nor at the next start; a new upload for the event is made', async () => {
    const damaged = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('junk')]);
    const key = await upload(damaged, 'damaged.png', 'image/png');
    const eventId = await createEvent(key, 'Damaged once');
    expect(await warningAbout(key)).toBeDefined();
    const failures = async () =>
      api.database.db
        .select({ originalKey: imageVariantFailures.originalKey })
        .from(imageVariantFailures)
        .where(inArray(imageVariantFailures.originalKey, [key]));
    expect(await failures()).toEqual([{ originalKey: key }]);

    // Saved again as it is: the job is asked, and leaves the picture be.
    expect(
      (await as('PUT', `/events/${eventId}`, eventBody({ name: 'Damaged once', bannerImage: key }))).statusCode,
    ).toBe(200);
    const until = Date.now() + WAIT_MS;
    while (!logLines.some((line) => line['key'] === key && line['level'] === 20) && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(logLines.filter((line) => line['key'] === key && line['level'] === 20)).toHaveLength(1);
    expect(logLines.filter((line) => line['key'] === key && line['level'] === 40)).toHaveLength(1);

    // Another start of the server: its catch-up asks for no copies of the picture.
    const asked: string[] = [];
    const queue = createJobQueue(api.database, { error: () => undefined, warn: () => undefined });
    const jobs: JobQueue = {
      work: (name, handler, options) => queue.work(name, handler, options),
      send: async (name, data, options) => {
        if (name === IMAGE_VARIANTS_JOB) asked.push((data as { key: string }).key);
        await queue.send(name, data, options);
      },
      waiting: () => queue.waiting(),
      start: () => queue.start(),
      stop: () => queue.stop(),
    };
    const restarted = await buildApp({
      config: { ...api.config, publicReadCacheSeconds: 0 },
      database: api.database,
      jobs,
    });
    try {
      expect(asked).not.toContain(key);
      const caughtUp = asked.length;
      // A new picture for the same event gets its copies.
      const replacement = await upload(await picture(800, 400, 'png'), 'replacement.png', 'image/png');
      const saved = await restarted.inject({
        method: 'PUT',
        url: `${API}/events/${eventId}`,
        headers: bearer(staff),
        payload: eventBody({ name: 'Damaged once', bannerImage: replacement }),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(asked.slice(caughtUp)).toEqual([replacement]);
      const variants = await eventually(
        async () => (await restarted.inject(`${API}/events/${eventId}`)).json().data.bannerImageVariants,
      );
      expect(variants.map((variant: ImageVariant) => variant.width)).toEqual([640]);
    } finally {
      await restarted.close();
    }
  }, 60_000);

  it("sweeps a dropped picture's copies and their records with it, and keeps a held picture's", async () => {
    const held = await upload(await picture(1200, 600, 'png'), 'held.png', 'image/png');
    const dropped = await upload(await picture(1200, 600, 'png'), 'dropped.png', 'image/png');
    const heldEvent = await createEvent(held, 'Held picture');
    const droppedEvent = await createEvent(dropped, 'Dropped picture');
    const heldCopies = await eventually(() => bannerVariants(heldEvent));
    const droppedCopies = await eventually(() => bannerVariants(droppedEvent));
    expect(heldCopies.map((variant) => variant.width)).toEqual([640, 960]);
    expect(droppedCopies.map((variant) => variant.width)).toEqual([640, 960]);
    expect((await as('PUT', `/events/${droppedEvent}`, eventBody({ name: 'Dropped picture' }))).statusCode).toBe(200);

    const fileOf = (url: string) => join(api.config.dataDir, 'files', url.slice(`${API}/files/public/`.length));
    const heldFiles = [join(api.config.dataDir, 'files', held), ...heldCopies.map((variant) => fileOf(variant.url))];
    const droppedFiles = [
      join(api.config.dataDir, 'files', dropped),
      ...droppedCopies.map((variant) => fileOf(variant.url)),
    ];
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    for (const file of [...heldFiles, ...droppedFiles]) {
      expect(existsSync(file), file).toBe(true);
      utimesSync(file, twoDaysAgo, twoDaysAgo);
    }

    await api.app.orphanSweeper.runOnce();
    for (const file of heldFiles) expect(existsSync(file), file).toBe(true);
    for (const file of droppedFiles) expect(existsSync(file), file).toBe(false);
    const records = await api.database.db
      .select({ originalKey: imageVariants.originalKey })
      .from(imageVariants)
      .where(inArray(imageVariants.originalKey, [held, dropped]));
    expect(records.map((record) => record.originalKey)).toEqual([held, held]);
    expect(await bannerVariants(heldEvent)).toEqual(heldCopies);
  }, 60_000);

  it('makes the copies of a picture saved without them (before the job existed, or its job lost) when the server starts', async () => {
    const key = await upload(await picture(1000, 500, 'png'), 'older.png', 'image/png');
    const { id } = await insertMainEvent(api.database.db, {
      name: 'Saved before',
      status: 'ACTIVE',
      startDate: new Date('2027-09-01T18:00:00Z'),
      endDate: new Date('2027-09-02T18:00:00Z'),
      capacity: 10,
      bannerImage: key,
    });
    expect(await bannerVariants(id)).toEqual([]);

    // Another start of the server on the same database and files; its reads are not kept.
    const restarted = await buildApp({
      config: { ...api.config, publicReadCacheSeconds: 0 },
      database: api.database,
    });
    try {
      const variants = await eventually(
        async () => (await restarted.inject(`${API}/events/${id}`)).json().data.bannerImageVariants,
      );
      expect(variants.map((variant: ImageVariant) => variant.width)).toEqual([640, 960]);
      await expectServedAsStated(variants, key);
    } finally {
      await restarted.close();
    }
  }, 60_000);
});
