/**
 * CSV export: N registrations exported the SPEC.md §7 way, by the staff registrations list's own
 * exporter (the export job: a database cursor read in large batches, a CSV writer built once per
 * export, a file stream into the file storage). Prints, for each size, the time from the request
 * to the finished file, the server's CPU time over it (PGlite's work is part of it; steadier than
 * the time on a busy machine), the file's size, and the server's peak resident memory and heap
 * while exporting, sampled every 20 ms; memory should stay flat as the rows grow tenfold.
 *
 *   npx tsx --tsconfig tsconfig.base.json tools/bench/export.ts [--sizes 10000,100000] [--profile DIR]
 *
 * With DATABASE_URL set the server runs on that PostgreSQL, otherwise on an in-memory PGlite (whose
 * WASM heap holds the whole database, so there the resident memory grows with the data, not the export).
 * The server is a child process so that its memory is its own. With --profile DIR, the server writes
 * a V8 CPU profile (.cpuprofile) into DIR when it stops.
 */
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ask, stringOption } from './bench-process';

type Command = { cmd: 'export'; rows: number } | { cmd: 'stop' };

interface Result {
  rows: number;
  ms: number;
  /** The server process's CPU time (user + system) over the export: steadier than `ms` on a busy machine. */
  cpuMs: number;
  bytes: number;
  peakRssMb: number;
  peakHeapMb: number;
  baseRssMb: number;
}

async function runServer(): Promise<void> {
  const { sql } = await import('drizzle-orm');
  const { openTestDatabase } = await import('@festival/server-db/testing');
  const { seedDemoData } = await import('@festival/server-seed');
  const { buildApp } = await import('../../apps/api/src/app');
  const { testConfig } = await import('../../apps/api/src/test-app');

  const dataDir = mkdtempSync(join(tmpdir(), 'festival-bench-export-'));
  const database = await openTestDatabase();
  await seedDemoData(database.db);
  const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), database });
  const db = database.db;
  const [owner] = (
    (await db.execute(
      sql`insert into users (sub, email) values (gen_random_uuid()::text, 'bench-owner@example.org') returning id, sub`,
    )) as unknown as { rows: { id: string; sub: string }[] }
  ).rows;
  const eventId = ((await db.execute(sql`select id from main_events limit 1`)) as unknown as { rows: { id: string }[] })
    .rows[0].id;

  let registered = 0;
  /** Tops the event up to `rows` registrations of one main attendee each, in set-based statements (not measured). */
  async function fill(rows: number): Promise<void> {
    if (registered >= rows) return;
    const from = registered + 1;
    await db.execute(sql`insert into users (sub, email, first_name, last_name)
      select 'bench-' || i, 'bench' || i || '@example.org', 'Kai', 'Akana' from generate_series(${from}::int, ${rows}::int) i`);
    await db.execute(sql`insert into registrations (main_event_id, user_id, type, status)
      select ${eventId}, u.id, 'GENERAL', 'APPROVED' from users u
      where u.sub like 'bench-%' and not exists (select 1 from registrations r where r.user_id = u.id and r.main_event_id = ${eventId})`);
    await db.execute(sql`insert into registration_attendees
        (registration_id, main_event_id, is_main_profile, first_name, last_name, email, dob, phone, address, city, state, country_id, zip_code, status)
      select r.id, r.main_event_id, true, 'Kai', 'Akana "Jr"', u.email, '1990-01-01', '+18089568111', '2500 Campus Rd, Apt 4', 'Honolulu', 'HI',
             (select id from countries limit 1), '96822', 'APPROVED'
      from registrations r join users u on u.id = r.user_id
      where u.sub like 'bench-%' and not exists (select 1 from registration_attendees a where a.registration_id = r.id)`);
    registered = rows;
  }

  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

  process.on('message', async (message: Command) => {
    if (message.cmd === 'stop') {
      await app.close();
      await database.close();
      process.exit(0);
    }
    await fill(message.rows);
    global.gc?.();
    const base = process.memoryUsage();
    let peakRss = base.rss;
    let peakHeap = base.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 20);
    const started = performance.now();
    const cpu = process.cpuUsage();
    // The staff registrations list's own exporter, as `GET /registrations?take=10000000&eventId=` starts it.
    const links = await app.csvExports.start(
      'registrations',
      { eventId },
      {
        userId: owner.id,
        sub: owner.sub,
        origin: 'http://localhost',
      },
    );
    for (;;) {
      const progress = await app.csvExports.progress(links.id, owner.sub);
      if (progress.status === 'FAILED') throw new Error('the export failed');
      if (progress.status === 'DONE') break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const ms = performance.now() - started;
    const cpuUsed = process.cpuUsage(cpu);
    clearInterval(sampler);
    const link = new URL(links.get);
    const file = await app.inject({ url: `${link.pathname}${link.search}` });
    const result: Result = {
      rows: message.rows,
      ms: Math.round(ms),
      cpuMs: Math.round((cpuUsed.user + cpuUsed.system) / 1000),
      bytes: file.rawPayload.length,
      peakRssMb: mb(peakRss),
      peakHeapMb: mb(peakHeap),
      baseRssMb: mb(base.rss),
    };
    process.send?.({ result });
  });
  process.send?.({ ready: true });
}

async function main(): Promise<void> {
  const sizes = (stringOption('sizes') ?? '10000,100000').split(',').map(Number);
  const profileDir = stringOption('profile');
  const child = fork(fileURLToPath(import.meta.url), ['--server'], {
    execArgv: [...process.execArgv, '--expose-gc', ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  console.log(`engine: ${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite (in memory)'}`);
  for (const rows of sizes) {
    const r = await ask<Result>(child, { cmd: 'export', rows }, 'result');
    console.log(
      `${String(r.rows).padStart(7)} rows  ${String(r.ms).padStart(6)} ms (server CPU ${String(r.cpuMs).padStart(6)} ms)  ${(r.bytes / 1024 / 1024).toFixed(1).padStart(6)} MB file  ` +
        `server RSS ${r.baseRssMb} -> peak ${r.peakRssMb} MB, heap peak ${r.peakHeapMb} MB`,
    );
  }
  child.send({ cmd: 'stop' });
}

if (process.argv.includes('--server')) await runServer();
else await main();
