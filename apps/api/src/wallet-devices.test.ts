import { eq } from 'drizzle-orm';
import { registrations } from '@festival/server-registrations';
import { walletDeviceRegistrations } from '@festival/server-wallet';
import { passJsonOf, randomHex, type PassWebService } from '@festival/server-wallet/testing';
import {
  API,
  bearer,
  engine,
  generalPayload,
  SETUP_TIMEOUT,
  startRegistrationsApi,
  type Json,
  type RegistrationsApi,
  type User,
} from './test-registrations';

// Apple Wallet's web service, the device endpoints (Apple's "PassKit Web Service" reference):
// register and unregister a device for a pass, list the passes changed since a tag, and the log.
// The device authenticates with the pass's authenticationToken; every input is checked.

describe(`Apple Wallet web service: devices (${engine})`, () => {
  const log: string[] = [];
  let api: RegistrationsApi;
  let { app, database, demoEventId, ann, bob } = {} as RegistrationsApi;
  let pass: PassWebService;
  const pushToken = randomHex(32);

  async function passOf(user: User, registrationId: string): Promise<PassWebService> {
    const response = await app.inject({ url: `${API}/registrations/${registrationId}/wallet`, headers: bearer(user) });
    expect(response.statusCode, response.body).toBe(200);
    return passJsonOf(response.rawPayload);
  }

  beforeAll(async () => {
    api = await startRegistrationsApi({ logStream: { write: (line) => void log.push(line) } });
    ({ app, database, demoEventId, ann, bob } = api);
    const created = await api.post(ann, generalPayload(demoEventId, ann.email));
    expect(created.statusCode, created.body).toBe(201);
    pass = await passOf(ann, created.json().data.id);
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  /** The service's paths as the pass gives them: webServiceURL, then Apple's /v1/… */
  const service = (path: string) => `${new URL(pass.webServiceURL).pathname}/v1${path}`;
  const devicePath = (device: string, p: Pick<PassWebService, 'passTypeIdentifier' | 'serialNumber'> = pass) =>
    service(`/devices/${device}/registrations/${p.passTypeIdentifier}/${p.serialNumber}`);
  const applePass = (token: string) => ({ authorization: `ApplePass ${token}` });
  const register = (device: string, headers: Record<string, string>, payload: unknown = { pushToken }, p = pass) =>
    app.inject({ method: 'POST', url: devicePath(device, p), headers, payload: payload as Json });
  const unregister = (device: string, headers: Record<string, string>) =>
    app.inject({ method: 'DELETE', url: devicePath(device), headers });
  const updatable = (device: string, since?: string, passType = pass.passTypeIdentifier) =>
    app.inject({
      url: service(`/devices/${device}/registrations/${passType}`),
      query: since === undefined ? {} : { passesUpdatedSince: since },
    });
  const rowsOf = (device: string) =>
    database.db
      .select()
      .from(walletDeviceRegistrations)
      .where(eq(walletDeviceRegistrations.deviceLibraryIdentifier, device));

  it('registers a device for a pass with its token: 201, then 200 with the new push token', async () => {
    const device = randomHex(16);
    expect(pass.webServiceURL).toMatch(/\/api-svc\/v1\/wallet-service$/);
    const first = await register(device, applePass(pass.authenticationToken));
    expect(first.statusCode, first.body).toBe(201);
    const again = await register(device, applePass(pass.authenticationToken), { pushToken: 'abc123' });
    expect(again.statusCode).toBe(200);
    expect(await rowsOf(device)).toEqual([
      expect.objectContaining({
        passTypeIdentifier: pass.passTypeIdentifier,
        serialNumber: pass.serialNumber,
        pushToken: 'abc123',
      }),
    ]);
  });

  it('refuses a missing or wrong token (401), another pass type or a pass that is no more (404)', async () => {
    const device = randomHex(16);
    expect((await register(device, {})).statusCode).toBe(401);
    expect((await register(device, applePass('not-the-token'))).statusCode).toBe(401);
    expect((await register(device, bearer(ann))).statusCode).toBe(401);
    expect((await register(device, { authorization: pass.authenticationToken })).statusCode).toBe(401);
    // Bob's token opens Bob's pass only.
    const bobs = await api.post(bob, generalPayload(demoEventId, bob.email));
    const bobPass = await passOf(bob, bobs.json().data.id);
    expect((await register(device, applePass(bobPass.authenticationToken))).statusCode).toBe(401);
    expect((await unregister(device, applePass(bobPass.authenticationToken))).statusCode).toBe(401);
    const otherType = await register(
      device,
      applePass(pass.authenticationToken),
      { pushToken },
      {
        ...pass,
        passTypeIdentifier: 'pass.org.example.other',
      },
    );
    expect(otherType.statusCode).toBe(404);
    // Bob's registration is gone: his token is right, but the pass is no more.
    await database.db.delete(registrations).where(eq(registrations.id, bobPass.serialNumber));
    const gone = await register(device, applePass(bobPass.authenticationToken), { pushToken }, bobPass);
    expect(gone.statusCode).toBe(404);
    expect(await rowsOf(device)).toEqual([]);
  });

  it.each<[string, () => ReturnType<typeof register>]>([
    [
      'no body',
      () =>
        app.inject({ method: 'POST', url: devicePath(randomHex(16)), headers: applePass(pass.authenticationToken) }),
    ],
    ['no push token', () => register(randomHex(16), applePass(pass.authenticationToken), {})],
    [
      'a push token that is not a token',
      () => register(randomHex(16), applePass(pass.authenticationToken), { pushToken: 'a b<c>' }),
    ],
    [
      'a push token of the wrong type',
      () => register(randomHex(16), applePass(pass.authenticationToken), { pushToken: 42 }),
    ],
    ['an array', () => register(randomHex(16), applePass(pass.authenticationToken), [pushToken])],
    [
      'broken JSON',
      () =>
        app.inject({
          method: 'POST',
          url: devicePath(randomHex(16)),
          headers: { ...applePass(pass.authenticationToken), 'content-type': 'application/json' },
          payload: '{"pushToken":',
        }),
    ],
    [
      'a serial number that is not one',
      () =>
        register(randomHex(16), applePass(pass.authenticationToken), { pushToken }, { ...pass, serialNumber: 'abc' }),
    ],
    ['a device id with odd characters', () => register('dev%20ice%3Cx%3E', applePass(pass.authenticationToken))],
  ])('answers 400 for %s, never 500', async (_case, send) => {
    const response = await send();
    expect(response.statusCode, response.body).toBe(400);
  });

  it('lists the passes changed since a tag: all at first, 204 when none, the pass again once it changes', async () => {
    const device = randomHex(16);
    expect((await updatable(device)).statusCode).toBe(204);
    expect((await register(device, applePass(pass.authenticationToken))).statusCode).toBe(201);
    const all = await updatable(device);
    expect(all.statusCode, all.body).toBe(200);
    const { serialNumbers, lastUpdated } = all.json();
    expect(serialNumbers).toEqual([pass.serialNumber]);
    expect(lastUpdated).toMatch(/^\d+$/);
    expect((await updatable(device, lastUpdated)).statusCode).toBe(204);

    // The registration changes: the pass is listed again, with a later tag.
    await database.db
      .update(registrations)
      .set({ updatedAt: new Date(Number(lastUpdated) + 1_000) })
      .where(eq(registrations.id, pass.serialNumber));
    const changed = await updatable(device, lastUpdated);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().serialNumbers).toEqual([pass.serialNumber]);
    expect(Number(changed.json().lastUpdated)).toBeGreaterThan(Number(lastUpdated));

    expect((await updatable(device, 'yesterday')).statusCode).toBe(400);
    expect((await updatable(device, undefined, 'pass.org.example.other')).statusCode).toBe(404);
    expect((await updatable('bad device!')).statusCode).toBe(400);
  });

  it('unregisters a device with the pass token (401 without), after which nothing is listed for it', async () => {
    const device = randomHex(16);
    await register(device, applePass(pass.authenticationToken));
    expect((await unregister(device, applePass('wrong'))).statusCode).toBe(401);
    expect(await rowsOf(device)).toHaveLength(1);
    expect((await unregister(device, applePass(pass.authenticationToken))).statusCode).toBe(200);
    expect(await rowsOf(device)).toEqual([]);
    expect((await updatable(device)).statusCode).toBe(204);
  });

  it('writes device logs without tokens, and refuses a malformed log body (400)', async () => {
    const logs = [
      `Web service error for ${pass.passTypeIdentifier}: Response to 'What changed?' request included 1 serial numbers but the lastUpdated tag remained the same.`,
      `Authorization: ApplePass ${pass.authenticationToken}`,
      `Register request for device with pushToken=${pushToken} failed`,
      `authenticationToken "${pass.authenticationToken}" was refused`,
    ];
    const sent = await app.inject({ method: 'POST', url: service('/log'), payload: { logs } });
    expect(sent.statusCode, sent.body).toBe(200);
    const written = log.filter((line) => line.includes('wallet device log'));
    expect(written).toHaveLength(4);
    expect(written[0]).toContain('lastUpdated tag remained the same');
    expect(written[1]).toContain('ApplePass [redacted]');

    for (const payload of [{}, { logs: 'text' }, { logs: [1, 2] }, { logs: Array.from({ length: 101 }, () => 'x') }])
      expect((await app.inject({ method: 'POST', url: service('/log'), payload })).statusCode).toBe(400);
  });

  it('leaves no pass token, push token or device id in the server log', async () => {
    const device = randomHex(16);
    await register(device, applePass(pass.authenticationToken));
    await updatable(device);
    const everything = log.join('');
    expect(everything).toContain('/wallet-service/v1/devices/[redacted]/registrations/');
    expect(everything).not.toContain(pass.authenticationToken);
    expect(everything).not.toContain(pushToken);
    expect(everything).not.toContain(device);
  });
});
