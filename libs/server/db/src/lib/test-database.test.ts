import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dropStaleDatabases } from './test-database';

const url = process.env['DATABASE_URL'];
const DAY = 24 * 60 * 60 * 1000;

async function onServer(statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

async function exists(name: string): Promise<boolean> {
  return Boolean((await onServer(`select 1 from pg_database where datname = '${name}'`)).rowCount);
}

// Only PostgreSQL keeps databases between runs; PGlite's are in memory.
describe.skipIf(!url)('left-behind test databases (PostgreSQL)', () => {
  const now = Date.now();
  const tag = randomBytes(3).toString('hex');
  const oldTest = `test_${(now - 2 * DAY).toString(36)}_${tag}`;
  const newTest = `test_${(now - 60_000).toString(36)}_${tag}`;
  const usedTest = `test_${(now - 3 * DAY).toString(36)}_${tag}u`;
  const oldTemplate = `festival_template_old_${tag}`;
  const newTemplate = `festival_template_new_${tag}`;
  let holder: pg.Client;

  beforeAll(async () => {
    for (const name of [oldTest, newTest, usedTest, oldTemplate, newTemplate])
      await onServer(`create database ${name}`);
    await onServer(`comment on database ${oldTemplate} is '${new Date(now - 2 * DAY).toISOString()}'`);
    await onServer(`comment on database ${newTemplate} is '${new Date(now - 60_000).toISOString()}'`);
    holder = new pg.Client({ connectionString: url?.replace(/\/[^/]*$/, `/${usedTest}`) });
    await holder.connect();
  });
  afterAll(async () => {
    await holder.end();
    for (const name of [oldTest, newTest, usedTest, oldTemplate, newTemplate])
      await onServer(`drop database if exists ${name}`);
  });

  it('drops those older than a day, keeps newer ones and one still in use', async () => {
    const dropped = await dropStaleDatabases(url as string, now);
    expect(dropped).toEqual(expect.arrayContaining([oldTest, oldTemplate]));
    expect(dropped).not.toContain(newTest);
    expect(dropped).not.toContain(newTemplate);
    expect(dropped).not.toContain(usedTest);
    expect(await exists(oldTest)).toBe(false);
    expect(await exists(oldTemplate)).toBe(false);
    expect(await exists(newTest)).toBe(true);
    expect(await exists(newTemplate)).toBe(true);
    expect(await exists(usedTest)).toBe(true);
  });
});
