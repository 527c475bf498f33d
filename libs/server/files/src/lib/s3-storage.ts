import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import type { FileType } from '@festival/shared-util-api-contracts';
import { contentTypeOfPath, extensionOf, FILE_RULES, isListedKey, isStorageKey, parseFilePath } from './file-rules';
import {
  URL_TTL_SECONDS,
  type FileStorage,
  type ListedFile,
  type StorageUsage,
  type StoredFile,
  type UploadTarget,
} from './file-storage';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** A non-AWS endpoint (MinIO, s3rver); null for AWS itself. */
  endpoint: string | null;
  /** Both or neither; without them the SDK's default credential chain (instance role, env) applies. */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
  /** Keys per ListObjectsV2 page (S3's own default, 1000, when unset). */
  listPageSize?: number;
  /**
   * When the SDK adds checksums (its default: whenever it can, which sends a file stream as
   * `aws-chunked`). 'WHEN_REQUIRED' for a store that keeps such a body as it came (s3rver).
   */
  requestChecksumCalculation?: 'WHEN_SUPPORTED' | 'WHEN_REQUIRED';
}

/** Word files and CSV exports are saved, never shown: a browser has no safe inline view of them. */
const savedNotShown = (name: string) => ['docx', 'csv'].includes(extensionOf(name));

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

/**
 * An S3 bucket through presigned URLs: the browser talks to the bucket directly. A presigned
 * PUT fixes the key and the Content-Type but not the size, so `checkOwnFile` checks size and
 * first bytes again before a path is stored anywhere.
 */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3';
  readonly client: S3Client;

  constructor(readonly config: S3StorageConfig) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.requestChecksumCalculation ? { requestChecksumCalculation: config.requestChecksumCalculation } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
    });
  }

  private keyOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`not a file key: ${JSON.stringify(key)}`);
    return key;
  }

  async uploadUrl(key: string, limits: { contentType: string; maxBytes: number }): Promise<UploadTarget> {
    const command = new PutObjectCommand({
      Bucket: this.config.bucket,
      Key: this.keyOf(key),
      ContentType: limits.contentType,
    });
    const url = await getSignedUrl(this.client, command, {
      expiresIn: URL_TTL_SECONDS,
      signableHeaders: new Set(['content-type']),
    });
    return { url, headers: { 'Content-Type': limits.contentType } };
  }

  async downloadUrl(key: string): Promise<string> {
    const name = basename(this.keyOf(key));
    const command = new GetObjectCommand({
      Bucket: this.config.bucket,
      Key: key,
      ResponseContentType: contentTypeOfPath(key),
      ResponseContentDisposition: `${savedNotShown(name) ? 'attachment' : 'inline'}; filename="${name}"`,
    });
    return getSignedUrl(this.client, command, { expiresIn: URL_TTL_SECONDS });
  }

  async stat(key: string): Promise<StoredFile | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? null };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async readHead(key: string, length: number): Promise<Uint8Array> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key), Range: `bytes=0-${length - 1}` }),
      );
      const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
      return bytes.subarray(0, length);
    } catch (error) {
      if (isMissing(error)) return new Uint8Array();
      throw error;
    }
  }

  async openRead(key: string): Promise<Readable> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
    return object.Body as Readable;
  }

  async putFile(key: string, localPath: string): Promise<void> {
    const { size } = await stat(localPath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.keyOf(key),
        Body: createReadStream(localPath),
        ContentLength: size,
        ContentType: contentTypeOfPath(key),
      }),
    );
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
  }

  async usageOf(ownerId: string): Promise<StorageUsage> {
    const usage = { files: 0, bytes: 0 };
    for (const type of Object.keys(FILE_RULES) as FileType[]) {
      let token: string | undefined;
      do {
        const page = await this.client.send(
          new ListObjectsV2Command({
            Bucket: this.config.bucket,
            Prefix: `${type}/${ownerId.toLowerCase()}/`,
            ContinuationToken: token,
            MaxKeys: this.config.listPageSize,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key || !parseFilePath(object.Key)) continue;
          usage.files += 1;
          usage.bytes += object.Size ?? 0;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    }
    return usage;
  }

  async *list(type: FileType): AsyncIterable<ListedFile> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.config.bucket,
          Prefix: `${type}/`,
          ContinuationToken: token,
          MaxKeys: this.config.listPageSize,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified && isListedKey(object.Key))
          yield { key: object.Key, lastModified: object.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
