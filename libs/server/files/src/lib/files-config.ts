import { join } from 'node:path';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage, type S3StorageConfig } from './s3-storage';

/** A files setting that cannot work; the message is the line an operator needs. */
export class FilesConfigError extends Error {
  override name = 'FilesConfigError';
}

export interface FilesConfig {
  /** FILES_SIGNING_SECRET for the local driver's URLs; null: generated once in `<DATA_DIR>/files`. */
  signingSecret: string | null;
  /** S3 when S3_BUCKET is set; otherwise files live on the local disk. */
  s3: S3StorageConfig | null;
  /** What one account may keep: FILES_QUOTA_MB (200) and FILES_QUOTA_FILES (100). */
  quota: FileQuota;
}

export interface FileQuota {
  maxBytes: number;
  maxFiles: number;
}

function whole(env: Env, name: string, fallback: number): number {
  const value = text(env, name);
  if (value === null) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 1_000_000)
    throw new FilesConfigError(`${name} must be a whole number from 1 to 1000000 (it is "${value}").`);
  return Number(value);
}

type Env = Record<string, string | undefined>;
const text = (env: Env, name: string) => env[name]?.trim() || null;

export function loadFilesConfig(env: Env): FilesConfig {
  const signingSecret = text(env, 'FILES_SIGNING_SECRET');
  if (signingSecret !== null && signingSecret.length < 32) {
    throw new FilesConfigError(
      'FILES_SIGNING_SECRET must be at least 32 characters long: use a longer random value or unset it.',
    );
  }
  const quota = {
    maxBytes: whole(env, 'FILES_QUOTA_MB', 200) * 1024 * 1024,
    maxFiles: whole(env, 'FILES_QUOTA_FILES', 100),
  };
  const bucket = text(env, 'S3_BUCKET');
  if (!bucket) return { signingSecret, s3: null, quota };
  const accessKeyId = text(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = text(env, 'S3_SECRET_ACCESS_KEY');
  if (!accessKeyId !== !secretAccessKey)
    throw new FilesConfigError(
      'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (to use the default AWS credentials).',
    );
  const endpoint = text(env, 'S3_ENDPOINT');
  if (endpoint !== null && !/^https?:\/\/[^\s/]+/.test(endpoint))
    throw new FilesConfigError(`S3_ENDPOINT must start with http:// or https:// (it is "${endpoint}").`);
  const pathStyle = text(env, 'S3_FORCE_PATH_STYLE')?.toLowerCase() ?? 'false';
  if (!['true', 'false', '1', '0', 'yes', 'no'].includes(pathStyle))
    throw new FilesConfigError(`S3_FORCE_PATH_STYLE must be true or false (it is "${pathStyle}").`);
  return {
    signingSecret,
    quota,
    s3: {
      bucket,
      region: text(env, 'S3_REGION') ?? 'us-east-1',
      endpoint,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: ['true', '1', 'yes'].includes(pathStyle),
    },
  };
}

/** The configured driver: S3 when a bucket is set, otherwise `<dataDir>/files` served by this api under `basePath`. */
export function createFileStorage(config: FilesConfig, dataDir: string, basePath: string): FileStorage {
  if (config.s3) return new S3FileStorage(config.s3);
  return new LocalFileStorage({ root: join(dataDir, 'files'), basePath, signingSecret: config.signingSecret });
}
