import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { copyFile, link, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { FileType } from '@festival/shared-util-api-contracts';
import { contentTypeOfPath, FILE_RULES, isListedKey, isStorageKey, parseFilePath } from './file-rules';
import {
  URL_TTL_SECONDS,
  type FileStorage,
  type ListedFile,
  type StorageUsage,
  type StoredFile,
  type UploadTarget,
} from './file-storage';
import { signToken, verifyToken, type TokenCheck } from './signed-token';

export interface LocalStorageOptions {
  /** `<DATA_DIR>/files` */
  root: string;
  /** The path this api serves the upload and download routes under, e.g. `/api-svc/v1`. */
  basePath: string;
  /** FILES_SIGNING_SECRET; without it one is generated once and kept in `<root>/.signing-secret`. */
  signingSecret?: string | null;
  now?: () => Date;
}

export const SECRET_FILE = '.signing-secret';

/**
 * Files on the local disk, served by the api itself through HMAC-signed URLs. A key is
 * resolved only if it has the server's own shape and stays inside the root, so no request can
 * name a path of its choosing.
 */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local';
  readonly root: string;
  private secret: Promise<Buffer> | null = null;

  constructor(private readonly options: LocalStorageOptions) {
    this.root = resolve(options.root);
  }

  private now = () => (this.options.now ?? (() => new Date()))();

  /** Read or made on first use, so a server that never handles a file writes nothing. */
  private signingSecret(): Promise<Buffer> {
    this.secret ??= this.loadSecret();
    return this.secret;
  }

  private async loadSecret(): Promise<Buffer> {
    if (this.options.signingSecret) return Buffer.from(this.options.signingSecret, 'utf8');
    const file = join(this.root, SECRET_FILE);
    await mkdir(this.root, { recursive: true });
    // Written whole under a name of its own, then linked into place: `link` fails when the file
    // exists, so of two processes starting together one secret wins and neither can read a file
    // that is still being written (as `writeFile` with `wx` allowed: created empty, filled after).
    const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
    await writeFile(draft, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    try {
      await link(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await rm(draft, { force: true });
    }
    const secret = (await readFile(file, 'utf8')).trim();
    if (secret.length < 32)
      throw new Error(`${file} holds no usable signing secret: delete it to have a new one made.`);
    return Buffer.from(secret, 'utf8');
  }

  /** The absolute path of a key; throws for anything but a server-made key inside the root. */
  pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`not a file key: ${JSON.stringify(key)}`);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`key leaves the storage root: ${JSON.stringify(key)}`);
    return path;
  }

  private expiry = () => Math.floor(this.now().getTime() / 1000) + URL_TTL_SECONDS;

  async uploadUrl(
    key: string,
    limits: { contentType: string; maxBytes: number },
    origin: string,
  ): Promise<UploadTarget> {
    this.pathOf(key);
    const token = signToken(await this.signingSecret(), {
      op: 'put',
      key,
      contentType: limits.contentType,
      maxBytes: limits.maxBytes,
      exp: this.expiry(),
    });
    return {
      url: `${origin}${this.options.basePath}/files/upload?token=${token}`,
      headers: { 'Content-Type': limits.contentType },
    };
  }

  async downloadUrl(key: string, origin: string): Promise<string> {
    this.pathOf(key);
    const token = signToken(await this.signingSecret(), { op: 'get', key, exp: this.expiry() });
    return `${origin}${this.options.basePath}/files/download?token=${token}`;
  }

  async verify(token: string): Promise<TokenCheck> {
    const check = verifyToken(await this.signingSecret(), token, Math.floor(this.now().getTime() / 1000));
    if (check.ok && !isStorageKey(check.claims.key)) return { ok: false, reason: 'invalid' };
    return check;
  }

  async stat(key: string): Promise<StoredFile | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size, contentType: contentTypeOfPath(key) } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async readHead(key: string, length: number): Promise<Uint8Array> {
    const handle = await open(this.pathOf(key), 'r');
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async openRead(key: string): Promise<ReadStream> {
    return createReadStream(this.pathOf(key));
  }

  /** A temporary file next to the final place; `commit` moves it there, so readers never see half a file. */
  async prepareWrite(key: string): Promise<{
    tempPath: string;
    commit: () => Promise<void>;
    commitNew: () => Promise<void>;
    discard: () => Promise<void>;
  }> {
    const finalPath = this.pathOf(key);
    await mkdir(dirname(finalPath), { recursive: true });
    const tempPath = `${finalPath}.${randomBytes(6).toString('hex')}.part`;
    return {
      tempPath,
      commit: () => rename(tempPath, finalPath),
      // An upload link is used once: link() fails with EEXIST when the key holds a file already,
      // atomically, where rename() would replace it.
      commitNew: async () => {
        try {
          await link(tempPath, finalPath);
        } finally {
          await rm(tempPath, { force: true });
        }
      },
      discard: () => rm(tempPath, { force: true }),
    };
  }

  async putFile(key: string, localPath: string): Promise<void> {
    const write = await this.prepareWrite(key);
    try {
      await copyFile(localPath, write.tempPath);
      await write.commit();
    } catch (error) {
      await write.discard();
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async usageOf(ownerId: string): Promise<StorageUsage> {
    const usage = { files: 0, bytes: 0 };
    for (const type of Object.keys(FILE_RULES) as FileType[]) {
      const folder = join(this.root, type, ownerId.toLowerCase());
      const names = await readdir(folder).catch(() => [] as string[]);
      for (const name of names) {
        const key = `${type}/${ownerId.toLowerCase()}/${name}`;
        if (!parseFilePath(key)) continue;
        const info = await stat(join(folder, name)).catch(() => null);
        if (info?.isFile()) {
          usage.files += 1;
          usage.bytes += info.size;
        }
      }
    }
    return usage;
  }

  async *list(type: FileType): AsyncIterable<ListedFile> {
    const folder = join(this.root, type);
    let entries;
    try {
      entries = await readdir(folder, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const key = relative(this.root, path).split(sep).join('/');
      // Uploads still being written (`.part`) and anything else not of the server's making are left alone.
      if (!isListedKey(key)) continue;
      const info = await stat(path).catch(() => null);
      if (info) yield { key, lastModified: info.mtime };
    }
  }
}
