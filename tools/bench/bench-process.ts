/** What the benchmarks share: their command-line numbers, and asking the server child process. */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@festival/server-db';
import type { IdpContext } from '@festival/server-idp';

/** `--name N` from the command line: a whole number of at least `min`, or the fallback. */
export function numberOption(name: string, fallback: number, min = 1): number {
  const given = stringOption(name);
  const value = given === undefined ? fallback : Number(given);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number of at least ${min}`);
  return value;
}

/** `--name VALUE` from the command line, or undefined. */
export function stringOption(name: string): string | undefined {
  const args = process.argv.slice(2);
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

/** Sends a message to the server child and resolves with the `key` of its first reply that has one. */
export function ask<T>(child: ChildProcess, message: unknown, key: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (reply: Record<string, unknown>) => {
      if (key in reply) {
        child.off('message', listener);
        resolve(reply[key] as T);
      }
    };
    child.on('message', listener);
    child.send(message as object);
  });
}

/**
 * The server side of a bench, in its child process: an in-memory database (PostgreSQL with
 * DATABASE_URL) seeded with the demo festival, the api listening on a loopback port, and the
 * embedded idp's context for minting signed-in accounts (no mail is sent). `open` gives the
 * database instead (e.g. one that outlives the process, for a restart on it); `env` overrides
 * settings (e.g. RATE_LIMIT_PER_MINUTE, off by default).
 */
export async function startBenchPortal(open?: () => Promise<Database>, env: Record<string, string> = {}) {
  const { openTestDatabase } = await import('@festival/server-db/testing');
  const { createIdpContext } = await import('@festival/server-idp');
  const { seedDemoData } = await import('@festival/server-seed');
  const { buildApp } = await import('../../apps/api/src/app');
  const { testConfig } = await import('../../apps/api/src/test-app');

  const database = await (open ?? openTestDatabase)();
  await seedDemoData(database.db);
  const config = testConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'festival-bench-')), ...env });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  if (!config.idp) throw new Error('the bench needs the embedded identity provider');
  const idp = createIdpContext(database.db, config.idp, {
    send: async () => ({ id: 'none', delivered: true }),
  } as never);
  return { database, config, app, idp };
}

/**
 * An account signed in through the embedded idp (no mail), registered for `eventId` with itself as
 * its one attendee, APPROVED, written straight to the database: the benches' setup, never measured.
 */
export async function registeredAttendee(database: Database, idp: IdpContext, eventId: string, email: string) {
  const { users } = await import('@festival/server-users');
  const { signedInAccount } = await import('@festival/server-idp/testing');
  const { registrations, registrationAttendees } = await import('@festival/server-registrations');
  const { sub, idToken } = await signedInAccount(idp, { email, givenName: 'Kai', familyName: 'Akana' });
  const [user] = await database.db
    .insert(users)
    .values({ sub, email, firstName: 'Kai', lastName: 'Akana' })
    .returning();
  const [registration] = await database.db
    .insert(registrations)
    .values({ mainEventId: eventId, userId: user.id, type: 'GENERAL', status: 'APPROVED' })
    .returning();
  const [attendee] = await database.db
    .insert(registrationAttendees)
    .values({
      registrationId: registration.id,
      mainEventId: eventId,
      isMainProfile: true,
      firstName: 'Kai',
      lastName: 'Akana',
      email,
      dob: '1990-01-01',
      phone: '+18089568111',
      address: '2500 Campus Rd',
      city: 'Honolulu',
      state: 'HI',
      countryId: 'US',
      zipCode: '96822',
      ethnicity: 'Native Hawaiian',
      status: 'APPROVED',
    })
    .returning();
  return { idToken, userId: user.id, registrationId: registration.id, attendeeId: attendee.id };
}
