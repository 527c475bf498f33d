import type { Readable } from 'node:stream';
import type { FileType } from '@festival/shared-util-api-contracts';

/** How long a signed upload or download URL stays valid. */
export const URL_TTL_SECONDS = 10 * 60;

export interface UploadTarget {
  url: string;
  /** Headers the PUT must carry (the signature covers them). */
  headers: { 'Content-Type': string };
}

/** One stored file as a listing shows it. */
export interface ListedFile {
  key: string;
  lastModified: Date;
}

export interface StoredFile {
  size: number;
  contentType: string | null;
}

/**
 * Where uploaded files live. Keys are always made by the server (`<type>/<userId>/<uuid>.<ext>`);
 * the browser only ever holds short-lived signed URLs to one key.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** `origin` is the caller's view of this server (`https://host`), for drivers that serve the URL themselves. */
  uploadUrl(key: string, limits: { contentType: string; maxBytes: number }, origin: string): Promise<UploadTarget>;
  downloadUrl(key: string, origin: string): Promise<string>;
  /** null when nothing is stored under the key. */
  stat(key: string): Promise<StoredFile | null>;
  /** The first `length` bytes (fewer for a shorter file). */
  readHead(key: string, length: number): Promise<Uint8Array>;
  /** The whole file as a stream (the public pictures the server serves itself); call after `stat`. */
  openRead(key: string): Promise<Readable>;
  /** Stores a file the server wrote itself (a CSV export) from a local path, in constant memory. */
  putFile(key: string, localPath: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Every stored file of one type (keys of the server's shape only: uploads and the sized copies of pictures), in no particular order. */
  list(type: FileType): AsyncIterable<ListedFile>;
  /** What one user's uploads take: files and bytes, over every upload type (the quota). */
  usageOf(ownerId: string): Promise<StorageUsage>;
}

export interface StorageUsage {
  files: number;
  bytes: number;
}
