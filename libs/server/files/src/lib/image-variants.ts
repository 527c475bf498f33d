import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import sharp, { type SharpOptions } from 'sharp';
import type { Db } from '@festival/server-db';
import type { JobHandler, JobQueue } from '@festival/server-jobs';
import type { FileType, ImageVariant } from '@festival/shared-util-api-contracts';
import { contentTypeOfPath, FILE_RULES, imageVariantPath, isImageVariantPath, parseFilePath } from './file-rules';
import type { FileStorage } from './file-storage';
import { publicFileUrl, storedFileValue } from './files.service';
import { imageVariantsRepository as variants, type ImageVariantRow } from './image-variants.repository';
import { MAGIC_BYTES_LENGTH, matchesMagicBytes } from './magic-bytes';
import type { ReferencedPaths } from './orphan-sweeper';
import IMAGE_WIDTHS from './image-widths.json';

/** The widths of the WebP copies of a picture, for its srcset; apps/api/build.mjs makes the demo banner's at these too. */
export const IMAGE_VARIANT_WIDTHS: readonly number[] = IMAGE_WIDTHS;

/** The background job that makes a picture's copies: `{ key }`, the picture's storage key. */
export const IMAGE_VARIANTS_JOB = 'image-variants';

/**
 * The most pixels a picture may have for the server to decode it (sharp's `limitInputPixels`;
 * sharp's own default is 268 million): 40 megapixels, a large camera's photo, take 160 MB to
 * decode. A larger one, or a small file that claims huge dimensions, is served as uploaded.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The formats an event picture may be (FILE_RULES, checked by their first bytes on save). */
const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp']);
const SHARP_INPUT: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS };
const WEBP_QUALITY = 80;

/** The widths to make of a picture `width` pixels wide: those it fills, never wider; its own when it is narrower than all. */
export function variantWidths(width: number): number[] {
  const fitting = IMAGE_VARIANT_WIDTHS.filter((variant) => variant <= width);
  return fitting.length > 0 ? fitting : [width];
}

/** Whether the server makes sized copies of a stored value: an upload of a public type (not a URL, not the demo's media). */
const hasVariants = (key: string): boolean => {
  const parsed = parseFilePath(key);
  return parsed !== null && FILE_RULES[parsed.type].public === true;
};

async function readAll(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      stream.destroy();
      throw new Error(`larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export interface ImageVariantsJobDeps {
  db: Db;
  storage: FileStorage;
  logger: {
    debug(details: object, message: string): void;
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
  /** Called once a picture's copies are recorded: the public reads that list its variants are stale. */
  onReady: () => void;
}

/**
 * The `image-variants` job: reads the picture through the storage (local disk or S3), makes WebP
 * copies at IMAGE_VARIANT_WIDTHS with sharp, stores them beside it and records them. Safe to run
 * twice (a picture with records is left alone). A picture sharp cannot read (not one of the
 * accepted formats, damaged, too many pixels) gets a warning, no copies and a record of the
 * failure, so that it is tried once: it is served as uploaded. A storage or database failure
 * throws, and the queue tries again.
 */
export function imageVariantsJob({ db, storage, logger, onReady }: ImageVariantsJobDeps): JobHandler<{ key: string }> {
  return async ({ key }) => {
    if (!hasVariants(key)) return;
    if ((await variants.settled(db, [key])).length > 0) {
      logger.debug({ key }, 'the picture has its sized copies, or failed to get them: not made again');
      return;
    }
    // Removed since it was saved (replaced, swept): nothing to make.
    const stored = await storage.stat(key);
    if (!stored) return;
    const unreadable = async (reason: string) => {
      logger.warn({ key, reason }, 'no sized copies made of the picture: it is served as uploaded');
      await variants.insertFailure(db, key, reason);
    };
    const { maxBytes } = FILE_RULES[parseFilePath(key)?.type as FileType];
    if (stored.size > maxBytes) return unreadable(`larger than ${maxBytes} bytes`);
    const original = await readAll(await storage.openRead(key), maxBytes);
    // sharp picks its decoder by the content: only a PNG, JPEG or WebP by its first bytes (as the
    // save checked them) reaches it, never an SVG (whose references a decoder could follow).
    if (!matchesMagicBytes(contentTypeOfPath(key), original.subarray(0, MAGIC_BYTES_LENGTH)))
      return unreadable(`its first bytes are not those of ${contentTypeOfPath(key)}`);

    let widths: number[];
    try {
      // Throws for more than MAX_INPUT_PIXELS, from the header alone (sharp's limitInputPixels).
      const meta = await sharp(original, SHARP_INPUT).metadata();
      if (!READABLE_FORMATS.has(meta.format)) return unreadable(`not a JPEG, PNG or WebP picture (${meta.format})`);
      widths = variantWidths(meta.autoOrient?.width ?? meta.width);
    } catch (error) {
      return unreadable((error as Error).message);
    }

    // Every copy is made before any is stored, so a picture that fails half-way leaves none behind.
    const folder = await mkdtemp(join(tmpdir(), 'festival-image-variants-'));
    try {
      const rows: ImageVariantRow[] = [];
      for (const width of widths) {
        const file = join(folder, `${width}.webp`);
        let copy: Buffer;
        try {
          copy = await sharp(original, SHARP_INPUT)
            .autoOrient()
            .resize({ width })
            .webp({ quality: WEBP_QUALITY })
            .toBuffer();
        } catch (error) {
          return unreadable((error as Error).message);
        }
        // Outside the catch: a full disk is no fault of the picture's, and the queue tries again.
        await writeFile(file, copy);
        rows.push({ originalKey: key, width, key: imageVariantPath(key, width) });
      }
      for (const row of rows) await storage.putFile(row.key, join(folder, `${row.width}.webp`));
      await variants.insert(db, rows);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    logger.info({ key, widths }, 'sized copies of the picture made');
    onReady();
  };
}

/**
 * Asks for the sized copies of pictures just saved (stored values: uploads, external URLs, demo
 * media; only uploads of a public type get copies), made by the `image-variants` job. A queue that
 * fails is logged, not thrown: the save is done, and the picture is served as uploaded.
 */
export function imageVariantsRequester(
  jobs: Pick<JobQueue, 'send'>,
  logger: { warn(details: object, message: string): void },
): (keys: readonly string[]) => Promise<void> {
  return async (keys) => {
    for (const key of new Set(keys)) {
      if (!hasVariants(key)) continue;
      await jobs
        .send(IMAGE_VARIANTS_JOB, { key }, { singletonKey: key })
        .catch((error: Error) => logger.warn({ key, reason: error.message }, 'sized copies of the picture not queued'));
    }
  };
}

/**
 * Asks for the copies of those of these pictures (stored values) that have none recorded: saved
 * before the job existed, or queued in a process that stopped before the job ran (the in-process
 * queue keeps jobs in memory). app.ts runs it at start; a picture whose copies failed is not asked again.
 */
export async function requestMissingImageVariants(
  db: Db,
  request: (keys: readonly string[]) => Promise<void>,
  storedValues: readonly string[],
): Promise<void> {
  const uploads = [...new Set(storedValues.filter(hasVariants))];
  const settled = new Set(await variants.settled(db, uploads));
  await request(uploads.filter((key) => !settled.has(key)));
}

/**
 * The sized variants of pictures by the URL a browser loads each from: `built` for the pictures
 * the build made copies of (the demo's), else the copies recorded for an upload; none otherwise.
 */
export function imageVariantsLookup(
  db: Db,
  built: (url: string) => ImageVariant[],
): (urls: readonly string[]) => Promise<ReadonlyMap<string, ImageVariant[]>> {
  return async (urls) => {
    const keys = urls.map(storedFileValue).filter(hasVariants);
    const recorded = new Map<string, ImageVariant[]>();
    for (const row of await variants.ofOriginals(db, [...new Set(keys)])) {
      const list = recorded.get(row.originalKey) ?? [];
      list.push({ url: publicFileUrl(row.key), width: row.width });
      recorded.set(row.originalKey, list);
    }
    return new Map(
      urls.map((url) => {
        const fromBuild = built(url);
        return [url, fromBuild.length > 0 ? fromBuild : (recorded.get(storedFileValue(url)) ?? [])];
      }),
    );
  };
}

/**
 * The orphan sweeper's view of a public type: the pictures `held` names (an event or activity
 * shows them), and the recorded copies of those; a copy of a dropped picture, or one never
 * recorded (a job that stopped half-way), is not held.
 */
export function heldWithImageVariants(db: Db, held: ReferencedPaths): ReferencedPaths {
  return async (paths) => {
    const copies = paths.filter(isImageVariantPath);
    const originalOf = new Map((await variants.byKeys(db, copies)).map((row) => [row.key, row.originalKey]));
    const pictures = paths.filter((path) => !isImageVariantPath(path));
    const kept = await held([...new Set([...pictures, ...originalOf.values()])]);
    return new Set(
      paths.filter((path) => (isImageVariantPath(path) ? kept.has(originalOf.get(path) ?? '') : kept.has(path))),
    );
  };
}

/** After the sweeper removed these files: the records of their copies and failures go too (the copies follow, no longer held). */
export async function forgetImageVariants(db: Db, removedKeys: readonly string[]): Promise<void> {
  await variants.removeFor(db, removedKeys);
}
