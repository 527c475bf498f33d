import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { newFilePath } from './file-rules';
import { LocalFileStorage } from './local-storage';
import { ORPHAN_GRACE_MS, removeOrphanedFiles, startOrphanSweeper, type ReferencedPaths } from './orphan-sweeper';

const OWNER = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const NOW = new Date('2027-06-10T12:00:00Z');
const HOUR = 60 * 60 * 1000;

describe('removing uploads nothing refers to', () => {
  let root: string;
  let storage: LocalFileStorage;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'festival-sweep-'));
    storage = new LocalFileStorage({ root, basePath: '' });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A stored file (or any path under the root) last written at `at`. */
  function store(relativePath: string, at: Date): string {
    const path = join(root, relativePath);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, 'bytes');
    utimesSync(path, at, at);
    return relativePath;
  }
  const holding =
    (...held: string[]): ReferencedPaths =>
    async (paths) =>
      new Set(paths.filter((p) => held.includes(p)));
  const exists = async (key: string) => (await storage.stat(key)) !== null;

  it('removes old files no module holds; keeps held ones, new ones, other types and files being written', async () => {
    const old = new Date(NOW.getTime() - 2 * ORPHAN_GRACE_MS);
    const held = store(newFilePath('signature', OWNER, 'png'), old);
    const orphan = store(newFilePath('signature', OWNER, 'jpg'), old);
    const recent = store(newFilePath('signature', OWNER, 'png'), new Date(NOW.getTime() - HOUR));
    const avatar = store(newFilePath('avatars', OWNER, 'png'), old);
    const partial = store(`${newFilePath('signature', OWNER, 'png')}.1a2b3c.part`, old);

    const removed = await removeOrphanedFiles(
      storage,
      'signature',
      holding(held),
      new Date(NOW.getTime() - ORPHAN_GRACE_MS),
    );

    expect(removed).toBe(1);
    expect({
      held: await exists(held),
      orphan: await exists(orphan),
      recent: await exists(recent),
      avatar: await exists(avatar),
    }).toEqual({
      held: true,
      orphan: false,
      recent: true,
      avatar: true,
    });
    expect(() => storage.pathOf(partial)).toThrow();
  });

  it('asks the module about every candidate, in batches', async () => {
    const old = new Date(NOW.getTime() - 2 * ORPHAN_GRACE_MS);
    const keys = Array.from({ length: 1201 }, () => store(newFilePath('avatars', OWNER, 'png'), old));
    const asked: number[] = [];
    const removed = await removeOrphanedFiles(
      storage,
      'avatars',
      async (paths) => (asked.push(paths.length), new Set(paths)),
      NOW,
    );
    expect(removed).toBe(0);
    expect(asked).toEqual([500, 500, 201]);
    expect(await exists(keys[0])).toBe(true);
  });

  it('is a no-op where nothing of the type was ever stored', async () => {
    expect(await removeOrphanedFiles(storage, 'documents', holding(), NOW)).toBe(0);
  });

  it('sweeps in the background on its interval, only the types it was given, one sweep at a time', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const old = new Date(NOW.getTime() - 2 * ORPHAN_GRACE_MS);
      const orphan = store(newFilePath('signature', OWNER, 'png'), old);
      const document = store(newFilePath('documents', OWNER, 'pdf'), old);
      const info = vi.fn();
      const sweeper = startOrphanSweeper({
        storage,
        sources: { signature: holding() },
        logger: { info, error: vi.fn() },
        intervalMs: HOUR,
        now: () => NOW,
      });
      expect(await exists(orphan)).toBe(true);
      const [first, second] = [sweeper.runOnce(), sweeper.runOnce()];
      expect(first).toBe(second);
      expect(await first).toBe(1);
      expect(info).toHaveBeenCalledWith({ type: 'signature', removed: 1 }, 'removed uploads that nothing refers to');

      const again = store(newFilePath('signature', OWNER, 'png'), old);
      vi.advanceTimersByTime(HOUR);
      await vi.waitFor(async () => expect(await exists(again)).toBe(false));
      expect(await exists(document)).toBe(true);
      sweeper.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
