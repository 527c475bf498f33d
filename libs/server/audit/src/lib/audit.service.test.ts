import { type Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { auditTrailOf, recordAudit } from './audit.service';

describe(`audit log (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close().catch(() => undefined));

  it('records who changed what, with the state before and after', async () => {
    const row = await recordAudit(database.db, {
      actorSub: 'admin-sub',
      action: 'user.disable',
      target: 'user:1',
      before: { enabled: true },
      after: { enabled: false },
    });
    expect(row).toMatchObject({
      actorSub: 'admin-sub',
      action: 'user.disable',
      target: 'user:1',
      before: { enabled: true },
      after: { enabled: false },
    });
    expect(row.at).toBeInstanceOf(Date);
    expect(await auditTrailOf(database.db, 'user:1')).toEqual([row]);
    expect(await auditTrailOf(database.db, 'user:2')).toEqual([]);
  });

  it('is rolled back with the change it records', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, { actorSub: 'admin-sub', action: 'user.enable', target: 'user:3' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await auditTrailOf(database.db, 'user:3')).toEqual([]);
  });
});
