import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditTrailOf } from '@festival/server-audit';
import { type Database } from '@festival/server-db';
import {
  asDate,
  csvExports,
  EXPORT_BATCH_SIZE,
  EXPORT_JOB,
  EXPORT_RETRY_AFTER_SECONDS,
  MAX_RUNNING_EXPORTS,
  TOO_MANY_EXPORTS_MESSAGE,
} from '@festival/server-exports';
import { openTestDatabase } from '@festival/server-db/testing';
import { seedDemoData } from '@festival/server-seed';
import type { ExportLinks, ExportProgress } from '@festival/shared-util-api-contracts';
import { buildApp } from './app';
import { seedAdminHook } from './seed-admin';
import { recordingJobQueue } from './test-activities';
import { testConfig } from './test-app';
import { testIdpClient } from './test-idp-client';

const engine = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
const USERS = '/api-svc/v1/users';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** The path and query of a link the server made for its own origin. */
const local = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

describe(`CSV export of a list (${engine})`, () => {
  let database: Database;
  let app: FastifyInstance;
  let admin: { sub: string; idToken: string };
  let ann: { sub: string; idToken: string; email: string };
  const config = testConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'festival-exports-')) });

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoData(database.db, { seedAdmin: seedAdminHook(config) });
    app = await buildApp({ config, database });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const idp = testIdpClient(
      `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      database.db,
      config.identity,
    );
    admin = await idp.signIn(config.admin.email, config.admin.password);
    ann = await idp.newSignedInUser({ givenName: 'Ann', familyName: 'Kealoha' });
    // The sign-up rules refuse such a name today; one stored before them must still be escaped.
    await database.db.execute(sql`update idp_users set family_name = ${'=Kealoha, "Jr"'} where sub = ${ann.sub}`);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
  });

  /** Polls the head link as the browser does, until the export is over. */
  async function settle(links: ExportLinks, token = admin.idToken): Promise<ExportProgress> {
    for (let attempt = 0; attempt < 90; attempt += 1) {
      const response = await app.inject({ url: local(links.head), headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      const progress = response.json().data as ExportProgress;
      if (progress.status === 'DONE' || progress.status === 'FAILED') return progress;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the export never finished');
  }

  it('answers take=10,000,000 with head and get links, builds the filtered list as CSV and serves it at the signed link', async () => {
    const search = encodeURIComponent(ann.email);
    const response = await app.inject({
      url: `${USERS}?take=10000000&search=${search}`,
      headers: bearer(admin.idToken),
    });
    expect(response.statusCode).toBe(202);
    const links = response.json().data as ExportLinks;
    expect(links).toMatchObject({
      fileName: 'users.csv',
      head: expect.stringContaining(`/api-svc/v1/exports/${links.id}`),
    });

    expect(await settle(links)).toEqual({ id: links.id, status: 'DONE', rows: 1, total: 1 });
    const file = await app.inject({ url: local(links.get) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    // A byte order mark first, so that spreadsheets read the file as UTF-8.
    expect(file.body.startsWith('\uFEFF')).toBe(true);
    const [header, row, end] = file.body.slice(1).split('\n');
    expect(header).toBe('Email,First name,Last name,Status,Enabled,Created');
    // Quotes are doubled, and a cell starting with = cannot run as a spreadsheet formula.
    expect(row).toMatch(
      new RegExp(
        `^${ann.email.replace(/[.+]/g, '\\$&')},Ann,"'=Kealoha, ""Jr""",CONFIRMED,true,\\d\\d/\\d\\d/\\d{4} \\d{1,2}:\\d\\d [AP]M$`,
      ),
    );
    expect(end ?? '').toBe('');
    expect(await auditTrailOf(database.db, 'export:users')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actorSub: admin.sub, action: 'export.create', after: { search: ann.email } }),
      ]),
    );
  });

  it('shows the progress only to whoever asked for the export', async () => {
    const response = await app.inject({ url: `${USERS}?take=10000000`, headers: bearer(admin.idToken) });
    const links = response.json().data as ExportLinks;
    const other = await app.inject({ url: local(links.head), headers: bearer(ann.idToken) });
    expect(other.statusCode).toBe(404);
    expect((await app.inject({ url: local(links.head) })).statusCode).toBe(401);
    const done = await settle(links);
    expect(done.status).toBe('DONE');
    expect(done.rows).toBe(done.total);
    expect(done.rows).toBeGreaterThanOrEqual(2);
  });

  it('needs the list permission and refuses a sort the list cannot do with a 400', async () => {
    const refused = await app.inject({ url: `${USERS}?take=10000000`, headers: bearer(ann.idToken) });
    expect(refused.statusCode).toBe(403);
    const bad = await app.inject({ url: `${USERS}?take=10000000&sort=password`, headers: bearer(admin.idToken) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'query.sort', message: 'must be one of createdAt' }]);
  });

  /** Starts an export of a test exporter as the admin, waits for it and returns its progress and file lines. */
  async function exportOf(name: string): Promise<{ progress: ExportProgress; lines: string[] }> {
    const links = await app.csvExports.start(
      name,
      {},
      { userId: admin.sub, sub: admin.sub, origin: 'http://localhost' },
    );
    const progress = await settle(links);
    const file = await app.inject({ url: local(links.get) });
    return { progress, lines: file.body.slice(1).split('\n') };
  }

  it('writes each kind of database value as a spreadsheet reads it', async () => {
    app.csvExports.define('kinds', {
      fileName: 'kinds',
      query: () => sql`select 'Ann, "Kai"'::text as "name", 3::int as "n", 12::bigint as "big", -5 as "negative",
        '-5'::text as "negativeText", true as "ok", timestamptz '2027-07-02 19:00:00.123456+00' as "at",
        date '1990-04-12' as "dob", array['en', 'haw']::text[] as "languages", '{"a": 1}'::jsonb as "extra",
        null::text as "nothing", 'Ōhiʻa
lehua' as "lines"`,
      columns: [
        { header: 'Name', value: (row) => row['name'] },
        { header: 'N', value: (row) => row['n'] },
        { header: 'Big', value: (row) => row['big'] },
        { header: 'Negative', value: (row) => row['negative'] },
        { header: 'Negative text', value: (row) => row['negativeText'] },
        { header: 'OK', value: (row) => row['ok'] },
        { header: 'At', value: (row) => asDate(row['at']) },
        { header: 'Born', value: (row) => row['dob'] },
        { header: 'Languages', value: (row) => row['languages'] },
        { header: 'Extra', value: (row) => row['extra'] },
        { header: 'Nothing', value: (row) => row['nothing'] },
        { header: 'Lines', value: (row) => row['lines'] },
      ],
    });
    const { progress, lines } = await exportOf('kinds');
    expect(progress).toMatchObject({ status: 'DONE', rows: 1, total: 1 });
    // 19:00 UTC is 9:00 in Honolulu; a text starting with - is guarded, a negative number is not.
    expect(lines.join('\n')).toBe(
      'Name,N,Big,Negative,Negative text,OK,At,Born,Languages,Extra,Nothing,Lines\n' +
        `"Ann, ""Kai""",3,12,-5,'-5,true,07/02/2027 9:00 AM,1990-04-12,"[""en"",""haw""]","{""a"":1}",,"Ōhiʻa\nlehua"\n`,
    );
  });

  it('writes every row, in order, across several batches, and counts them first', async () => {
    const rows = EXPORT_BATCH_SIZE * 2 + 7;
    app.csvExports.define('series', {
      fileName: 'series',
      query: () => sql`select i from generate_series(1, ${rows}::int) as i order by i desc`,
      columns: [{ header: 'I', value: (row) => row['i'] }],
    });
    const { progress, lines } = await exportOf('series');
    expect(progress).toMatchObject({ status: 'DONE', rows, total: rows });
    expect(lines[0]).toBe('I');
    expect(lines.slice(1, -1)).toEqual(Array.from({ length: rows }, (_, i) => String(rows - i)));
    expect(lines.at(-1)).toBe('');
  });

  it('deletes an export older than the retention, file and record, and keeps a fresh one', async () => {
    const old = await app.inject({ url: `${USERS}?take=10000000`, headers: bearer(admin.idToken) });
    const fresh = await app.inject({ url: `${USERS}?take=10000000`, headers: bearer(admin.idToken) });
    const [oldLinks, freshLinks] = [old.json().data as ExportLinks, fresh.json().data as ExportLinks];
    expect((await settle(oldLinks)).status).toBe('DONE');
    expect((await settle(freshLinks)).status).toBe('DONE');
    expect((await app.inject({ url: local(oldLinks.get) })).statusCode).toBe(200);
    // The default retention is 24 hours.
    expect(config.exportRetentionHours).toBe(24);
    await database.db.execute(
      sql`update csv_exports set created_at = now() - interval '25 hours' where id = ${oldLinks.id}`,
    );

    expect(await app.csvExports.removeExpired()).toBe(1);
    expect((await app.inject({ url: local(oldLinks.head), headers: bearer(admin.idToken) })).statusCode).toBe(404);
    expect((await app.inject({ url: local(oldLinks.get) })).statusCode).toBe(404);
    expect((await app.inject({ url: local(freshLinks.get) })).statusCode).toBe(200);
    expect((await settle(freshLinks)).status).toBe('DONE');
    expect(await app.csvExports.removeExpired()).toBe(0);
  });

  it('marks an export FAILED when its query fails, so the browser can say "Export File Failed!"', async () => {
    app.csvExports.define('broken', {
      fileName: 'broken',
      query: () => sql`select * from no_such_table`,
      columns: [{ header: 'Nothing', value: () => '' }],
    });
    const links = await app.csvExports.start(
      'broken',
      {},
      { userId: admin.sub, sub: admin.sub, origin: 'http://localhost' },
    );
    expect(await settle(links)).toMatchObject({ status: 'FAILED' });
    expect((await app.inject({ url: local(links.get) })).statusCode).toBe(404);
  });

  describe('in production, with jobs that wait', () => {
    // A second server on the same database, as deployed (PUBLIC_BASE_URL), whose job queue keeps
    // what it is sent until the test runs it: exports stay queued as long as the test needs.
    const PUBLIC_BASE_URL = 'https://festival.example';
    const jobs = recordingJobQueue();
    const { sent, runSent } = jobs;
    let production: FastifyInstance;
    beforeAll(async () => {
      production = await buildApp({
        config: { ...config, production: true, publicBaseUrl: PUBLIC_BASE_URL },
        database,
        jobs,
      });
    });
    afterAll(async () => {
      await production?.close();
    });

    const exportUsers = (host?: string) =>
      production.inject({
        url: `${USERS}?take=10000000`,
        headers: { ...bearer(admin.idToken), ...(host ? { host } : {}) },
      });
    const queuedOfAdmin = async () =>
      Number(
        (
          await database.db
            .select({ n: count() })
            .from(csvExports)
            .where(and(eq(csvExports.ownerSub, admin.sub), inArray(csvExports.status, ['QUEUED', 'RUNNING'])))
        )[0].n,
      );

    it('refuses a third export while two of the same staff member run (429 with Retry-After), queuing nothing', async () => {
      expect(MAX_RUNNING_EXPORTS).toBe(2);
      const before = (await auditTrailOf(database.db, 'export:users')).length;
      const responses = await Promise.all([exportUsers(), exportUsers(), exportUsers()]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([202, 202, 429]);
      const refused = responses.find((r) => r.statusCode === 429);
      expect(refused?.headers['retry-after']).toBe(String(EXPORT_RETRY_AFTER_SECONDS));
      expect(refused?.json()).toMatchObject({ message: TOO_MANY_EXPORTS_MESSAGE });
      expect(sent.map((job) => job.name)).toEqual([EXPORT_JOB, EXPORT_JOB]);
      expect(await queuedOfAdmin()).toBe(2);
      expect(await auditTrailOf(database.db, 'export:users')).toHaveLength(before + 2);

      // Once they have run, the next is taken.
      await runSent();
      expect(await queuedOfAdmin()).toBe(0);
      expect((await exportUsers()).statusCode).toBe(202);
      expect((await exportUsers()).statusCode).toBe(202);
      expect((await exportUsers()).statusCode).toBe(429);
      // An export whose process stopped an hour ago and more no longer holds its place.
      await database.db.execute(
        sql`update csv_exports set created_at = now() - interval '61 minutes' where owner_sub = ${admin.sub}`,
      );
      expect((await exportUsers()).statusCode).toBe(202);
      await runSent();
    });

    it('builds the head and get links from the public origin, whatever Host the request names', async () => {
      const response = await exportUsers('evil.example');
      expect(response.statusCode).toBe(202);
      const links = response.json().data as ExportLinks;
      expect(links.head).toBe(`https://admin.festival.example/api-svc/v1/exports/${links.id}`);
      expect(new URL(links.get).origin).toBe('https://admin.festival.example');
      expect(JSON.stringify(links)).not.toContain('evil.example');
      await runSent();
      const file = await production.inject({ url: local(links.get) });
      expect(file.statusCode).toBe(200);
    });
  });
});
