import { createFileStorage, FilesConfigError, loadFilesConfig } from './files-config';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';

describe('files settings', () => {
  it('keeps files on the local disk under <DATA_DIR>/files unless S3_BUCKET is set', () => {
    const config = loadFilesConfig({});
    expect(config).toEqual({ signingSecret: null, s3: null, quota: { maxBytes: 200 * 1024 * 1024, maxFiles: 100 } });
    const storage = createFileStorage(config, '/srv/festival', '/api-svc/v1');
    expect(storage).toBeInstanceOf(LocalFileStorage);
    expect((storage as LocalFileStorage).root).toBe('/srv/festival/files');
  });

  it('reads the S3 settings', () => {
    const config = loadFilesConfig({
      S3_BUCKET: 'festival',
      S3_REGION: 'us-west-2',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toEqual({
      bucket: 'festival',
      region: 'us-west-2',
      endpoint: 'http://minio:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(createFileStorage(config, '/srv', '/api')).toBeInstanceOf(S3FileStorage);
  });

  it.each([
    [{ FILES_SIGNING_SECRET: 'short' }, 'FILES_SIGNING_SECRET must be at least 32 characters'],
    [{ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' }, 'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must start with http:// or https://'],
    [{ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE must be true or false'],
  ])('refuses %o', (env, message) => {
    expect(() => loadFilesConfig(env)).toThrow(FilesConfigError);
    expect(() => loadFilesConfig(env)).toThrow(message);
  });
});
