import { eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { subEvents } from '@festival/server-events';
import { createInProcessQueue } from '@festival/server-jobs';
import { PASS_PUSH_JOB, walletDeviceRegistrations } from '@festival/server-wallet';
import {
  apnsTestKey,
  passJsonOf,
  randomHex,
  startApnsStandIn,
  type PassWebService,
} from '@festival/server-wallet/testing';
import {
  API,
  bearer,
  engine,
  generalPayload,
  SETUP_TIMEOUT,
  startRegistrationsApi,
  type RegistrationsApi,
} from './test-registrations';

// Apple Wallet pass updates pushed through APNs (issue 10 point 7): with the APNS_* settings, a
// background sweep tells each registered device once its pass changed (an activity booked or
// cancelled), through a local APNs stand-in; a token APNs answers 410 for loses its registrations.

describe(`Apple Wallet pass update pushes (${engine})`, () => {
  const key = apnsTestKey();
  const queue = createInProcessQueue({ logger: { warn: () => undefined, error: () => undefined } });
  // The sweeps run when the test says (the app's timer would run them at any moment).
  const jobs: typeof queue = { ...queue, work: (name, handler) => queue.work(name, handler) };
  let apns: Awaited<ReturnType<typeof startApnsStandIn>>;
  let api: RegistrationsApi;
  let { app, database, demoEventId, ann } = {} as RegistrationsApi;
  let pass: PassWebService;
  let registration: { id: string; attendees: { id: string }[] };

  beforeAll(async () => {
    apns = await startApnsStandIn();
    api = await startRegistrationsApi({
      env: {
        APNS_KEY: key.privateKeyPem.replace(/\n/g, '\\n'),
        APNS_KEY_ID: 'KEY1234567',
        APNS_TEAM_ID: 'TEAM123456',
        APNS_ENDPOINT: apns.endpoint,
      },
      appOptions: () => ({ jobs }),
    });
    ({ app, database, demoEventId, ann } = api);
    const created = await api.post(ann, generalPayload(demoEventId, ann.email));
    expect(created.statusCode, created.body).toBe(201);
    registration = created.json().data;
    const wallet = await app.inject({ url: `${API}/registrations/${registration.id}/wallet`, headers: bearer(ann) });
    pass = passJsonOf(wallet.rawPayload);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await api?.close();
    await apns?.close();
  });

  const register = (device: string, pushToken: string) =>
    app.inject({
      method: 'POST',
      url: `${new URL(pass.webServiceURL).pathname}/v1/devices/${device}/registrations/${pass.passTypeIdentifier}/${pass.serialNumber}`,
      headers: { authorization: `ApplePass ${pass.authenticationToken}` },
      payload: { pushToken },
    });
  const sweep = async () => {
    await jobs.send(PASS_PUSH_JOB, {});
    await queue.idle();
  };
  const rowsOf = (device: string) =>
    database.db
      .select()
      .from(walletDeviceRegistrations)
      .where(eq(walletDeviceRegistrations.deviceLibraryIdentifier, device));
  const freeActivity = async () => {
    const [activity] = await database.db.select().from(subEvents).where(eq(subEvents.name, 'Kapa Haka Showcase'));
    return activity.id;
  };

  it('pushes nothing for a pass its devices have as it is, then one push per device once an activity is booked', async () => {
    const phone = { device: randomHex(16), pushToken: randomHex(32) };
    const watch = { device: randomHex(16), pushToken: randomHex(32) };
    for (const d of [phone, watch]) expect((await register(d.device, d.pushToken)).statusCode).toBe(201);
    await sweep();
    expect(apns.requests).toEqual([]);

    const booked = await app.inject({
      method: 'POST',
      url: `${API}/registrations/sub-event`,
      headers: bearer(ann),
      payload: { subEventId: await freeActivity(), attendees: [{ id: registration.attendees[0].id, isPayment: true }] },
    });
    expect(booked.statusCode, booked.body).toBeLessThan(300);
    // Nothing went out inside the request: the sweep sends it.
    expect(apns.requests).toEqual([]);
    await sweep();
    expect(apns.requests.map((r) => r.path).sort()).toEqual(
      [`/3/device/${phone.pushToken}`, `/3/device/${watch.pushToken}`].sort(),
    );
    for (const request of apns.requests) {
      expect(request.body).toBe('{}');
      expect(request.headers['apns-topic']).toBe(pass.passTypeIdentifier);
      expect(request.headers['apns-push-type']).toBe('background');
      const jwt = String(request.headers['authorization']).replace(/^bearer /, '');
      const { payload, protectedHeader } = await jwtVerify(jwt, key.publicKey, { issuer: 'TEAM123456' });
      expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: 'KEY1234567' });
      expect(payload.iat).toEqual(expect.any(Number));
    }
    // Told once: the next sweep has nothing to say until the pass changes again.
    await sweep();
    expect(apns.requests).toHaveLength(2);

    // Cancelled: the pass changes again, the devices are told again.
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `${API}/registrations/sub-event/${await freeActivity()}`,
      headers: bearer(ann),
    });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    await sweep();
    expect(apns.requests).toHaveLength(4);
  });

  it('removes the registrations of a push token APNs answers 410 Unregistered for, and keeps the others', async () => {
    const gone = { device: randomHex(16), pushToken: randomHex(32) };
    const kept = { device: randomHex(16), pushToken: randomHex(32) };
    for (const d of [gone, kept]) expect((await register(d.device, d.pushToken)).statusCode).toBe(201);
    apns.unregistered.add(gone.pushToken);
    const before = apns.requests.length;
    await app.inject({
      method: 'POST',
      url: `${API}/registrations/sub-event`,
      headers: bearer(ann),
      payload: { subEventId: await freeActivity(), attendees: [{ id: registration.attendees[0].id, isPayment: true }] },
    });
    await sweep();
    const paths = apns.requests.slice(before).map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining([`/3/device/${gone.pushToken}`, `/3/device/${kept.pushToken}`]));
    expect(await rowsOf(gone.device)).toEqual([]);
    expect(await rowsOf(kept.device)).toHaveLength(1);
  });

  it('tries again on the next sweep when APNs could not take the push', async () => {
    const device = { device: randomHex(16), pushToken: randomHex(32) };
    expect((await register(device.device, device.pushToken)).statusCode).toBe(201);
    await app.inject({
      method: 'DELETE',
      url: `${API}/registrations/sub-event/${await freeActivity()}`,
      headers: bearer(ann),
    });
    apns.answer(503);
    const before = apns.requests.length;
    await sweep();
    const tried = apns.requests.slice(before).filter((r) => r.path === `/3/device/${device.pushToken}`);
    expect(tried).toHaveLength(1);
    apns.answer(200);
    await sweep();
    expect(apns.requests.slice(before).filter((r) => r.path === `/3/device/${device.pushToken}`)).toHaveLength(2);
    await sweep();
    expect(apns.requests.slice(before).filter((r) => r.path === `/3/device/${device.pushToken}`)).toHaveLength(2);
  });
});
