import { INVALID_FILE_PATH_MESSAGE, PUBLIC_FILES_PREFIX, publicFileUrl, storedFileValue } from '@festival/server-files';
import type { Db } from '@festival/server-db';
import { BadRequestError } from '@festival/server-platform';
import { FILE_TYPES, type FieldError, type ImageVariant } from '@festival/shared-util-api-contracts';
import { eventsRepository } from './events.repository';

/**
 * The files module's check of an uploaded event picture (app.ts passes
 * `storedFileChecker(storage, 'event-images')`): null when fine, else the field's message.
 */
export type EventImageCheck = (filePath: string) => Promise<string | null>;

/** For the orphan sweeper: which of these event-image paths an event or activity still shows. */
export const eventImagesAmong = (db: Db, paths: readonly string[]): Promise<Set<string>> =>
  eventsRepository.imagesAmong(db, paths);

/** The pictures that get sized copies when they are uploads: every banner and activity picture stored. */
export const bannersAndActivityPictures = (db: Db): Promise<string[]> =>
  eventsRepository.bannersAndActivityPictures(db);

/**
 * The sized WebP files made of pictures (by the URL a browser loads each from), for srcsets; none
 * for a picture without. One lookup per answer: app.ts passes the files module's (the copies its
 * job recorded of uploads) over the build's copies of the demo media.
 */
export type ImageVariants = (urls: readonly string[]) => Promise<ReadonlyMap<string, ImageVariant[]>>;

/** No picture has variants (tests, and the modules' defaults). */
export const noImageVariants: ImageVariants = async () => new Map();

/**
 * Asks for the sized copies of pictures just saved (their stored values; only uploads get copies),
 * made in the background: app.ts passes the files module's `image-variants` job.
 */
export type RequestImageVariants = (storedValues: readonly string[]) => Promise<void>;

/** The variants of each of these stored picture values, by the URL a browser loads it from. */
export async function variantsOfImages(
  variants: ImageVariants,
  storedValues: readonly string[],
): Promise<(stored: string) => ImageVariant[]> {
  const found = await variants([...new Set(storedValues.filter(Boolean).map(eventImageUrl))]);
  return (stored) => found.get(eventImageUrl(stored)) ?? [];
}

/** The URL a visitor's browser loads a stored picture from: uploads by the public files route, the rest as stored. */
export const eventImageUrl = (stored: string): string => publicFileUrl(stored);

/** Whether a value claims to be one of our uploads (a key or its public URL), so it must be an event picture that exists. */
const namesUpload = (value: string) =>
  value.startsWith(PUBLIC_FILES_PREFIX) || FILE_TYPES.some((type) => value.startsWith(`${type}/`));

/**
 * The image fields as they are stored: an upload's public URL back to its key, which must be an
 * event picture that is really there (else 400 on the field); external URLs, the demo media and
 * '' as they are.
 */
export async function storedEventImages<K extends string>(
  check: EventImageCheck,
  images: Record<K, string>,
): Promise<Record<K, string>> {
  const stored = {} as Record<K, string>;
  const errors: FieldError[] = [];
  for (const [field, value] of Object.entries(images) as [K, string][]) {
    const key = storedFileValue(value);
    stored[field] = key;
    if (!namesUpload(key)) continue;
    const problem = key.startsWith(PUBLIC_FILES_PREFIX) ? INVALID_FILE_PATH_MESSAGE : await check(key);
    if (problem) errors.push({ field: `body.${field}`, message: problem });
  }
  if (errors.length) throw new BadRequestError('Invalid input', errors);
  return stored;
}
