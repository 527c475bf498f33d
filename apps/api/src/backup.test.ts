import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { insertSubEvents } from '@festival/server-events';
import { openDatabase, type Database } from '@festival/server-db';
import { listOutbox } from '@festival/server-mail';
import { payments } from '@festival/server-payments';
import { calculateFees } from '@festival/shared-util-fee-calculator';
import { TEST_PASSWORD } from '@festival/shared-util-e2e/idp-client';
import { buildApp } from './app';
import { databaseConfig } from './config';
import { testConfig } from './test-app';
import { cardPayment } from './test-activities';
import { testIdpClient } from './test-idp-client';
import { API, bearer, engine, SETUP_TIMEOUT, signatures, startRegistrationsApi } from './test-registrations';

// A lost disk, as an organiser would live through it: an instance with a registration, a paid
// booking and an uploaded signature is backed up with the real command, restored into a fresh
// database and data folder, and a fresh server on them finds everything and signs the attendee in.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const url = process.env['DATABASE_URL'] || undefined;

function backupCli(args: string[], env: Record<string, string>): Promise<{ status: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/backup-cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((done) => child.on('close', (status) => done({ status, output })));
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

describe(`backup and restore (${engine})`, () => {
  const work = mkdtempSync(join(tmpdir(), 'festival-backup-test-'));
  const restoredDir = join(work, 'restored');
  const restoredDatabase = `test_restore_${Date.now().toString(36)}`;
  let restored: { database: Database; app: FastifyInstance } | undefined;

  afterAll(async () => {
    await restored?.app.close();
    await restored?.database.close();
    if (url) await onServer(`drop database if exists ${restoredDatabase} with (force)`);
    rmSync(work, { recursive: true, force: true });
  });

  it(
    'restores registrations, payments, uploads and the sign-in into a fresh instance',
    async () => {
      const source = await startRegistrationsApi({ annRegisteredForDemo: true, embeddedOnDisk: true });
      const { ann, demoEventId } = source;
      const fee = 2500;
      const [activity] = await insertSubEvents(source.database.db, [
        {
          mainEventId: demoEventId,
          name: 'Weaving circle',
          status: 'ACTIVE',
          capacity: 5,
          isAllowWaitList: false,
          activityRegistrationFee: fee,
          startDate: new Date('2027-07-02T19:00:00Z'),
          endDate: new Date('2027-07-02T21:00:00Z'),
          location: 'Hale Hālāwai',
        },
      ]);
      const registration = await source.app.inject({
        url: `${API}/registrations/me/event/${demoEventId}`,
        headers: bearer(ann),
      });
      const annAttendee = registration.json().data.attendees[0].id as string;
      const booked = await source.app.inject({
        method: 'POST',
        url: `${API}/registrations/sub-event`,
        headers: bearer(ann),
        payload: {
          subEventId: activity.id,
          attendees: [{ id: annAttendee, isPayment: true }],
          payment: cardPayment(calculateFees(fee, 1).totalCents),
          idempotencyKey: randomUUID(),
        },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const paymentId = booked.json().data.payment.id as string;
      const signature = signatures.get(ann.email) as string;
      const sourceEnv = { DATA_DIR: source.config.dataDir, DATABASE_URL: source.database.connectionString ?? '' };

      // The embedded database has one owner: the server stops before its folder is copied.
      await source.app.close();
      if (engine === 'PGlite') await source.database.close();
      const archive = join(work, 'festival.tar');
      const backedUp = await backupCli(['backup', archive], sourceEnv);
      expect(backedUp.status, backedUp.output).toBe(0);
      await source.close();

      if (url) await onServer(`create database ${restoredDatabase}`);
      const target = new URL(url ?? 'postgres://unused');
      target.pathname = `/${restoredDatabase}`;
      const restoredEnv = { DATA_DIR: restoredDir, DATABASE_URL: url ? target.toString() : '' };
      const restoring = await backupCli(['restore', archive], restoredEnv);
      expect(restoring.status, restoring.output).toBe(0);
      // Restoring twice would overwrite: refused, nothing changed.
      const again = await backupCli(['restore', archive], restoredEnv);
      expect(again.status).toBe(1);
      expect(again.output).toMatch(/already holds/);

      const config = testConfig(restoredEnv);
      const database = await openDatabase(databaseConfig(config));
      const app = await buildApp({ config, database });
      restored = { database, app };
      await app.listen({ host: '127.0.0.1', port: 0 });
      const idp = testIdpClient(
        `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
        database.db,
        config.identity,
      );

      // Mail the source had queued (the booking's notices) is in the copy too: delivered first.
      for (let pass = 0; pass < 100 && (await listOutbox(database.db)).length > 0; pass += 1)
        await app.mailer.processDue(100);
      expect(await listOutbox(database.db)).toEqual([]);
      const signedIn = await idp.signIn(ann.email, TEST_PASSWORD);
      const mine = await app.inject({ url: `${API}/registrations/me/event/${demoEventId}`, headers: bearer(signedIn) });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data.attendees.map((a: { id: string }) => a.id)).toContain(annAttendee);
      const [payment] = await database.db.select().from(payments).where(eq(payments.id, paymentId));
      expect(payment?.amount).toBe(calculateFees(fee, 1).totalCents);
      const link = await app.inject({
        url: `${API}/files/presigned-download-url`,
        query: { filePath: signature },
        headers: bearer(signedIn),
      });
      expect(link.statusCode, link.body).toBe(200);
      const file = new URL(link.json().data.url);
      const download = await app.inject({ url: `${file.pathname}${file.search}` });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    },
    SETUP_TIMEOUT * 2,
  );
});
