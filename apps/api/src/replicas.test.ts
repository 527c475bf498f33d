import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { listMailbox } from '@festival/server-mail';
import { idpTestClient } from '@festival/shared-util-e2e/idp-client';
import { EMBEDDED_CLIENT_ID, EMBEDDED_USER_POOL_ID } from './config';

/**
 * Two api processes on one PostgreSQL database, as two replicas behind a load balancer: the same
 * PUBLIC_BASE_URL (the tokens' issuer), a shared DATA_DIR (the files and their signing secret).
 * PostgreSQL only: on the embedded PGlite one process owns the database.
 */
const url = process.env['DATABASE_URL'];
const API = '/api-svc/v1';
const LIMIT = 60;
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('a tiny png')]);

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

interface Replica {
  child: ChildProcess;
  base: string;
  output: () => string;
}

/** Starts `apps/api/src/main.ts` as its own process and waits until it answers /healthz. */
async function startReplica(env: Record<string, string>): Promise<Replica> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the replica stopped at start:\n${output}`);
    const healthy = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, base, output: () => output };
    await new Promise((done) => setTimeout(done, 500));
  }
  child.kill('SIGKILL');
  throw new Error(`the replica did not answer within 2 minutes:\n${output}`);
}

async function stopReplica(replica: Replica | undefined): Promise<void> {
  if (!replica || replica.child.exitCode !== null) return;
  const stopped = new Promise((done) => replica.child.once('exit', done));
  replica.child.kill('SIGTERM');
  const timer = setTimeout(() => replica.child.kill('SIGKILL'), 15_000);
  await stopped;
  clearTimeout(timer);
}

describe.skipIf(!url)('two api processes on one PostgreSQL database', () => {
  let database: Database;
  let dataDir: string;
  let one: Replica;
  let two: Replica;

  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'festival-replicas-'));
    const env = {
      DATABASE_URL: database.connectionString ?? '',
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: 'http://127.0.0.1:9',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      SITES_DIR: join(tmpdir(), 'festival-no-sites'),
      ALTCHA_COST: '1',
      ALTCHA_MAX_NUMBER: '8',
      ADMIN_EMAIL: 'admin@replicas.example',
      ADMIN_PASSWORD: 'Replicas!2027x',
    };
    // One after the other, as a rolling start: the first migrates and seeds, the second reuses.
    one = await startReplica(env);
    two = await startReplica(env);
  }, 300_000);
  afterAll(async () => {
    await Promise.all([stopReplica(one), stopReplica(two)]);
    await database?.close().catch(() => undefined);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const client = (replica: Replica) =>
    idpTestClient({
      baseUrl: replica.base,
      userPoolId: EMBEDDED_USER_POOL_ID,
      clientId: EMBEDDED_CLIENT_ID,
      readMailbox: (to) => listMailbox(database.db, to, 100),
    });
  const get = (replica: Replica, path: string, token?: string) =>
    fetch(`${replica.base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  /** A link a replica signed, followed on the given replica (the balancer may send it to either). */
  const on = (replica: Replica, link: string) => {
    const parsed = new URL(link);
    return `${replica.base}${parsed.pathname}${parsed.search}`;
  };

  it('accepts on one replica the sign-in made on the other, and each code mail leaves once', async () => {
    const user = await client(one).newSignedInUser({ givenName: 'Ann', familyName: 'Replica' });
    const me = await get(two, `${API}/me`, user.idToken);
    expect(me.status, await me.clone().text()).toBe(200);
    expect((await me.json()).data).toMatchObject({ email: user.email });
    // Both replicas' mailers work the one outbox: the sign-up code and the sign-in code, once each.
    const mails = await listMailbox(database.db, user.email, 100);
    expect(mails).toHaveLength(2);
  }, 60_000);

  it('serves through one replica the file uploaded through the other', async () => {
    const user = await client(two).newSignedInUser({ givenName: 'Bob', familyName: 'Replica' });
    const query = new URLSearchParams({ fileName: 'me.png', contentType: 'image/png', type: 'avatars' });
    const presigned = await get(one, `${API}/files/presigned-upload-url?${query}`, user.idToken);
    expect(presigned.status).toBe(200);
    const { url: uploadUrl, filePath } = (await presigned.json()).data;
    const stored = await fetch(on(two, uploadUrl), {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    expect(stored.status, await stored.clone().text()).toBe(200);
    const download = await get(
      two,
      `${API}/files/presigned-download-url?filePath=${encodeURIComponent(filePath)}`,
      user.idToken,
    );
    expect(download.status).toBe(200);
    const file = await fetch(on(one, (await download.json()).data.url));
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG);
  }, 60_000);

  it('runs a background job once: an export queued by one replica, done by one of the two', async () => {
    const admin = await client(one).signIn('admin@replicas.example', 'Replicas!2027x');
    const started = await get(two, `${API}/users?take=10000000`, admin.idToken);
    expect(started.status, await started.clone().text()).toBe(202);
    const links = (await started.json()).data as { id: string; head: string; get: string };
    let status = '';
    for (let attempt = 0; attempt < 60 && status !== 'DONE' && status !== 'FAILED'; attempt += 1) {
      await new Promise((done) => setTimeout(done, 500));
      const head = await fetch(on(one, links.head), { headers: { authorization: `Bearer ${admin.idToken}` } });
      status = (await head.json()).data.status;
    }
    expect(status).toBe('DONE');
    const jobs = (await database.db.execute(
      sql`select state, retry_count from pgboss.job where name = 'csv-export' and data->>'id' = ${links.id}`,
    )) as unknown as { rows: { state: string; retry_count: number }[] };
    expect(jobs.rows).toEqual([{ state: 'completed', retry_count: 0 }]);
    const csv = await fetch(on(two, links.get));
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('admin@replicas.example');
  }, 90_000);

  it('holds one rate limit across both replicas', async () => {
    // Windows are aligned to the clock's minutes: start well inside one.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 15_000) await new Promise((done) => setTimeout(done, left + 100));
    // Alternating replicas: each sees (LIMIT + 2) / 2 requests, well under LIMIT, so a refusal
    // means they count together. The tests above may have spent some of this minute's budget.
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 2; i += 1) codes.push((await get(i % 2 ? one : two, `${API}/events/active`)).status);
    const accepted = codes.filter((code) => code === 200).length;
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(LIMIT);
    expect(codes.slice(accepted)).toEqual(codes.slice(accepted).map(() => 429));
    for (const replica of [one, two]) {
      const refused = await get(replica, `${API}/contents`);
      expect(refused.status).toBe(429);
      expect((await refused.json()).code).toBe('RATE_LIMITED');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  }, 60_000);
});
