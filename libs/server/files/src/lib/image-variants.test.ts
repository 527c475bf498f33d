import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { imageVariantPath, isImageVariantPath, newFilePath } from './file-rules';
import type { FileStorage } from './file-storage';
import { PUBLIC_FILES_PREFIX } from './files.service';
import {
  forgetImageVariants,
  heldWithImageVariants,
  IMAGE_VARIANT_WIDTHS,
  imageVariantsJob,
  imageVariantsLookup,
  requestMissingImageVariants,
  variantWidths,
} from './image-variants';
import { LocalFileStorage } from './local-storage';
import { removeOrphanedFiles } from './orphan-sweeper';
import { mustRunS3, s3StorageOn, startS3rver } from './test-s3rver';

const OWNER = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';

describe('variantWidths', () => {
  it("is the build's widths the picture fills, never wider; its own width when it is narrower than all", () => {
    expect(IMAGE_VARIANT_WIDTHS).toEqual([640, 960, 1600]);
    expect(variantWidths(4000)).toEqual([640, 960, 1600]);
    expect(variantWidths(1000)).toEqual([640, 960]);
    expect(variantWidths(640)).toEqual([640]);
    expect(variantWidths(300)).toEqual([300]);
  });
});

describe('imageVariantPath', () => {
  it('names a copy beside its picture; only copies of public pictures have that shape', () => {
    const picture = newFilePath('event-images', OWNER, 'png');
    const copy = imageVariantPath(picture, 640);
    expect(copy).toBe(picture.replace(/\.png$/, '-640w.webp'));
    expect(isImageVariantPath(copy)).toBe(true);
    expect(isImageVariantPath(imageVariantPath(newFilePath('avatars', OWNER, 'png'), 640))).toBe(false);
    expect(isImageVariantPath(`${copy}.part`)).toBe(false);
  });
});

const started = await startS3rver();
const s3Usable = !('reason' in started) || mustRunS3;

// The job reads and writes through the FileStorage port only: the same run on both drivers.
describe.each([
  [
    'local disk',
    async () => new LocalFileStorage({ root: mkdtempSync(join(tmpdir(), 'festival-files-')), basePath: '' }),
  ],
  ...(s3Usable
    ? [
        [
          'S3 (s3rver)',
          async () => {
            if ('reason' in started) throw new Error(`s3rver could not start: ${started.reason}`);
            return s3StorageOn(started.endpoint, 'variants');
          },
        ] as const,
      ]
    : []),
] as const)('the image-variants job on %s', (_name, makeStorage) => {
  let database: Database;
  let storage: FileStorage;
  const folder = mkdtempSync(join(tmpdir(), 'festival-pictures-'));
  const warnings: object[] = [];
  let ready = 0;
  const run = (key: string) =>
    imageVariantsJob({
      db: database.db,
      storage,
      logger: { debug: () => undefined, info: () => undefined, warn: (details) => void warnings.push(details) },
      onReady: () => void (ready += 1),
    })({ key });

  async function store(width: number, height: number, type: 'event-images' | 'avatars' = 'event-images') {
    const key = newFilePath(type, OWNER, 'png');
    const file = join(folder, 'picture.png');
    writeFileSync(
      file,
      await sharp({ create: { width, height, channels: 3, background: '#0e7490' } })
        .png()
        .toBuffer(),
    );
    await storage.putFile(key, file);
    return key;
  }

  async function widthOf(key: string): Promise<{ format?: string; width?: number }> {
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.openRead(key)) chunks.push(chunk as Buffer);
    const { format, width } = await sharp(Buffer.concat(chunks)).metadata();
    return { format, width };
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    storage = await makeStorage();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    if (storage instanceof LocalFileStorage) rmSync(storage.root, { recursive: true, force: true });
    rmSync(folder, { recursive: true, force: true });
  });

  it('stores WebP copies beside the picture, records them once, and says when they are ready', async () => {
    const key = await store(1200, 500);
    await run(key);
    const lookup = imageVariantsLookup(database.db, () => []);
    const url = `${PUBLIC_FILES_PREFIX}${key}`;
    const variants = (await lookup([url, '/media/demo/logo.svg'])).get(url);
    expect(variants).toEqual(
      [640, 960].map((width) => ({ url: `${PUBLIC_FILES_PREFIX}${imageVariantPath(key, width)}`, width })),
    );
    for (const width of [640, 960])
      expect(await widthOf(imageVariantPath(key, width))).toEqual({ format: 'webp', width });
    expect(ready).toBe(1);

    await run(key);
    expect(ready).toBe(1);
    const listed: string[] = [];
    for await (const file of storage.list('event-images')) listed.push(file.key);
    expect(listed.filter((listedKey) => listedKey.startsWith(key.replace(/\.png$/, ''))).sort()).toEqual(
      [key, imageVariantPath(key, 640), imageVariantPath(key, 960)].sort(),
    );
  });

  it('sizes a turned photo (EXIF orientation) by the width it is shown at, and turns the copies', async () => {
    const key = newFilePath('event-images', OWNER, 'jpg');
    const file = join(folder, 'turned.jpg');
    // Stored 1200×700, shown 700×1200 (orientation 6: turned a quarter clockwise).
    writeFileSync(
      file,
      await sharp({ create: { width: 1200, height: 700, channels: 3, background: '#0e7490' } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    );
    await storage.putFile(key, file);
    await run(key);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.openRead(imageVariantPath(key, 640))) chunks.push(chunk as Buffer);
    const { width, height } = await sharp(Buffer.concat(chunks)).metadata();
    expect({ width, height }).toEqual({ width: 640, height: Math.round((640 * 1200) / 700) });
    expect(await storage.stat(imageVariantPath(key, 960))).toBeNull();
  });

  it('leaves alone what gets no copies: another type of upload, a missing picture, one it cannot read', async () => {
    const avatar = await store(1200, 500, 'avatars');
    await run(avatar);
    const avatars: string[] = [];
    for await (const file of storage.list('avatars')) avatars.push(file.key);
    expect(avatars).toEqual([avatar]);
    await run(newFilePath('event-images', OWNER, 'png'));

    const before = ready;
    const storeBytes = async (bytes: Buffer) => {
      const key = newFilePath('event-images', OWNER, 'png');
      const file = join(folder, 'bytes.png');
      writeFileSync(file, bytes);
      await storage.putFile(key, file);
      return key;
    };
    const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const damaged = await storeBytes(Buffer.concat([pngSignature, Buffer.from('not a picture')]));
    // An SVG named .png, its image from elsewhere: sharp never sees it.
    const svg = await storeBytes(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="2000" height="1000"><image xlink:href="http://127.0.0.1:9/x.png" width="2000" height="1000"/></svg>',
      ),
    );
    await run(damaged);
    await run(svg);
    expect(warnings).toEqual([
      expect.objectContaining({ key: damaged, reason: expect.stringContaining('corrupt header') }),
      { key: svg, reason: 'its first bytes are not those of image/png' },
    ]);
    expect(ready).toBe(before);
    for (const key of [damaged, svg]) expect(await storage.stat(imageVariantPath(key, 640))).toBeNull();

    // Tried once: a later save's job and the catch-up at start leave them be; a new upload is asked for.
    await run(damaged);
    await run(svg);
    expect(warnings).toHaveLength(2);
    const fresh = await store(700, 300);
    const missing = async () => {
      const asked: string[] = [];
      await requestMissingImageVariants(database.db, async (keys) => void asked.push(...keys), [damaged, svg, fresh]);
      return asked;
    };
    expect(await missing()).toEqual([fresh]);
    // The sweeper removed it: its failure is forgotten with it.
    await forgetImageVariants(database.db, [damaged]);
    expect(await missing()).toEqual([damaged, fresh]);
  });

  it("holds a held picture's recorded copies, not a dropped one's", async () => {
    const [held, dropped] = [await store(700, 300), await store(700, 300)];
    await run(held);
    await run(dropped);
    const removed = await removeOrphanedFiles(
      storage,
      'event-images',
      heldWithImageVariants(database.db, async (paths) => new Set(paths.filter((path) => path === held))),
      new Date(Date.now() + 60_000),
    );
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(await storage.stat(imageVariantPath(held, 640))).not.toBeNull();
    expect(await storage.stat(imageVariantPath(dropped, 640))).toBeNull();
    expect(await storage.stat(dropped)).toBeNull();
  });
});

afterAll(async () => {
  if (!('reason' in started)) await started.close();
});
