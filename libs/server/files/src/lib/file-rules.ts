import { randomUUID } from 'node:crypto';
import { MIME_TYPES, UPLOAD_RULES, type FileRules } from '@festival/shared-util-form-schemas';
import type { FileType } from '@festival/shared-util-api-contracts';

/** What each kind of upload accepts (SPEC.md §5 "Files", §9): the very rules the browser checks. */
export const FILE_RULES: Record<FileType, FileRules> = UPLOAD_RULES;

const TYPES = Object.keys(FILE_RULES) as FileType[];
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const EXTENSIONS = [...new Set(Object.values(FILE_RULES).flatMap((rules) => rules.accept))].join('|');
/** The only shape a stored file's path has: `<type>/<userId>/<uuid>.<ext>`, all chosen by the server. */
const FILE_PATH = new RegExp(`^(${TYPES.join('|')})/(${UUID})/(${UUID})\\.(${EXTENSIONS})$`);

export interface FilePath {
  path: string;
  type: FileType;
  ownerId: string;
  extension: string;
}

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Files the server writes itself (CSV exports): `exports/<ownerId>/<uuid>.csv`; never uploaded. */
const EXPORT_PATH = new RegExp(`^exports/(${UUID})/(${UUID})\\.csv$`);

/** The stored content type of a path: its extension's, which the upload was checked against. */
export const contentTypeOfPath = (path: string): string =>
  EXPORT_PATH.test(path)
    ? 'text/csv; charset=utf-8'
    : (MIME_TYPES[extensionOf(path)]?.[0] ?? 'application/octet-stream');

/** A new key for a CSV export of `ownerId` (the requesting user's id). */
export const newExportPath = (ownerId: string): string => `exports/${ownerId.toLowerCase()}/${randomUUID()}.csv`;

/** Documents the server writes for everyone to read (the volunteer agreement): `documents/<name>.pdf`. */
const DOCUMENT_PATH = /^documents\/[a-z0-9]+(?:-[a-z0-9]+)*\.pdf$/;

/** The key of a server-written public document, e.g. `documentPath('volunteer-agreement')`. */
export function documentPath(name: string): string {
  const key = `documents/${name}.pdf`;
  if (!DOCUMENT_PATH.test(key)) throw new RangeError(`not a document name: ${JSON.stringify(name)}`);
  return key;
}

/**
 * The sized WebP copies the server makes of a public picture (a srcset's files), beside it:
 * `event-images/<owner>/<uuid>-640w.webp` of `event-images/<owner>/<uuid>.png`. Never uploaded.
 */
const PUBLIC_TYPES = TYPES.filter((type) => FILE_RULES[type].public === true);
const IMAGE_VARIANT_PATH = new RegExp(`^(${PUBLIC_TYPES.join('|')})/(${UUID})/(${UUID})-([1-9][0-9]{0,4})w\\.webp$`);

/** The key of the `width` pixels wide WebP copy of a public picture (`parseFilePath(original)` holds). */
export const imageVariantPath = (original: string, width: number): string =>
  `${original.slice(0, original.lastIndexOf('.'))}-${width}w.webp`;

/** Whether a key has the shape of a picture's sized copy (`imageVariantPath`). */
export const isImageVariantPath = (key: string): boolean => IMAGE_VARIANT_PATH.test(key);

/** A key the storage may hold: an upload's (`parseFilePath`), a picture's sized copy, a server-written export's or document's. */
export const isStorageKey = (key: string): boolean =>
  parseFilePath(key) !== null || isImageVariantPath(key) || EXPORT_PATH.test(key) || DOCUMENT_PATH.test(key);

/** What `FileStorage.list` yields of a type: its uploads and the sized copies the server made of them. */
export const isListedKey = (key: string): boolean => parseFilePath(key) !== null || isImageVariantPath(key);

/** A new server-chosen key; nothing of the client's file name but its (validated) extension. */
export function newFilePath(type: FileType, ownerId: string, extension: string): string {
  return `${type}/${ownerId.toLowerCase()}/${randomUUID()}.${extension.toLowerCase()}`;
}

/** A path the server could have made, or null: no dots, slashes or encodings to play with. */
export function parseFilePath(path: string): FilePath | null {
  const match = FILE_PATH.exec(path);
  if (!match) return null;
  const [, type, ownerId, , extension] = match;
  if (!FILE_RULES[type as FileType].accept.includes(extension)) return null;
  return { path, type: type as FileType, ownerId, extension };
}
