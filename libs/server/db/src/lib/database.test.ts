import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openTestDatabase } from './test-database';
import { appMeta } from './meta.tables';
import { openDatabase, DatabaseStartError, type Database } from './database';

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
