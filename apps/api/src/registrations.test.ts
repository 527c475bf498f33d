import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { insertDelegationKey, insertMainEvent } from '@festival/server-events';
import { listMailbox } from '@festival/server-mail';
import {
  accommodationRequests,
  registrationAttendees,
  registrations,
  signaturesAmong,
  visaAssistanceRequests,
} from '@festival/server-registrations';
import { DEMO_DELEGATION_KEY, seedDemoData } from '@festival/server-seed';
import { buildApp } from './app';
import { testConfig } from './test-app';
import { testIdpClient, type TestIdpClient } from './test-idp-client';

const engine = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
const API = '/api-svc/v1';
const FULL =
  'The event has reached its maximum capacity and we are unable to accept any more registrations at this time.';
const EMAIL_TAKEN = 'This email is associated to an already existing account. Please sign in instead.';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

process.env['ALTCHA_COST'] = '1';
process.env['ALTCHA_MAX_NUMBER'] = '8';

type User = { email: string; sub: string; idToken: string };
type Json = Record<string, unknown>;
const bearer = (user: User) => ({ authorization: `Bearer ${user.idToken}` });

/** A registered attendee as the edit form sends it back: everything but the status. */
const withoutStatus = (a: Json): Json => Object.fromEntries(Object.entries(a).filter(([key]) => key !== 'status'));

let serial = 0;
/** A valid attendee per SPEC.md §5; each call gets its own email. */
function attendee(overrides: Json = {}): Json {
  serial += 1;
  return {
    id: null,
    isMainProfile: false,
    firstName: 'Kai',
    lastName: "O'Brien-Lee",
    email: `attendee${serial}.${Date.now()}@example.org`,
    dob: '1990-05-01',
    phone: '(808) 956-8111',
    address: '2500 Campus Rd',
    city: 'Honolulu',
    state: 'HI',
    countryId: 'US',
    zipCode: '96822',
    languageIds: ['en'],
    ethnicity: 'Native Hawaiian',
    emergencyName: null,
    emergencyPhone: null,
    emergencyEmail: null,
    emergencyRelationship: null,
    isPayment: false,
    isReleaseForm: false,
    signatureUrl: null,
    ...overrides,
  };
}

/** A signature each test user uploaded (by email), as the registration form does before it submits. */
const signatures = new Map<string, string>();
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

function generalPayload(eventId: string, mainEmail: string, extra = 0): Json {
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

function delegatePayload(eventId: string, mainEmail: string, key: string | undefined, extra = 1): Json {
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

describe(`API main-event registrations (${engine})`, () => {
  let database: Database;
  let app: FastifyInstance;
  let idp: TestIdpClient;
  let demoEventId: string;
  let ann: User;
  let bob: User;
  let dataDir: string;

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

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoData(database.db);
    dataDir = mkdtempSync(join(tmpdir(), 'festival-registrations-'));
    const config = testConfig({ DATA_DIR: dataDir });
    app = await buildApp({ config, database });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const client = testIdpClient(
      `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      database.db,
      config.identity,
    );
    // Every test user has uploaded a signature, so delegate payloads can carry a real one.
    idp = {
      ...client,
      newSignedInUser: async (names) => {
        const user = await client.newSignedInUser(names);
        signatures.set(user.email, await uploadSignature(user));
        return user;
      },
    };
    demoEventId = (await app.inject(`${API}/events/active`)).json().data[0].id;
    [ann, bob] = [
      await idp.newSignedInUser({ givenName: 'Ann', familyName: 'Kealoha' }),
      await idp.newSignedInUser({ givenName: 'Bob', familyName: 'Akana' }),
    ];
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 401 without a token on every route', async () => {
    for (const [method, url] of [
      ['POST', `${API}/registrations/event`],
      ['GET', `${API}/registrations/me/event/${demoEventId}`],
      ['PUT', `${API}/registrations/me/event/${demoEventId}`],
      ['GET', `${API}/events/me`],
      ['GET', `${API}/events/${demoEventId}/check`],
      ['GET', `${API}/events/${demoEventId}/available-slot`],
      ['GET', `${API}/registrations/event/${demoEventId}/check?delegationKey=x`],
      ['GET', `${API}/registrations/me/event/${demoEventId}/delegation`],
      ['GET', `${API}/registrations/me/event/${demoEventId}/visa-assistance`],
      ['PUT', `${API}/registrations/me/event/${demoEventId}/visa-assistance`],
      ['GET', `${API}/registrations/me/event/${demoEventId}/accommodation-assistance`],
      ['PUT', `${API}/registrations/me/event/${demoEventId}/accommodation-assistance`],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  describe('POST /registrations/event and reading it back', () => {
    let eventId: string;
    beforeAll(async () => {
      eventId = await newEvent({ capacity: 50, requiresReview: true, name: 'Review Festival' });
    });

    it('registers a GENERAL attendee with two additional attendees, PENDING where the event needs review, and mails a confirmation', async () => {
      const before = (
        await app.inject({ url: `${API}/events/${eventId}/available-slot`, headers: bearer(ann) })
      ).json();
      expect(before).toEqual({ data: { availableSlot: 50 } });
      expect((await app.inject({ url: `${API}/events/${eventId}/check`, headers: bearer(ann) })).json()).toEqual({
        data: { isRegistered: false },
      });

      const payload = generalPayload(eventId, `  ${ann.email.toUpperCase()} `, 2);
      const response = await post(ann, payload);
      expect(response.statusCode, response.body).toBe(201);
      const { data } = response.json();
      expect(data).toMatchObject({ eventId, type: 'GENERAL', status: 'PENDING', delegationName: null });
      expect(data.attendees).toHaveLength(3);
      expect(data.attendees[0]).toMatchObject({
        isMainProfile: true,
        firstName: 'Ann',
        email: ann.email.toLowerCase(),
        dob: '1990-05-01',
        status: 'PENDING',
        emergencyName: null,
      });

      const mine = await app.inject({ url: `${API}/registrations/me/event/${eventId}`, headers: bearer(ann) });
      expect(mine.json().data).toEqual(data);
      expect((await app.inject({ url: `${API}/events/${eventId}/check`, headers: bearer(ann) })).json()).toEqual({
        data: { isRegistered: true },
      });
      expect(
        (await app.inject({ url: `${API}/events/${eventId}/available-slot`, headers: bearer(ann) })).json(),
      ).toEqual({ data: { availableSlot: 47 } });

      let mail: Awaited<ReturnType<typeof listMailbox>> = [];
      for (let i = 0; i < 50 && mail.length === 0; i += 1) {
        mail = (await listMailbox(database.db, ann.email.toLowerCase(), 10)).filter((m) =>
          m.subject.includes('Review Festival'),
        );
        if (mail.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(mail).toHaveLength(1);
      expect(mail[0].text).toContain('Ann Kealoha');
      expect(mail[0].text).toContain('pending review');
    });

    it('lists the event under GET /events/me with the registration, and searches by name', async () => {
      const list = (await app.inject({ url: `${API}/events/me`, headers: bearer(ann) })).json();
      expect(list).toMatchObject({ hasNext: false, payloadSize: 1, totalRecords: 1 });
      expect(list.data[0]).toMatchObject({
        id: eventId,
        name: 'Review Festival',
        registrationType: 'GENERAL',
        registrationStatus: 'PENDING',
      });
      expect(list.data[0].registrations).toHaveLength(3);
      expect(
        (await app.inject({ url: `${API}/events/me?search=nothing-like-it`, headers: bearer(ann) })).json(),
      ).toMatchObject({ data: [], totalRecords: 0 });
      expect(
        (await app.inject({ url: `${API}/events/me?search=review&take=1`, headers: bearer(ann) })).json().data,
      ).toHaveLength(1);
      expect((await app.inject({ url: `${API}/events/me`, headers: bearer(bob) })).json()).toMatchObject({
        data: [],
        totalRecords: 0,
      });
    });

    it('starts APPROVED where the event needs no review', async () => {
      const response = await post(ann, generalPayload(demoEventId, ann.email));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.status).toBe('APPROVED');
    });

    it('refuses a second registration by the same user with 409, storing nothing', async () => {
      const before = await attendeesOf(eventId);
      const response = await post(ann, generalPayload(eventId, `other.${ann.email}`));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'CONFLICT',
        message: 'You have already registered for this event.',
      });
      expect(await attendeesOf(eventId)).toBe(before);
    });

    it("refuses an attendee email another registration of the event holds, on that attendee's field", async () => {
      const taken = (await app.inject({ url: `${API}/registrations/me/event/${eventId}`, headers: bearer(ann) })).json()
        .data.attendees[1].email;
      const payload = generalPayload(eventId, bob.email, 1);
      (payload['attendees'] as Json[])[1]['email'] = taken.toUpperCase();
      const response = await post(bob, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'attendees[1].email', message: EMAIL_TAKEN }]);
    });

    it('answers 404 for an unknown event and 422 for one not open', async () => {
      expect((await post(bob, generalPayload(UNKNOWN_ID, bob.email))).statusCode).toBe(404);
      const closed = await newEvent({ capacity: 10, status: 'INACTIVE' });
      const response = await post(bob, generalPayload(closed, bob.email));
      expect(response.statusCode).toBe(422);
      expect(await attendeesOf(closed)).toBe(0);
      expect(
        (await app.inject({ url: `${API}/events/${UNKNOWN_ID}/available-slot`, headers: bearer(bob) })).statusCode,
      ).toBe(404);
      expect((await app.inject({ url: `${API}/events/not-a-uuid/check`, headers: bearer(bob) })).statusCode).toBe(400);
    });
  });

  describe('invalid input: 400 with the field errors of the shared rules', () => {
    const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    it.each<[string, (p: Json) => void, { field: string; message: string }]>([
      [
        'a missing first name',
        (p) => ((p['attendees'] as Json[])[0]['firstName'] = '  '),
        { field: 'attendees[0].firstName', message: 'This field is required' },
      ],
      [
        'a missing last name',
        (p) => delete (p['attendees'] as Json[])[1]['lastName'],
        { field: 'attendees[1].lastName', message: 'This field is required' },
      ],
      [
        'a special character in a name',
        (p) => ((p['attendees'] as Json[])[0]['firstName'] = 'Ann<script>'),
        { field: 'attendees[0].firstName', message: 'Special characters are not allowed' },
      ],
      [
        'a dob in the future',
        (p) => ((p['attendees'] as Json[])[1]['dob'] = tomorrow()),
        { field: 'attendees[1].dob', message: 'DOB must before today' },
      ],
      [
        'a dob that is no date',
        (p) => ((p['attendees'] as Json[])[0]['dob'] = '1990-02-30'),
        { field: 'attendees[0].dob', message: 'Invalid date' },
      ],
      [
        'a bad phone',
        (p) => ((p['attendees'] as Json[])[0]['phone'] = '12345'),
        { field: 'attendees[0].phone', message: 'Invalid phone number' },
      ],
      [
        'duplicate emails',
        (p) => ((p['attendees'] as Json[])[1]['email'] = (p['attendees'] as Json[])[0]['email']),
        { field: 'attendees[1].email', message: EMAIL_TAKEN },
      ],
      [
        'a missing main email',
        (p) => ((p['attendees'] as Json[])[0]['email'] = ''),
        { field: 'attendees[0].email', message: 'This field is required' },
      ],
      [
        'a missing ethnicity for GENERAL',
        (p) => ((p['attendees'] as Json[])[0]['ethnicity'] = null),
        { field: 'attendees[0].ethnicity', message: 'This field is required' },
      ],
      [
        'a zip code too long',
        (p) => ((p['attendees'] as Json[])[0]['zipCode'] = '9'.repeat(129)),
        { field: 'attendees[0].zipCode', message: 'reached maximum length of 128 characters' },
      ],
      [
        'an unknown country',
        (p) => ((p['attendees'] as Json[])[1]['countryId'] = 'XX'),
        { field: 'attendees[1].countryId', message: 'Please choose one of the options' },
      ],
      [
        'no main profile',
        (p) => ((p['attendees'] as Json[])[0]['isMainProfile'] = false),
        { field: 'attendees', message: 'Exactly one attendee must be the main profile' },
      ],
      ['an unknown type', (p) => (p['type'] = 'VIP'), { field: 'type', message: 'Please choose one of the options' }],
      [
        'an event id that is no uuid',
        (p) => (p['eventId'] = 'festival'),
        { field: 'eventId', message: 'Please choose one of the options' },
      ],
    ])('%s', async (_case, change, error) => {
      const payload = generalPayload(demoEventId, bob.email, 1);
      change(payload);
      const response = await post(bob, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
      expect(response.json().errors).toContainEqual(error);
      expect(
        (await app.inject({ url: `${API}/events/${demoEventId}/check`, headers: bearer(bob) })).json().data
          .isRegistered,
      ).toBe(false);
    });

    it('answers 400, never 500, to bodies that are no registration at all', async () => {
      for (const payload of [
        [],
        'text',
        { attendees: 'many' },
        { eventId: demoEventId, type: 'GENERAL', attendees: [null] },
      ]) {
        const response = await app.inject({
          method: 'POST',
          url: `${API}/registrations/event`,
          headers: { ...bearer(bob), 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
    });

    it('asks delegates for their emergency contact, languages, release form and signature', async () => {
      const payload = delegatePayload(demoEventId, bob.email, DEMO_DELEGATION_KEY);
      const main = (payload['attendees'] as Json[])[0];
      Object.assign(main, { emergencyPhone: 'not a phone', languageIds: [], isReleaseForm: false, signatureUrl: '' });
      const response = await post(bob, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(
        expect.arrayContaining([
          { field: 'attendees[0].emergencyPhone', message: 'Invalid phone number' },
          { field: 'attendees[0].languageIds', message: 'Please select at least one language' },
          { field: 'attendees[0].isReleaseForm', message: 'You must agree to the release form' },
          { field: 'attendees[0].signatureUrl', message: 'This field is required' },
        ]),
      );
    });

    it("refuses a signature that is not the caller's own upload", async () => {
      const payload = delegatePayload(demoEventId, bob.email, DEMO_DELEGATION_KEY);
      const main = (payload['attendees'] as Json[])[0];
      for (const [signatureUrl, message] of [
        [signatures.get(ann.email), 'This is not the path of an uploaded file.'],
        ['signature/abc.png', 'This is not the path of an uploaded file.'],
        [
          String(signatures.get(bob.email)).replace(/[0-9a-f-]{36}\.png$/, '00000000-0000-4000-8000-000000000000.png'),
          'The file was not found. Please upload it again.',
        ],
      ]) {
        main['signatureUrl'] = signatureUrl;
        const response = await post(bob, payload);
        expect(response.statusCode, signatureUrl).toBe(400);
        expect(response.json().errors).toEqual([{ field: 'attendees[0].signatureUrl', message }]);
      }
    });

    it('refuses a delegate without a key, and with a wrong one ("Incorrect key")', async () => {
      const missing = await post(bob, delegatePayload(demoEventId, bob.email, undefined));
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toContainEqual({ field: 'delegationKey', message: 'This field is required' });
      const wrong = await post(bob, delegatePayload(demoEventId, bob.email, 'WRONG-KEY'), '10.1.0.1');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual([{ field: 'delegationKey', message: 'Incorrect key' }]);
      expect(
        await database.db.select().from(registrations).where(eq(registrations.mainEventId, demoEventId)),
      ).toHaveLength(1);
    });

    it('refuses a payment: the main event takes none', async () => {
      const payload = generalPayload(demoEventId, bob.email);
      payload['payment'] = {
        cardNumber: '4111111111111111',
        cardName: 'Bob Akana',
        cardCode: '123',
        expirationDate: '2030-01',
        firstName: 'Bob',
        lastName: 'Akana',
        email: bob.email,
        city: 'Honolulu',
        countryId: 'US',
        zipCode: '96822',
        state: 'HI',
        phone: '(808) 956-8111',
        address: '1 Main St',
        amount: 100,
      };
      expect((await post(bob, payload)).statusCode).toBe(422);
    });
  });

  describe('capacity', () => {
    it('refuses a registration that does not fit whole, registering nobody', async () => {
      const eventId = await newEvent({ capacity: 3 });
      const carol = await idp.newSignedInUser({ givenName: 'Carol' });
      expect((await post(ann, generalPayload(eventId, ann.email, 1))).statusCode).toBe(201);
      const response = await post(carol, generalPayload(eventId, carol.email, 1));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: FULL, code: 'CONFLICT' });
      expect(await attendeesOf(eventId)).toBe(2);
      expect(
        (await app.inject({ url: `${API}/events/${eventId}/check`, headers: bearer(carol) })).json().data.isRegistered,
      ).toBe(false);
      // One place is left: a registration of one fits exactly.
      expect((await post(carol, generalPayload(eventId, carol.email))).statusCode).toBe(201);
      expect(
        (await app.inject({ url: `${API}/events/${eventId}/available-slot`, headers: bearer(carol) })).json(),
      ).toEqual({ data: { availableSlot: 0 } });
    }, 30_000);

    it('never over-books under concurrent registrations', async () => {
      const eventId = await newEvent({ capacity: 5 });
      const people = await Promise.all(
        Array.from({ length: 5 }, (_, i) => idp.newSignedInUser({ givenName: `Racer${'abcde'[i]}` })),
      );
      // Five parties of two race for five places: exactly two fit whole.
      const responses = await Promise.all(
        people.map((person) => post(person, generalPayload(eventId, person.email, 1))),
      );
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 201, 409, 409, 409]);
      for (const r of responses.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(FULL);
      expect(await attendeesOf(eventId)).toBe(4);
      // The last place goes to one of the losers travelling alone, and only one of two racing for it.
      const losers = people.filter((_, i) => responses[i].statusCode === 409);
      const lastRace = await Promise.all(
        losers.slice(0, 2).map((person) => post(person, generalPayload(eventId, person.email))),
      );
      expect(lastRace.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(await attendeesOf(eventId)).toBe(5);
    }, 60_000);
  });

  describe('PUT /registrations/me/event/{eventId}', () => {
    let eventId: string;
    let dave: User;
    beforeAll(async () => {
      eventId = await newEvent({ capacity: 4 });
      dave = await idp.newSignedInUser({ givenName: 'Dave' });
      expect((await post(dave, generalPayload(eventId, dave.email, 1))).statusCode).toBe(201);
    });

    const current = async () =>
      (await app.inject({ url: `${API}/registrations/me/event/${eventId}`, headers: bearer(dave) })).json().data;
    const put = (payload: unknown, user: User = dave) =>
      app.inject({
        method: 'PUT',
        url: `${API}/registrations/me/event/${eventId}`,
        headers: bearer(user),
        payload: payload as Json,
      });

    it('updates attendees with an id, adds those without, removes those left out', async () => {
      const before = await current();
      const [main, second] = before.attendees;
      const payload = {
        eventId,
        type: 'GENERAL',
        payment: null,
        attendees: [
          { ...withoutStatus(main), firstName: 'David' },
          attendee({ firstName: 'Newcomer' }),
          attendee({ firstName: 'Another' }),
        ],
      };
      const response = await put(payload);
      expect(response.statusCode, response.body).toBe(200);
      const after = response.json().data;
      expect(after.attendees.map((a: Json) => a['firstName'])).toEqual(['David', 'Newcomer', 'Another']);
      expect(after.attendees[0].id).toBe(main.id);
      expect(after.attendees.some((a: Json) => a['id'] === second.id)).toBe(false);
      expect(await attendeesOf(eventId)).toBe(3);
    });

    it('lets emails move between kept attendees', async () => {
      const [main, a, b] = (await current()).attendees.map(withoutStatus);
      const response = await put({
        eventId,
        type: 'GENERAL',
        payment: null,
        attendees: [main, { ...a, email: b['email'] }, { ...b, email: a['email'] }],
      });
      expect(response.statusCode, response.body).toBe(200);
    });

    it('re-checks the capacity for added attendees, changing nothing when they do not fit', async () => {
      const attendees = (await current()).attendees.map(withoutStatus);
      const response = await put({
        eventId,
        type: 'GENERAL',
        payment: null,
        attendees: [...attendees, attendee(), attendee()],
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(FULL);
      expect(await attendeesOf(eventId)).toBe(3);
      expect(
        (await put({ eventId, type: 'GENERAL', payment: null, attendees: [...attendees, attendee()] })).statusCode,
      ).toBe(200);
    });

    it("validates like a new registration and refuses another registration's attendee ids", async () => {
      const attendees = (await current()).attendees.map(withoutStatus);
      const bad = await put({ eventId, type: 'GENERAL', payment: null, attendees: [{ ...attendees[0], phone: 'x' }] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toContainEqual({ field: 'attendees[0].phone', message: 'Invalid phone number' });

      const annAttendee = (
        await app.inject({ url: `${API}/registrations/me/event/${demoEventId}`, headers: bearer(ann) })
      ).json().data.attendees[0];
      const stolen = await put({
        eventId,
        type: 'GENERAL',
        payment: null,
        attendees: [attendees[0], { ...attendee(), id: annAttendee.id }],
      });
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json().errors).toEqual([{ field: 'attendees[1].id', message: 'Please choose one of the options' }]);
      expect(
        (await app.inject({ url: `${API}/registrations/me/event/${demoEventId}`, headers: bearer(ann) })).json().data
          .attendees[0],
      ).toEqual(annAttendee);
    });

    it("is 404 for a user without a registration (no one edits another's)", async () => {
      const attendees = (await current()).attendees.map(withoutStatus);
      expect((await put({ eventId, type: 'GENERAL', payment: null, attendees }, bob)).statusCode).toBe(404);
      expect(
        (await app.inject({ url: `${API}/registrations/me/event/${eventId}`, headers: bearer(bob) })).statusCode,
      ).toBe(404);
    });

    it('refuses changes once the state machine says the registration is final or checked in', async () => {
      const attendees = (await current()).attendees.map(withoutStatus);
      for (const status of ['CANCELED', 'REJECTED', 'CHECKED_IN', 'FINISHED', 'INVALID'] as const) {
        await database.db.update(registrations).set({ status }).where(eq(registrations.mainEventId, eventId));
        const response = await put({ eventId, type: 'GENERAL', payment: null, attendees });
        expect(response.statusCode, status).toBe(422);
        expect(response.json().message).toBe('This registration can no longer be changed.');
      }
      await database.db
        .update(registrations)
        .set({ status: 'WAITING_LIST' })
        .where(eq(registrations.mainEventId, eventId));
      expect((await put({ eventId, type: 'GENERAL', payment: null, attendees })).statusCode).toBe(200);
    });
  });

  describe('delegation keys, delegates and the delegation portal', () => {
    // The shared form rules cap a delegation key at 16 characters (SPEC.md §9 "code 16").
    const KEY = 'MOANA-NUI-2027';
    let erin: User;
    let finn: User;
    let delegationEventId: string;
    beforeAll(async () => {
      [erin, finn] = [
        await idp.newSignedInUser({ givenName: 'Erin' }),
        await idp.newSignedInUser({ givenName: 'Finn' }),
      ];
      delegationEventId = await newEvent({ capacity: 20, name: 'Delegation Festival' });
      await insertDelegationKey(database.db, {
        mainEventId: delegationEventId,
        key: KEY,
        delegationName: 'Samoa Delegation',
      });
      await insertDelegationKey(database.db, {
        mainEventId: delegationEventId,
        key: 'OTHER-KEY-2027',
        delegationName: 'Tonga Delegation',
      });
    });

    const check = (user: User, key: string, remoteAddress: string, eventId = demoEventId) =>
      app.inject({
        url: `${API}/registrations/event/${eventId}/check?delegationKey=${encodeURIComponent(key)}&type=DELEGATE`,
        headers: bearer(user),
        remoteAddress,
      });

    it('checks a key: right (however it is typed) or wrong', async () => {
      expect((await check(erin, DEMO_DELEGATION_KEY, '10.2.0.1')).json()).toEqual({ data: { isSuccess: true } });
      expect((await check(erin, ` ${DEMO_DELEGATION_KEY.toLowerCase()} `, '10.2.0.1')).json()).toEqual({
        data: { isSuccess: true },
      });
      expect((await check(erin, 'PACIFIC-DELEGATION-2028', '10.2.0.1')).json()).toEqual({ data: { isSuccess: false } });
      const otherEvent = await newEvent({ capacity: 5 });
      expect((await check(erin, DEMO_DELEGATION_KEY, '10.2.0.1', otherEvent)).json()).toEqual({
        data: { isSuccess: false },
      });
      expect((await check(erin, DEMO_DELEGATION_KEY, '10.2.0.1', UNKNOWN_ID)).statusCode).toBe(404);
    });

    it('limits wrong guesses per user and per client address with 429', async () => {
      const guesser = await idp.newSignedInUser({ givenName: 'Guesser' });
      for (let i = 0; i < 10; i += 1)
        expect((await check(guesser, `GUESS-${i}`, '10.3.0.1')).json().data.isSuccess).toBe(false);
      const blocked = await check(guesser, DEMO_DELEGATION_KEY, '10.3.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('RATE_LIMITED');
      // Per user: another address does not help; per address: another user there is blocked too.
      expect((await check(guesser, DEMO_DELEGATION_KEY, '10.3.0.2')).statusCode).toBe(429);
      expect((await check(finn, DEMO_DELEGATION_KEY, '10.3.0.1')).statusCode).toBe(429);
      expect((await post(guesser, delegatePayload(delegationEventId, guesser.email, KEY), '10.3.0.3')).statusCode).toBe(
        429,
      );
      // Others are not affected.
      expect((await check(finn, DEMO_DELEGATION_KEY, '10.3.0.4')).json()).toEqual({ data: { isSuccess: true } });
    }, 30_000);

    it('registers delegates with the key and shows each their delegation only; GENERAL gets 403', async () => {
      const portalUrl = `${API}/registrations/me/event/${delegationEventId}/delegation`;
      const first = await post(erin, delegatePayload(delegationEventId, erin.email, KEY.toLowerCase(), 1), '10.4.0.1');
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json().data).toMatchObject({
        type: 'DELEGATE',
        status: 'APPROVED',
        delegationName: 'Samoa Delegation',
      });
      expect(first.json().data.attendees[1]).toMatchObject({
        emergencyName: 'Mere Ngata',
        languageIds: ['mi', 'en'],
        isReleaseForm: false,
        signatureUrl: null,
      });
      expect((await post(finn, delegatePayload(delegationEventId, finn.email, KEY, 0), '10.4.0.1')).statusCode).toBe(
        201,
      );
      const tongan = await idp.newSignedInUser({ givenName: 'Sione' });
      expect(
        (await post(tongan, delegatePayload(delegationEventId, tongan.email, 'OTHER-KEY-2027', 0), '10.4.0.1'))
          .statusCode,
      ).toBe(201);
      const general = await idp.newSignedInUser({ givenName: 'Gen' });
      expect((await post(general, generalPayload(delegationEventId, general.email), '10.4.0.1')).statusCode).toBe(201);

      const portal = await app.inject({ url: portalUrl, headers: bearer(erin) });
      expect(portal.statusCode).toBe(200);
      expect(portal.json().data.delegationName).toBe('Samoa Delegation');
      expect(portal.json().data.members).toHaveLength(3);
      expect(portal.json().data.members.filter((m: Json) => m['isMine'])).toHaveLength(2);
      expect(portal.json().data.members[0]).toEqual({
        registrationId: first.json().data.id,
        attendeeId: first.json().data.attendees[0].id,
        firstName: 'Kai',
        lastName: "O'Brien-Lee",
        isMainProfile: true,
        isMine: true,
        status: 'APPROVED',
        registrationStatus: 'APPROVED',
      });
      expect(Object.keys(portal.json().data.members[0])).not.toContain('email');
      const finnView = (await app.inject({ url: portalUrl, headers: bearer(finn) })).json().data.members;
      expect(finnView.filter((m: Json) => m['isMine'])).toHaveLength(1);
      expect((await app.inject({ url: portalUrl, headers: bearer(tongan) })).json().data).toMatchObject({
        delegationName: 'Tonga Delegation',
        members: [{ isMine: true }],
      });

      expect((await app.inject({ url: portalUrl, headers: bearer(general) })).statusCode).toBe(403);
      expect((await app.inject({ url: portalUrl, headers: bearer(bob) })).statusCode).toBe(404);
    }, 30_000);

    it('keeps a stored signature on edit, and checks a new one', async () => {
      const url = `${API}/registrations/me/event/${delegationEventId}`;
      const mine = (await app.inject({ url, headers: bearer(erin) })).json().data;
      expect(mine.attendees[0].signatureUrl).toBe(signatures.get(erin.email));
      const edit = (signatureUrl: unknown) => {
        const attendees = mine.attendees.map((a: Json, i: number) => ({
          ...withoutStatus(a),
          ...(i === 0 ? { signatureUrl } : {}),
        }));
        return app.inject({
          method: 'PUT',
          url,
          headers: bearer(erin),
          payload: { eventId: delegationEventId, type: 'DELEGATE', delegationKey: KEY, payment: null, attendees },
          remoteAddress: '10.4.0.2',
        });
      };
      const unchanged = await edit(mine.attendees[0].signatureUrl);
      expect(unchanged.statusCode, unchanged.body).toBe(200);
      expect(unchanged.json().data.attendees[0].signatureUrl).toBe(signatures.get(erin.email));
      const foreign = await edit(signatures.get(finn.email));
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().errors).toEqual([
        { field: 'attendees[0].signatureUrl', message: 'This is not the path of an uploaded file.' },
      ]);
    });

    it('lets a delegate switch to GENERAL on edit, dropping the key and emergency contacts', async () => {
      const mine = (
        await app.inject({ url: `${API}/registrations/me/event/${delegationEventId}`, headers: bearer(finn) })
      ).json().data;
      const attendees = mine.attendees.map((a: Json) => ({ ...withoutStatus(a), ethnicity: 'Samoan' }));
      const response = await app.inject({
        method: 'PUT',
        url: `${API}/registrations/me/event/${delegationEventId}`,
        headers: bearer(finn),
        payload: { eventId: delegationEventId, type: 'GENERAL', payment: null, attendees },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ type: 'GENERAL', delegationName: null });
      expect(response.json().data.attendees[0]).toMatchObject({
        emergencyName: null,
        isReleaseForm: false,
        signatureUrl: null,
      });
      expect(
        (
          await app.inject({
            url: `${API}/registrations/me/event/${delegationEventId}/delegation`,
            headers: bearer(finn),
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('visa and accommodation assistance', () => {
    let eventId: string;
    let gina: User;
    let attendeeIds: string[];
    beforeAll(async () => {
      eventId = await newEvent({ capacity: 10 });
      gina = await idp.newSignedInUser({ givenName: 'Gina' });
      const response = await post(gina, generalPayload(eventId, gina.email, 1));
      attendeeIds = response.json().data.attendees.map((a: Json) => a['id']);
    });
    const url = (kind: string) => `${API}/registrations/me/event/${eventId}/${kind}`;
    const visa = (attendeeId: string, overrides: Json = {}) => ({
      attendeeId,
      passportCountryId: 'ws',
      nationalityCountryId: 'WS',
      arrivalDate: '2027-06-04',
      departureDate: '2027-06-16',
      needsInvitationLetter: true,
      notes: ' Arriving via Auckland ',
      ...overrides,
    });
    const room = (attendeeId: string, overrides: Json = {}) => ({
      attendeeId,
      checkInDate: '2027-06-04',
      checkOutDate: '2027-06-16',
      roomSharing: 'SHARE_WITH_GROUP',
      specialNeeds: null,
      ...overrides,
    });

    it('starts EMPTY, takes a request per attendee (PENDING) and withdraws one left out', async () => {
      const empty = (await app.inject({ url: url('visa-assistance'), headers: bearer(gina) })).json().data;
      expect(empty.map((e: Json) => e['status'])).toEqual(['EMPTY', 'EMPTY']);

      const put = await app.inject({
        method: 'PUT',
        url: url('visa-assistance'),
        headers: bearer(gina),
        payload: { requests: [visa(attendeeIds[0]), visa(attendeeIds[1])] },
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json().data[0]).toMatchObject({
        attendeeId: attendeeIds[0],
        status: 'PENDING',
        request: { passportCountryId: 'WS', notes: 'Arriving via Auckland' },
      });
      expect(Object.keys(put.json().data[0].request)).not.toContain('passportNumber');

      const withdrawn = await app.inject({
        method: 'PUT',
        url: url('visa-assistance'),
        headers: bearer(gina),
        payload: { requests: [visa(attendeeIds[0])] },
      });
      expect(withdrawn.json().data.map((e: Json) => e['status'])).toEqual(['PENDING', 'EMPTY']);
    });

    it('refuses bad visa requests with field errors, and a passport number outright', async () => {
      const cases: [Json, string][] = [
        [visa(attendeeIds[0], { departureDate: '2027-06-01' }), 'requests[0].departureDate'],
        [visa(attendeeIds[0], { passportCountryId: 'QQ' }), 'requests[0].passportCountryId'],
        [visa(UNKNOWN_ID), 'requests[0].attendeeId'],
      ];
      for (const [request, field] of cases) {
        const response = await app.inject({
          method: 'PUT',
          url: url('visa-assistance'),
          headers: bearer(gina),
          payload: { requests: [request] },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors.map((e: Json) => e['field'])).toContain(field);
      }
      const passport = await app.inject({
        method: 'PUT',
        url: url('visa-assistance'),
        headers: bearer(gina),
        payload: { requests: [visa(attendeeIds[0], { passportNumber: 'X1234567' })] },
      });
      expect(passport.statusCode).toBe(400);
      const bad = await app.inject({
        method: 'PUT',
        url: url('visa-assistance'),
        headers: bearer(gina),
        payload: { requests: [visa(attendeeIds[0], { arrivalDate: 'soon' })] },
      });
      expect(bad.statusCode).toBe(400);
    });

    it('keeps a COMPLETED visa request: unchanged is fine, changed is refused', async () => {
      await database.db
        .update(visaAssistanceRequests)
        .set({ status: 'COMPLETED' })
        .where(eq(visaAssistanceRequests.attendeeId, attendeeIds[0]));
      const same = await app.inject({
        method: 'PUT',
        url: url('visa-assistance'),
        headers: bearer(gina),
        payload: { requests: [visa(attendeeIds[0])] },
      });
      expect(same.statusCode, same.body).toBe(200);
      expect(same.json().data[0].status).toBe('COMPLETED');
      const changed = await app.inject({
        method: 'PUT',
        url: url('visa-assistance'),
        headers: bearer(gina),
        payload: { requests: [visa(attendeeIds[0], { arrivalDate: '2027-06-05' })] },
      });
      expect(changed.statusCode).toBe(422);
    });

    it('takes accommodation requests NOT_RESERVED, keeps a booked status until the request changes', async () => {
      expect(
        (await app.inject({ url: url('accommodation-assistance'), headers: bearer(gina) }))
          .json()
          .data.map((e: Json) => e['status']),
      ).toEqual([null, null]);
      const put = await app.inject({
        method: 'PUT',
        url: url('accommodation-assistance'),
        headers: bearer(gina),
        payload: {
          requests: [
            room(attendeeIds[0]),
            room(attendeeIds[1], { roomSharing: 'SINGLE', specialNeeds: 'Ground floor' }),
          ],
        },
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json().data.map((e: Json) => e['status'])).toEqual(['NOT_RESERVED', 'NOT_RESERVED']);
      await database.db
        .update(accommodationRequests)
        .set({ status: 'RESERVED' })
        .where(eq(accommodationRequests.attendeeId, attendeeIds[0]));
      await database.db
        .update(accommodationRequests)
        .set({ status: 'WAITLIST' })
        .where(eq(accommodationRequests.attendeeId, attendeeIds[1]));
      const again = await app.inject({
        method: 'PUT',
        url: url('accommodation-assistance'),
        headers: bearer(gina),
        payload: {
          requests: [
            room(attendeeIds[0]),
            room(attendeeIds[1], { roomSharing: 'SINGLE', specialNeeds: 'Ground floor', checkOutDate: '2027-06-15' }),
          ],
        },
      });
      expect(again.json().data.map((e: Json) => e['status'])).toEqual(['RESERVED', 'NOT_RESERVED']);
      const bad = await app.inject({
        method: 'PUT',
        url: url('accommodation-assistance'),
        headers: bearer(gina),
        payload: { requests: [room(attendeeIds[0], { checkOutDate: '2027-06-04' })] },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([
        { field: 'requests[0].checkOutDate', message: 'The check-out date must be after the check-in date' },
      ]);
    });

    it("never shows or changes another user's requests", async () => {
      for (const kind of ['visa-assistance', 'accommodation-assistance']) {
        expect((await app.inject({ url: url(kind), headers: bearer(bob) })).statusCode).toBe(404);
        expect(
          (await app.inject({ method: 'PUT', url: url(kind), headers: bearer(bob), payload: { requests: [] } }))
            .statusCode,
        ).toBe(404);
        // Ann has a registration of her own for the demo event: Gina's attendee ids are not hers.
        const foreign = kind === 'visa-assistance' ? visa(attendeeIds[0]) : room(attendeeIds[0]);
        const response = await app.inject({
          method: 'PUT',
          url: `${API}/registrations/me/event/${demoEventId}/${kind}`,
          headers: bearer(ann),
          payload: { requests: [foreign] },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toContainEqual({
          field: 'requests[0].attendeeId',
          message: 'Please choose one of the options',
        });
      }
      expect(
        await database.db
          .select()
          .from(visaAssistanceRequests)
          .where(eq(visaAssistanceRequests.attendeeId, attendeeIds[0])),
      ).toHaveLength(1);
    });
  });

  it("never lets a user read or change another user's registration, on any route", async () => {
    // A delegate of the demo festival (its key is seeded), so there is a signature and a delegation to pry at.
    // Last in the file: the counts of the demo festival's registrations above stay as they were.
    const eventId = demoEventId;
    const owner = await idp.newSignedInUser({ givenName: 'Olive' });
    const intruder = await idp.newSignedInUser({ givenName: 'Ivan' });
    const created = await post(owner, delegatePayload(eventId, owner.email, DEMO_DELEGATION_KEY));
    expect(created.statusCode, created.body).toBe(201);
    const registration = created.json().data;
    const attendeeId: string = registration.attendees[1].id;
    const before = (
      await app.inject({ url: `${API}/registrations/me/event/${eventId}`, headers: bearer(owner) })
    ).json().data;

    // The intruder holds no registration for the event: every "me" route for it is 404.
    for (const [method, url, payload] of [
      ['GET', `${API}/registrations/me/event/${eventId}`, undefined],
      ['PUT', `${API}/registrations/me/event/${eventId}`, generalPayload(eventId, intruder.email)],
      ['GET', `${API}/registrations/me/event/${eventId}/delegation`, undefined],
      ['GET', `${API}/registrations/me/event/${eventId}/visa-assistance`, undefined],
      ['PUT', `${API}/registrations/me/event/${eventId}/visa-assistance`, { requests: [] }],
      ['GET', `${API}/registrations/me/event/${eventId}/accommodation-assistance`, undefined],
      ['PUT', `${API}/registrations/me/event/${eventId}/accommodation-assistance`, { requests: [] }],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: bearer(intruder),
        ...(payload ? { payload: payload as Json } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // The staff routes by registration id need ATTENDEE:R / ATTENDEE:U, which an attendee lacks.
    for (const [method, url, payload] of [
      ['GET', `${API}/registrations`, undefined],
      ['GET', `${API}/registrations/${registration.id}`, undefined],
      ['PUT', `${API}/registrations/${registration.id}/status`, { status: 'REJECTED' }],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: bearer(intruder),
        ...(payload ? { payload: payload as Json } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    // The owner's stored signature is not the intruder's to read.
    const signature = await app.inject({
      url: `${API}/files/presigned-download-url`,
      query: { filePath: registration.attendees[0].signatureUrl },
      headers: bearer(intruder),
    });
    expect(signature.statusCode).toBe(403);
    // The owner's attendee ids in the intruder's own registration are refused on their field.
    await post(intruder, generalPayload(eventId, intruder.email));
    const own = (
      await app.inject({ url: `${API}/registrations/me/event/${eventId}`, headers: bearer(intruder) })
    ).json().data;
    const hijack = {
      ...generalPayload(eventId, intruder.email),
      attendees: [
        { ...attendee({ isMainProfile: true, email: intruder.email }), id: own.attendees[0].id },
        { ...attendee(), id: attendeeId },
      ],
    };
    const refused = await app.inject({
      method: 'PUT',
      url: `${API}/registrations/me/event/${eventId}`,
      headers: bearer(intruder),
      payload: hijack as Json,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((e: Json) => e['field'])).toContain('attendees[1].id');

    // Nothing of the owner's registration changed.
    expect(
      (await app.inject({ url: `${API}/registrations/me/event/${eventId}`, headers: bearer(owner) })).json().data,
    ).toEqual(before);
  });

  it('tells the sweep of unused uploads which signatures registrations hold', async () => {
    const delegate = await idp.newSignedInUser({ givenName: 'Sefa' });
    const created = await post(delegate, delegatePayload(demoEventId, delegate.email, DEMO_DELEGATION_KEY));
    expect(created.statusCode, created.body).toBe(201);
    const held: string = created.json().data.attendees[0].signatureUrl;
    const unheld = await uploadSignature(delegate);
    expect(await signaturesAmong(database.db, [held, unheld])).toEqual(new Set([held]));
    expect(await signaturesAmong(database.db, [])).toEqual(new Set());
  });
});
