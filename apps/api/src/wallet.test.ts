import { eq } from 'drizzle-orm';
import { subEventRegistrations } from '@festival/server-activities';
import { subEvents } from '@festival/server-events';
import { ADMINISTRATOR_ROLE, grantRole } from '@festival/server-permissions';
import { registrations } from '@festival/server-registrations';
import { verifyCheckInToken } from '@festival/server-wallet';
import { readZip } from '@festival/server-wallet/testing';
import {
  API,
  bearer,
  engine,
  generalPayload,
  SETUP_TIMEOUT,
  startRegistrationsApi,
  UNKNOWN_ID,
  type RegistrationsApi,
  type User,
} from './test-registrations';

const PKPASS = 'application/vnd.apple.pkpass';

describe(`API wallet passes (${engine})`, () => {
  let api: RegistrationsApi;
  let { app, database, idp, demoEventId, ann, bob } = {} as RegistrationsApi;
  let staff: User;
  let registration: { id: string; attendees: { id: string; isMainProfile: boolean }[] };

  const wallet = (id: string, user?: User) =>
    app.inject({ url: `${API}/registrations/${id}/wallet`, headers: user ? bearer(user) : {} });

  beforeAll(async () => {
    api = await startRegistrationsApi();
    ({ app, database, idp, demoEventId, ann, bob } = api);
    staff = await idp.newSignedInUser({ givenName: 'Sina', familyName: 'Staff' });
    await grantRole(database.db, { sub: staff.sub }, ADMINISTRATOR_ROLE);
    const created = await api.post(ann, generalPayload(demoEventId, ann.email, 1));
    expect(created.statusCode, created.body).toBe(201);
    registration = created.json().data;
    // Ann's party booked one activity and waits for another: only the booking is on the pass.
    const activities = await database.db.select().from(subEvents).where(eq(subEvents.mainEventId, demoEventId));
    const [booked, waiting] = activities;
    await database.db.insert(subEventRegistrations).values([
      ...registration.attendees.map((a) => ({
        subEventId: booked.id,
        registrationId: registration.id,
        attendeeId: a.id,
        status: 'RESERVED' as const,
      })),
      {
        subEventId: waiting.id,
        registrationId: registration.id,
        attendeeId: registration.attendees[0].id,
        status: 'WAITING_LIST' as const,
      },
    ]);
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  it('gives the owner a signed .pkpass of the registration, with the booked activity', async () => {
    const response = await wallet(registration.id, ann);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(PKPASS);
    expect(response.headers['content-disposition']).toBe('attachment; filename="festival-pass.pkpass"');
    const files = readZip(response.rawPayload);
    expect(files.has('manifest.json')).toBe(true);
    expect(files.get('signature')?.length).toBeGreaterThan(0);
    const pass = JSON.parse(files.get('pass.json')!.toString('utf8'));
    expect(pass.serialNumber).toBe(registration.id);
    expect(pass.eventTicket.primaryFields[0].value).toBe('Ann Kealoha');
    const [booked, waiting] = await database.db.select().from(subEvents).where(eq(subEvents.mainEventId, demoEventId));
    const back = JSON.stringify(pass.eventTicket.backFields);
    expect(back).toContain(booked.name);
    expect(back).not.toContain(waiting.name);
  });

  it('puts a check-in token in the QR code that verifies offline with the published key', async () => {
    const files = readZip((await wallet(registration.id, ann)).rawPayload);
    const [barcode] = JSON.parse(files.get('pass.json')!.toString('utf8')).barcodes;
    expect(barcode.format).toBe('PKBarcodeFormatQR');
    const keys = await app.inject(`${API}/wallet/check-in-key`);
    expect(keys.statusCode).toBe(200);
    expect(keys.json().keys).toEqual([expect.objectContaining({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' })]);
    expect(keys.json().keys[0]).not.toHaveProperty('d');
    const claims = await verifyCheckInToken(barcode.message, keys.json());
    expect(claims).toEqual({
      registrationId: registration.id,
      eventId: demoEventId,
      attendeeIds: registration.attendees.map((a) => a.id),
      issuedAt: expect.any(Date),
    });
    // The key is kept: a second pass is signed by the same one.
    const again = JSON.parse(
      readZip((await wallet(registration.id, staff)).rawPayload)
        .get('pass.json')!
        .toString(),
    );
    expect(await verifyCheckInToken(again.barcodes[0].message, keys.json())).not.toBeNull();
  });

  it('gives staff (ATTENDEE:R) the pass too', async () => {
    const response = await wallet(registration.id, staff);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(PKPASS);
  });

  it("answers 404 for another user's registration, as for an unknown one, and 400 for a malformed id", async () => {
    const other = await wallet(registration.id, bob);
    const unknown = await wallet(UNKNOWN_ID, bob);
    expect(other.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
    expect((await wallet('not-an-id', ann)).statusCode).toBe(400);
    expect((await wallet(registration.id)).statusCode).toBe(401);
  });

  it('answers 422 for a registration that holds no place (canceled)', async () => {
    const created = await api.post(bob, generalPayload(demoEventId, bob.email));
    const id = created.json().data.id as string;
    await database.db.update(registrations).set({ status: 'CANCELED' }).where(eq(registrations.id, id));
    const response = await wallet(id, bob);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('This registration holds no place at the festival, so it has no wallet pass.');
  });

  describe('a pass that follows the bookings', () => {
    const passOf = (payload: Buffer) => JSON.parse(readZip(payload).get('pass.json')?.toString('utf8') ?? 'null');
    /** Ann's waiting record becomes a booking (a second later, as HTTP dates count whole seconds). */
    async function bookTheWaitingOne() {
      await database.db
        .update(subEventRegistrations)
        .set({ status: 'RESERVED', updatedAt: new Date(Date.now() + 2_000) })
        .where(eq(subEventRegistrations.status, 'WAITING_LIST'));
    }

    it('is built from the current bookings at every fetch, with a stable serial number, ETag and Last-Modified', async () => {
      const first = await wallet(registration.id, ann);
      expect(first.statusCode).toBe(200);
      expect(first.headers['etag']).toMatch(/^"[\w-]+"$/);
      expect(new Date(first.headers['last-modified'] as string).getTime()).not.toBeNaN();
      const again = await wallet(registration.id, ann);
      expect(again.headers['etag']).toBe(first.headers['etag']);
      // The client's copy is current: 304, nothing signed.
      const cached = await app.inject({
        url: `${API}/registrations/${registration.id}/wallet`,
        headers: { ...bearer(ann), 'if-none-match': first.headers['etag'] as string },
      });
      expect(cached.statusCode).toBe(304);
      expect(cached.rawPayload).toHaveLength(0);

      const [, waiting] = await database.db.select().from(subEvents).where(eq(subEvents.mainEventId, demoEventId));
      expect(JSON.stringify(passOf(first.rawPayload).eventTicket.backFields)).not.toContain(waiting.name);
      await bookTheWaitingOne();
      const changed = await app.inject({
        url: `${API}/registrations/${registration.id}/wallet`,
        headers: { ...bearer(ann), 'if-none-match': first.headers['etag'] as string },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers['etag']).not.toBe(first.headers['etag']);
      expect(new Date(changed.headers['last-modified'] as string).getTime()).toBeGreaterThan(
        new Date(first.headers['last-modified'] as string).getTime(),
      );
      const pass = passOf(changed.rawPayload);
      expect(pass.serialNumber).toBe(registration.id);
      expect(JSON.stringify(pass.eventTicket.backFields)).toContain(waiting.name);
    });

    it("serves the latest pass to Apple's web service with the pass's own token (If-Modified-Since)", async () => {
      const pass = passOf((await wallet(registration.id, ann)).rawPayload);
      expect(pass.webServiceURL).toMatch(/\/api-svc\/v1\/wallet-service$/);
      expect(pass.authenticationToken.length).toBeGreaterThanOrEqual(16);
      const latestUrl = `${API}/wallet-service/v1/passes/${pass.passTypeIdentifier}/${pass.serialNumber}`;
      const latest = (headers: Record<string, string>) => app.inject({ url: latestUrl, headers });
      const auth = { authorization: `ApplePass ${pass.authenticationToken}` };

      const fresh = await latest(auth);
      expect(fresh.statusCode, fresh.body).toBe(200);
      expect(fresh.headers['content-type']).toBe(PKPASS);
      expect(passOf(fresh.rawPayload).eventTicket.backFields).toEqual(pass.eventTicket.backFields);
      const lastModified = fresh.headers['last-modified'] as string;
      expect((await latest({ ...auth, 'if-modified-since': lastModified })).statusCode).toBe(304);

      // A wrong token, a Bearer token, another pass's serial: 401; an unknown pass type: 404.
      expect((await latest({ authorization: 'ApplePass not-the-token-of-this-pass' })).statusCode).toBe(401);
      expect((await latest({})).statusCode).toBe(401);
      expect((await latest(bearer(ann))).statusCode).toBe(401);
      const bobs = await api.post(bob, generalPayload(demoEventId, `bob.${Date.now()}@example.org`));
      const other = await app.inject({
        url: `${API}/wallet-service/v1/passes/${pass.passTypeIdentifier}/${bobs.json().data?.id ?? UNKNOWN_ID}`,
        headers: auth,
      });
      expect(other.statusCode).toBe(401);
      expect(
        (await app.inject({ url: `${API}/wallet-service/v1/passes/pass.other/${pass.serialNumber}`, headers: auth }))
          .statusCode,
      ).toBe(404);

      // The pass changes: the device's copy is out of date, and the new one lists it.
      await database.db
        .update(subEventRegistrations)
        .set({ status: 'CANCELED', updatedAt: new Date(Date.parse(lastModified) + 3_000) })
        .where(eq(subEventRegistrations.registrationId, registration.id));
      const updated = await latest({ ...auth, 'if-modified-since': lastModified });
      expect(updated.statusCode).toBe(200);
      expect(JSON.stringify(passOf(updated.rawPayload).eventTicket.backFields)).toContain('None booked yet');
    });
  });
});
