import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openTestDatabase } from './test-database';
import { appMeta } from './meta.tables';
import { openDatabase, DatabaseStartError, lockDataDir, type Database } from './database';

describe(`database (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('applies the migrations and answers queries', async () => {
    await database.ping();
    await database.db.insert(appMeta).values({ key: 'greeting', value: 'aloha' });
    const rows = await database.db.select().from(appMeta).where(eq(appMeta.key, 'greeting'));
    expect(rows[0]?.value).toBe('aloha');
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(appMeta).values({ key: 'temporary', value: 'x' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await database.db.select().from(appMeta).where(eq(appMeta.key, 'temporary'))).toHaveLength(0);
  });
});

describe('start-up failures', () => {
  it('names the problem of an unreachable PostgreSQL server in one line', async () => {
    const failure = openDatabase({ engine: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' });
    await expect(failure).rejects.toBeInstanceOf(DatabaseStartError);
    await expect(failure).rejects.toThrow(/DATABASE_URL/);
  });

  it('names the problem of a data folder it cannot create', async () => {
    const notAFolder = join(mkdtempSync(join(tmpdir(), 'festival-')), 'file');
    writeFileSync(notAFolder, 'not a folder');
    const failure = openDatabase({ engine: 'pglite', dataDir: join(notAFolder, 'data') });
    await expect(failure).rejects.toThrow(/DATA_DIR/);
  });
});

describe('the embedded database folder lock', () => {
  const freshDir = () => join(mkdtempSync(join(tmpdir(), 'festival-lock-')), 'pglite');

  it('refuses a second server on the same folder in one line, and frees the folder on close', async () => {
    const dataDir = freshDir();
    const first = await openDatabase({ engine: 'pglite', dataDir });
    try {
      expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
      const second = openDatabase({ engine: 'pglite', dataDir });
      await expect(second).rejects.toBeInstanceOf(DatabaseStartError);
      await expect(second).rejects.toThrow(
        `The embedded database in ${dataDir} is in use by another server (process ${process.pid})`,
      );
    } finally {
      await first.close();
    }
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const again = await openDatabase({ engine: 'pglite', dataDir });
    await again.ping();
    await again.close();
  }, 60_000);

  it('is held against a lock file of another live process, and taken over from a dead one', async () => {
    const dataDir = freshDir();
    const sleeper = spawn('sleep', ['30']);
    try {
      writeFileSync(`${dataDir}.lock`, String(sleeper.pid));
      expect(() => lockDataDir(dataDir)).toThrow(`in use by another server (process ${sleeper.pid})`);
    } finally {
      sleeper.kill();
    }
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(`${dataDir}.lock`, dead.stdout);
    const release = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    // A leftover lock with our own pid (a restarted container often gets the same pid) is stale too.
    writeFileSync(`${dataDir}.lock`, String(process.pid));
    lockDataDir(dataDir)();
    writeFileSync(`${dataDir}.lock`, 'garbage');
    lockDataDir(dataDir)();
  });
});
