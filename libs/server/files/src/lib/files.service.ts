import type { Readable } from 'node:stream';
import { API_BASE_URL, BadRequestError, HttpError, NotFoundError } from '@festival/server-platform';
import {
  ERROR_CODES,
  type FileType,
  type PresignedUpload,
  type PresignedUploadQuery,
} from '@festival/shared-util-api-contracts';
import { validateFile, validationMessage, type FileRules } from '@festival/shared-util-form-schemas';
import { forbiddenFor } from '@festival/server-permissions';
import {
  contentTypeOfPath,
  extensionOf,
  FILE_RULES,
  isImageVariantPath,
  newFilePath,
  parseFilePath,
} from './file-rules';
import type { FileStorage } from './file-storage';
import type { FileQuota } from './files-config';
import { MAGIC_BYTES_LENGTH, matchesMagicBytes } from './magic-bytes';

export const INVALID_FILE_PATH_MESSAGE = 'This is not the path of an uploaded file.';
export const FILE_NOT_FOUND_MESSAGE = 'The file was not found. Please upload it again.';
/** Staff who may see attendees' data may see their files too. */
export const READ_ANY_FILE_PERMISSION = 'ATTENDEE:R';

export const quotaMessage = (quota: FileQuota) =>
  `You have reached your storage allowance (${quota.maxFiles} files, ${Math.round(quota.maxBytes / (1024 * 1024))} MB). Remove a file before uploading another.`;

/** The caller as the files module sees it: the permissions are read only when a rule needs them. */
export interface FileCaller {
  id: string;
  permissions: () => Promise<readonly string[]>;
}

/**
 * GET /files/presigned-upload-url: the name and type are checked by the form's own rules
 * (SPEC.md §5), then the server picks the key; only the extension survives from the name. A type
 * with `uploadPermissions` (event images) is for callers holding one of them (403 otherwise). The
 * caller's quota holds (issue 15.7): the link's size limit is the type's, or what is left of the
 * allowance when that is less.
 */
export async function presignUpload(
  storage: FileStorage,
  caller: FileCaller,
  query: PresignedUploadQuery,
  origin: string,
  quota: FileQuota,
): Promise<PresignedUpload> {
  const callerId = caller.id;
  const rules: FileRules = FILE_RULES[query.type];
  if (rules.uploadPermissions) {
    const held = await caller.permissions();
    if (!rules.uploadPermissions.some((permission) => held.includes(permission))) throw forbiddenFor('GET');
  }
  const contentType = query.contentType.trim().toLowerCase();
  const check = validateFile({ name: query.fileName, size: 0, type: contentType }, rules);
  if (!check.ok) throw new BadRequestError(check.message, [{ field: 'query.fileName', message: check.message }]);
  const used = await storage.usageOf(callerId);
  const left = quota.maxBytes - used.bytes;
  if (used.files >= quota.maxFiles || left <= 0) throw new HttpError(409, quotaMessage(quota), ERROR_CODES.conflict);
  const filePath = newFilePath(query.type, callerId, extensionOf(query.fileName));
  const target = await storage.uploadUrl(filePath, { contentType, maxBytes: Math.min(rules.maxBytes, left) }, origin);
  return { url: target.url, filePath, method: 'PUT', headers: target.headers };
}

/** GET /files/presigned-download-url: one's own files, or anyone's with READ_ANY_FILE_PERMISSION. */
export async function presignDownload(
  storage: FileStorage,
  caller: FileCaller,
  filePath: string,
  origin: string,
): Promise<{ url: string }> {
  const parsed = parseFilePath(filePath);
  if (!parsed)
    throw new BadRequestError(INVALID_FILE_PATH_MESSAGE, [
      { field: 'query.filePath', message: INVALID_FILE_PATH_MESSAGE },
    ]);
  if (parsed.ownerId !== caller.id.toLowerCase() && !(await caller.permissions()).includes(READ_ANY_FILE_PERMISSION))
    throw forbiddenFor('GET');
  if (!(await storage.stat(parsed.path))) throw new NotFoundError(FILE_NOT_FOUND_MESSAGE);
  return { url: await storage.downloadUrl(parsed.path, origin) };
}

/**
 * A path another module stores (an avatar, a signature): null when it names a file of that type
 * the owner uploaded and that is really there, within the limits, with the right first bytes;
 * otherwise the message for the field. The size and bytes are checked again here because a
 * presigned S3 PUT cannot enforce them; a file that fails is removed.
 */
export async function checkOwnFile(
  storage: FileStorage,
  filePath: string,
  type: FileType,
  ownerId: string,
): Promise<string | null> {
  const parsed = parseFilePath(filePath);
  if (!parsed || parsed.ownerId !== ownerId.toLowerCase()) return INVALID_FILE_PATH_MESSAGE;
  return checkStoredFile(storage, filePath, type);
}

/**
 * As `checkOwnFile`, whoever uploaded it: the pictures of events, which any staff member who may
 * edit the event keeps or replaces (the upload link was theirs to get).
 */
export async function checkStoredFile(storage: FileStorage, filePath: string, type: FileType): Promise<string | null> {
  const parsed = parseFilePath(filePath);
  if (!parsed || parsed.type !== type) return INVALID_FILE_PATH_MESSAGE;
  const stored = await storage.stat(parsed.path);
  if (!stored) return FILE_NOT_FOUND_MESSAGE;
  const rules = FILE_RULES[type];
  const expected = contentTypeOfPath(parsed.path);
  let problem: string | null = null;
  if (stored.size > rules.maxBytes)
    problem = validationMessage('validation.fileTooLarge', { maxMb: rules.maxBytes / (1024 * 1024) });
  else if (
    (stored.contentType && stored.contentType.toLowerCase() !== expected) ||
    !matchesMagicBytes(expected, await storage.readHead(parsed.path, MAGIC_BYTES_LENGTH))
  ) {
    problem = validationMessage('validation.fileType', { types: rules.accept.join(', ') });
  }
  if (problem) await storage.remove(parsed.path);
  return problem;
}

/** The `checkStoredFile` of one type, as the events module takes it. */
export const storedFileChecker =
  (storage: FileStorage, type: FileType) =>
  (filePath: string): Promise<string | null> =>
    checkStoredFile(storage, filePath, type);

/** Where the public files are served, for everyone, without a link to sign: `<prefix><type>/<owner>/<file>`. */
export const PUBLIC_FILES_PREFIX = `${API_BASE_URL}/files/public/`;

/** Whether `filePath` is the key of an upload of a public type (an event picture), by its shape only. */
export const isPublicFilePath = (filePath: string): boolean => {
  const parsed = parseFilePath(filePath);
  return parsed !== null && FILE_RULES[parsed.type].public === true;
};

/** The URL any browser loads a public upload (or a sized copy of one) from; other values (external URLs, demo media, '') as they are. */
export const publicFileUrl = (stored: string): string =>
  isPublicFilePath(stored) || isImageVariantPath(stored) ? `${PUBLIC_FILES_PREFIX}${stored}` : stored;

/** The inverse of `publicFileUrl`: the key behind one of our public URLs, else the value as it is. */
export const storedFileValue = (value: string): string => {
  const trimmed = value.trim();
  if (!trimmed.startsWith(PUBLIC_FILES_PREFIX)) return trimmed;
  const key = trimmed.slice(PUBLIC_FILES_PREFIX.length);
  return isPublicFilePath(key) ? key : trimmed;
};

/** GET /files/public/…: a public upload's (or its sized copy's) bytes and length; 404 for any other key or a missing file. */
export async function readPublicFile(
  storage: FileStorage,
  filePath: string,
): Promise<{ body: Readable; size: number; contentType: string }> {
  if (!isPublicFilePath(filePath) && !isImageVariantPath(filePath)) throw new NotFoundError(FILE_NOT_FOUND_MESSAGE);
  const stored = await storage.stat(filePath);
  if (!stored) throw new NotFoundError(FILE_NOT_FOUND_MESSAGE);
  return { body: await storage.openRead(filePath), size: stored.size, contentType: contentTypeOfPath(filePath) };
}

/** The `checkOwnFile` of one type, as the users and registrations modules take it. */
export const ownFileChecker =
  (storage: FileStorage, type: FileType) =>
  (filePath: string, ownerId: string): Promise<string | null> =>
    checkOwnFile(storage, filePath, type, ownerId);
