import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3FileStorage } from './s3-storage';

type S3rverInstance = InstanceType<typeof import('s3rver').default>;

/** s3rver, a local S3 implementation, started inside the test; null (with the reason) when it cannot start. */
export async function startS3rver(): Promise<
  { server: S3rverInstance; endpoint: string; close: () => Promise<void> } | { reason: string }
> {
  const directory = mkdtempSync(join(tmpdir(), 'festival-s3rver-'));
  try {
    const { default: S3rver } = await import('s3rver');
    const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
    const address = await server.run();
    return {
      server,
      endpoint: `http://127.0.0.1:${address.port}`,
      close: async () => {
        await server.close();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    return { reason: (error as Error).message };
  }
}

/** On a developer's machine a missing s3rver skips the S3 tests; CI (CI=true) must run them, so there it fails. */
export const mustRunS3 = process.env['CI'] === 'true';

/** The S3 driver on a new bucket of the started s3rver. */
export async function s3StorageOn(endpoint: string, bucket: string): Promise<S3FileStorage> {
  const storage = new S3FileStorage({
    bucket,
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    // s3rver stores an aws-chunked body (a file stream with its checksum) as it came, framing and all.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  await storage.client.send(new CreateBucketCommand({ Bucket: bucket }));
  return storage;
}
