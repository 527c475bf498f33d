import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newFilePath } from './file-rules';
import { LocalFileStorage, SECRET_FILE } from './local-storage';

const OWNER = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';

describe('LocalFileStorage', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'festival-local-files-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('makes its signing secret once, keeps it private, and reuses it after a restart', async () => {
    const first = new LocalFileStorage({ root, basePath: '/api-svc/v1' });
    const key = newFilePath('avatars', OWNER, 'png');
    const url = await first.downloadUrl(key, 'http://localhost');
    expect(existsSync(join(root, SECRET_FILE))).toBe(true);
    expect(statSync(join(root, SECRET_FILE)).mode & 0o077).toBe(0);
    const token = new URL(url).searchParams.get('token') ?? '';
    const restarted = new LocalFileStorage({ root, basePath: '/api-svc/v1' });
    expect(await restarted.verify(token)).toMatchObject({ ok: true, claims: { op: 'get', key } });
    expect(readFileSync(join(root, SECRET_FILE), 'utf8').length).toBeGreaterThanOrEqual(32);
  });

  it('agrees on one secret when many start at once on a new folder (replicas starting together)', async () => {
    const key = newFilePath('avatars', OWNER, 'png');
    const storages = Array.from({ length: 24 }, () => new LocalFileStorage({ root, basePath: '' }));
    const tokens = await Promise.all(
      storages.map(async (storage) => new URL(await storage.downloadUrl(key, 'http://h')).searchParams.get('token')),
    );
    const checker = new LocalFileStorage({ root, basePath: '' });
    for (const token of tokens) expect((await checker.verify(token ?? '')).ok).toBe(true);
    expect(readdirSync(root)).toEqual([SECRET_FILE]);
  });

  it('uses FILES_SIGNING_SECRET when given, and then writes no secret file', async () => {
    const secret = 'x'.repeat(40);
    const a = new LocalFileStorage({ root, basePath: '', signingSecret: secret });
    const b = new LocalFileStorage({ root: join(root, 'other'), basePath: '', signingSecret: secret });
    const token =
      new URL(
        (
          await a.uploadUrl(
            newFilePath('documents', OWNER, 'pdf'),
            { contentType: 'application/pdf', maxBytes: 10 },
            'http://h',
          )
        ).url,
      ).searchParams.get('token') ?? '';
    expect((await b.verify(token)).ok).toBe(true);
    expect((await new LocalFileStorage({ root, basePath: '', signingSecret: 'y'.repeat(40) }).verify(token)).ok).toBe(
      false,
    );
    expect(existsSync(join(root, SECRET_FILE))).toBe(false);
  });

  it('resolves only server-made keys, always inside the root', () => {
    const storage = new LocalFileStorage({ root, basePath: '' });
    const key = newFilePath('signature', OWNER, 'jpg');
    expect(storage.pathOf(key)).toBe(join(root, key));
    for (const bad of [
      '../x',
      `signature/${OWNER}/../../${SECRET_FILE}`,
      '/etc/passwd',
      SECRET_FILE,
      `signature/${OWNER}/a.jpg`,
    ]) {
      expect(() => storage.pathOf(bad), bad).toThrow();
    }
  });

  it('expires links after ten minutes', async () => {
    let now = new Date('2027-01-01T00:00:00Z');
    const storage = new LocalFileStorage({ root, basePath: '', now: () => now });
    const token =
      new URL(await storage.downloadUrl(newFilePath('avatars', OWNER, 'png'), 'http://h')).searchParams.get('token') ??
      '';
    now = new Date('2027-01-01T00:09:59Z');
    expect((await storage.verify(token)).ok).toBe(true);
    now = new Date('2027-01-01T00:10:01Z');
    expect(await storage.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });
});
