import { openTestDatabase } from '@festival/server-db/testing';
import type { Database } from '@festival/server-db';
import { collectKeys } from './translations.service';

describe('collectKeys', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('stores each key once and refuses to grow past the cap', async () => {
    expect(await collectKeys(database.db, ['common:a', 'common:a', 'common:b'], 3)).toBe(2);
    expect(await collectKeys(database.db, [], 3)).toBe(0);
    await expect(collectKeys(database.db, ['common:c', 'common:d'], 3)).rejects.toMatchObject({ statusCode: 422 });
    expect(await collectKeys(database.db, ['common:c'], 3)).toBe(1);
  });
});
