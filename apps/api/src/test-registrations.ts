import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { insertMainEvent } from '@festival/server-events';
import { registrationAttendees } from '@festival/server-registrations';
import { seedDemoData } from '@festival/server-seed';
import { validAttendee } from '@festival/shared-util-api-contracts/testing';
import { buildApp, type AppOptions } from './app';
import { seedAdminHook } from './seed-admin';
import { testConfig, type Database } from './test-app';
import { testIdpClient, type TestIdpClient } from './test-idp-client';

// What every registrations-*.test.ts file shares: each builds its own app on its own database,
// so the files run in any order (and in parallel).

export const engine = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
export const API = '/api-svc/v1';
export const FULL =
  'The event has reached its maximum capacity and we are unable to accept any more registrations at this time.';
export const EMAIL_TAKEN = 'This email is associated to an already existing account. Please sign in instead.';
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export type User = { email: string; sub: string; idToken: string };
export type Json = Record<string, unknown>;
export const bearer = (user: User) => ({ authorization: `Bearer ${user.idToken}` });

/** A registered attendee as the edit form sends it back: everything but the status. */
export const withoutStatus = (a: Json): Json =>
  Object.fromEntries(Object.entries(a).filter(([key]) => key !== 'status'));

/** A valid attendee per SPEC.md §5; each call gets its own email. */
export const attendee = (overrides: Json = {}): Json => ({ ...validAttendee(), ...overrides });

/** A signature each test user uploaded (by email), as the registration form does before it submits. */
export const signatures = new Map<string, string>();
/** The first bytes of a PNG: the files module checks them. */
const SIGNATURE_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('signature'),
]);

const delegateExtras = (main: boolean, mainEmail = ''): Json => ({
  emergencyName: 'Mere Ngata',
  emergencyPhone: '+64 9 373 7599',
  emergencyEmail: 'mere@example.nz',
  emergencyRelationship: 'Sister',
  languageIds: ['mi', 'en'],
  ethnicity: null,
  ...(main ? { isReleaseForm: true, signatureUrl: signatures.get(mainEmail) ?? null } : {}),
});

export function generalPayload(eventId: string, mainEmail: string, extra = 0): Json {
  return {
    eventId,
    type: 'GENERAL',
    attendees: [
      attendee({ isMainProfile: true, email: mainEmail, firstName: 'Ann', lastName: 'Kealoha' }),
      ...Array.from({ length: extra }, () => attendee()),
    ],
    payment: null,
  };
}

export function delegatePayload(eventId: string, mainEmail: string, key: string | undefined, extra = 1): Json {
  return {
    eventId,
    type: 'DELEGATE',
    attendees: [
      attendee({ isMainProfile: true, email: mainEmail, ...delegateExtras(true, mainEmail) }),
      ...Array.from({ length: extra }, () => attendee(delegateExtras(false))),
    ],
    payment: null,
    ...(key === undefined ? {} : { delegationKey: key }),
  };
}

/** For the beforeAll that starts the API: a fresh database, the seed and two sign-ups through the idp. */
export const SETUP_TIMEOUT = 120_000;

let serial = 0;

/**
 * The API on a fresh database seeded with the demo festival, and two signed-in users, Ann and Bob.
 * Every user `idp` signs in has uploaded a signature, so delegate payloads can carry a real one.
 * With `logStream`, the server logs at trace level into it.
 * With `annRegisteredForDemo`, Ann holds a GENERAL registration for the demo festival, as the
 * tests that pry at someone else's registration need.
 */
export async function startRegistrationsApi(
  options: {
    annRegisteredForDemo?: boolean;
    logStream?: { write(line: string): void };
    /** Seed the admin account too (an Administrator: every permission), as `npm start` does. */
    withAdmin?: boolean;
    /** A job queue and payments in place of the app's own, made once the database is open. */
    appOptions?: (database: Database) => Pick<AppOptions, 'jobs' | 'payments'>;
    /** More settings, as environment variables. */
    env?: Record<string, string>;
    /** The embedded database in DATA_DIR/pglite, as `npm start` keeps it, rather than in memory. */
    embeddedOnDisk?: boolean;
  } = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'festival-registrations-'));
  const database =
    options.embeddedOnDisk && engine === 'PGlite'
      ? await openDatabase({ engine: 'pglite', dataDir: join(dataDir, 'pglite') })
      : await openTestDatabase();
  // With a log stream, everything down to trace is written to it (a test reads what the log holds).
  const config = testConfig({
    DATA_DIR: dataDir,
    ...(options.logStream ? { LOG_LEVEL: 'trace' } : {}),
    ...options.env,
  });
  await seedDemoData(database.db, options.withAdmin ? { seedAdmin: seedAdminHook(config) } : {});
  const app: FastifyInstance = await buildApp({
    config,
    database,
    logStream: options.logStream,
    ...options.appOptions?.(database),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const client = testIdpClient(
    `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    database.db,
    config.identity,
  );

  /** Uploads a signature through the files API for the user, as the form's signature pad does. */
  async function uploadSignature(user: User): Promise<string> {
    const presigned = await app.inject({
      url: `${API}/files/presigned-upload-url`,
      query: { fileName: 'signature.png', contentType: 'image/png', type: 'signature' },
      headers: bearer(user),
    });
    const { url, filePath } = presigned.json().data;
    const parsed = new URL(url);
    const stored = await app.inject({
      method: 'PUT',
      url: `${parsed.pathname}${parsed.search}`,
      headers: { 'content-type': 'image/png' },
      payload: SIGNATURE_PNG,
    });
    if (stored.statusCode !== 200) throw new Error(`signature upload failed: ${stored.body}`);
    return filePath;
  }

  const idp: TestIdpClient = {
    ...client,
    newSignedInUser: async (names) => {
      const user = await client.newSignedInUser(names);
      signatures.set(user.email, await uploadSignature(user));
      return user;
    },
  };

  async function newEvent(values: {
    capacity: number;
    requiresReview?: boolean;
    status?: 'ACTIVE' | 'INACTIVE';
    name?: string;
  }): Promise<string> {
    const row = await insertMainEvent(database.db, {
      name: values.name ?? `Test festival ${++serial}`,
      status: values.status ?? 'ACTIVE',
      startDate: new Date('2027-07-01T19:00:00Z'),
      endDate: new Date('2027-07-03T19:00:00Z'),
      capacity: values.capacity,
      requiresReview: values.requiresReview ?? false,
    });
    return row.id;
  }

  const attendeesOf = async (eventId: string) =>
    Number(
      (
        await database.db
          .select({ n: count() })
          .from(registrationAttendees)
          .where(eq(registrationAttendees.mainEventId, eventId))
      )[0].n,
    );

  const post = (user: User, payload: unknown, remoteAddress?: string) =>
    app.inject({
      method: 'POST',
      url: `${API}/registrations/event`,
      headers: bearer(user),
      payload: payload as Json,
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  const demoEventId: string = (await app.inject(`${API}/events/active`)).json().data[0].id;
  const [ann, bob] = [
    await idp.newSignedInUser({ givenName: 'Ann', familyName: 'Kealoha' }),
    await idp.newSignedInUser({ givenName: 'Bob', familyName: 'Akana' }),
  ];
  if (options.annRegisteredForDemo) {
    const registered = await post(ann, generalPayload(demoEventId, ann.email));
    if (registered.statusCode !== 201) throw new Error(`Ann's registration failed: ${registered.body}`);
  }

  return {
    database,
    config,
    app,
    idp,
    demoEventId,
    ann,
    bob,
    uploadSignature,
    newEvent,
    attendeesOf,
    post,
    async close() {
      await app.close();
      await database.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type RegistrationsApi = Awaited<ReturnType<typeof startRegistrationsApi>>;
