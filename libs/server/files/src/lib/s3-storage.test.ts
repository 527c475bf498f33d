import { PutObjectCommand } from '@aws-sdk/client-s3';
import { newFilePath } from './file-rules';
import { checkOwnFile, INVALID_FILE_PATH_MESSAGE } from './files.service';
import { removeOrphanedFiles } from './orphan-sweeper';
import { S3FileStorage } from './s3-storage';
import { mustRunS3, s3StorageOn, startS3rver } from './test-s3rver';

const OWNER = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('png body')]);

const started = await startS3rver();
if ('reason' in started && !mustRunS3)
  console.warn(`S3 driver tests skipped: s3rver could not start (${started.reason})`);
const describeS3 = 'reason' in started && !mustRunS3 ? describe.skip : describe;

describeS3('S3FileStorage against s3rver', () => {
  let storage: S3FileStorage;

  beforeAll(async () => {
    if ('reason' in started)
      throw new Error(`s3rver could not start, and CI runs the S3 driver tests: ${started.reason}`);
    storage = await s3StorageOn(started.endpoint, 'festival-files');
  });
  afterAll(async () => {
    storage?.client.destroy();
    if (!('reason' in started)) await started.close();
  });

  it('uploads to a presigned PUT and reads the file back through a presigned GET', async () => {
    const key = newFilePath('avatars', OWNER, 'png');
    const target = await storage.uploadUrl(key, { contentType: 'image/png', maxBytes: 1024 });
    expect(target.url).toContain('X-Amz-Signature=');
    const put = await fetch(target.url, { method: 'PUT', headers: target.headers, body: PNG });
    expect(put.status).toBe(200);
    expect(await storage.stat(key)).toEqual({ size: PNG.length, contentType: 'image/png' });
    expect(Buffer.from(await storage.readHead(key, 4)).equals(PNG.subarray(0, 4))).toBe(true);

    const download = await fetch(await storage.downloadUrl(key));
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toBe(`inline; filename="${key.split('/').pop()}"`);
    expect(await checkOwnFile(storage, key, 'avatars', OWNER)).toBeNull();
  });

  it('lists the stored files of one type, and sweeps the ones nothing holds', async () => {
    const owner = '0b8f6a4e-2c1d-4e3f-9a8b-7c6d5e4f3a2b';
    const keys = Array.from({ length: 3 }, () => newFilePath('signature', owner, 'png'));
    for (const key of keys)
      await storage.client.send(
        new PutObjectCommand({ Bucket: 'festival-files', Key: key, Body: PNG, ContentType: 'image/png' }),
      );
    const listed = [];
    for await (const file of storage.list('signature')) listed.push(file);
    expect(listed.map((f) => f.key).sort()).toEqual([...keys].sort());
    expect(listed.every((f) => f.lastModified instanceof Date)).toBe(true);

    const held = new Set([keys[0]]);
    const removed = await removeOrphanedFiles(
      storage,
      'signature',
      async (paths) => new Set(paths.filter((p) => held.has(p))),
      new Date(Date.now() + 60_000),
    );
    expect(removed).toBe(2);
    expect(await storage.stat(keys[0])).not.toBeNull();
    expect(await storage.stat(keys[1])).toBeNull();
  });

  it('signs only server-made keys', async () => {
    for (const key of ['../x.png', `avatars/${OWNER}/../../x.png`, 'avatars/other/a.png']) {
      await expect(storage.uploadUrl(key, { contentType: 'image/png', maxBytes: 1 }), key).rejects.toThrow(
        'not a file key',
      );
      await expect(storage.downloadUrl(key), key).rejects.toThrow('not a file key');
    }
  });

  it('checks what a presigned PUT cannot: a stored file of the wrong kind is refused and removed', async () => {
    const key = newFilePath('signature', OWNER, 'png');
    const target = await storage.uploadUrl(key, { contentType: 'image/png', maxBytes: 1024 });
    await fetch(target.url, { method: 'PUT', headers: target.headers, body: Buffer.from('<svg onload="alert(1)"/>') });
    expect(await storage.stat(key)).not.toBeNull();
    expect(await checkOwnFile(storage, key, 'signature', OWNER)).toBe(
      'Invalid file type. Allowed types: png, jpg, jpeg',
    );
    expect(await storage.stat(key)).toBeNull();
    expect(await checkOwnFile(storage, key, 'avatars', OWNER)).toBe(INVALID_FILE_PATH_MESSAGE);
  });
});

// s3rver cannot make continuation tokens on Node 20 (its DES cipher is gone from OpenSSL 3), so the
// paging of a listing is checked against the pages S3 documents for ListObjectsV2.
describe('S3FileStorage listing pages', () => {
  it("follows the continuation token to the last page and keeps only keys of the server's shape", async () => {
    const storage = new S3FileStorage({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: true,
      listPageSize: 2,
    });
    const keys = Array.from({ length: 3 }, () => newFilePath('avatars', OWNER, 'png'));
    const at = new Date('2027-01-01T00:00:00Z');
    const pages: Record<string, object> = {
      first: {
        Contents: [
          { Key: keys[0], LastModified: at },
          { Key: 'avatars/not-ours.png', LastModified: at },
        ],
        IsTruncated: true,
        NextContinuationToken: 'second',
      },
      second: {
        Contents: [{ Key: keys[1], LastModified: at }, { Key: keys[2] }],
        IsTruncated: true,
        NextContinuationToken: 'third',
      },
      third: { Contents: [], IsTruncated: false },
    };
    const sent: Array<Record<string, unknown>> = [];
    storage.client.send = (async (command: { input: Record<string, unknown> }) => {
      sent.push(command.input);
      return pages[String(command.input['ContinuationToken'] ?? 'first')];
    }) as unknown as typeof storage.client.send;

    const listed = [];
    for await (const file of storage.list('avatars')) listed.push(file);
    // The object without LastModified cannot be judged by age: it is left out, never swept.
    expect(listed).toEqual([
      { key: keys[0], lastModified: at },
      { key: keys[1], lastModified: at },
    ]);
    expect(sent).toEqual([
      { Bucket: 'b', Prefix: 'avatars/', ContinuationToken: undefined, MaxKeys: 2 },
      { Bucket: 'b', Prefix: 'avatars/', ContinuationToken: 'second', MaxKeys: 2 },
      { Bucket: 'b', Prefix: 'avatars/', ContinuationToken: 'third', MaxKeys: 2 },
    ]);
  });
});
