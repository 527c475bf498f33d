import { decodeProtectedHeader, jwtVerify } from 'jose';
import { createApnsPusher, PROVIDER_TOKEN_LIFETIME_MS } from './apns-pusher';
import { apnsTestKey, startApnsStandIn } from './apns-stand-in';
import { createDevCertificates } from './dev-certificates';

// The APNs adapter against a local HTTP/2 stand-in: Apple's request for a pass update (path,
// topic, push type, bearer provider token, empty JSON) and what its answers mean.

const TOPIC = 'pass.org.festpac.registration';
const tokenA = 'a'.repeat(64);
const tokenB = 'b'.repeat(64);

describe('the APNs pusher', () => {
  let apns: Awaited<ReturnType<typeof startApnsStandIn>>;
  const key = apnsTestKey();
  let clock = new Date('2027-06-01T00:00:00Z');
  const pusher = () =>
    createApnsPusher({
      endpoint: apns.endpoint,
      keyId: 'KEY1234567',
      teamId: 'TEAM123456',
      privateKeyPem: key.privateKeyPem,
      now: () => clock,
    });

  beforeEach(async () => {
    apns = await startApnsStandIn();
  });
  afterEach(() => apns.close());

  it("posts an empty JSON to /3/device/<token> on the pass type's topic, with an ES256 provider token of the team", async () => {
    const apnsPusher = pusher();
    const outcome = await apnsPusher.passesChanged(TOPIC, [tokenA]);
    await apnsPusher.close();
    expect(outcome).toEqual({ delivered: [tokenA], unregistered: [], refused: [], retry: [] });
    expect(apns.requests).toHaveLength(1);
    const [request] = apns.requests;
    expect(request).toMatchObject({ method: 'POST', path: `/3/device/${tokenA}`, body: '{}' });
    expect(request.headers).toMatchObject({
      'apns-topic': TOPIC,
      'apns-push-type': 'background',
      'apns-priority': '5',
      'content-type': 'application/json',
    });
    const [scheme, jwt] = String(request.headers['authorization']).split(' ');
    expect(scheme).toBe('bearer');
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'ES256', kid: 'KEY1234567' });
    const { payload } = await jwtVerify(jwt, key.publicKey, {
      algorithms: ['ES256'],
      issuer: 'TEAM123456',
      currentDate: clock,
    });
    expect(payload.iat).toBe(clock.getTime() / 1000);
    // Signed with the .p8 key: another key does not verify it.
    await expect(jwtVerify(jwt, apnsTestKey().publicKey)).rejects.toThrow();
  });

  it('reuses one provider token for 50 minutes, then signs a new one', async () => {
    const apnsPusher = pusher();
    const authorization = () => apns.requests.map((r) => r.headers['authorization']);
    await apnsPusher.passesChanged(TOPIC, [tokenA]);
    clock = new Date(clock.getTime() + PROVIDER_TOKEN_LIFETIME_MS - 1_000);
    await apnsPusher.passesChanged(TOPIC, [tokenA]);
    expect(new Set(authorization()).size).toBe(1);
    clock = new Date(clock.getTime() + 2_000);
    await apnsPusher.passesChanged(TOPIC, [tokenA]);
    await apnsPusher.close();
    expect(new Set(authorization()).size).toBe(2);
    expect(PROVIDER_TOKEN_LIFETIME_MS).toBe(50 * 60_000);
  });

  it('tells 410 Unregistered apart from a refusal for good and from what is worth another try', async () => {
    const apnsPusher = pusher();
    apns.unregistered.add(tokenB);
    expect(await apnsPusher.passesChanged(TOPIC, [tokenA, tokenB, tokenA, 'not a token/../x'])).toEqual({
      delivered: [tokenA],
      unregistered: [tokenB],
      refused: [{ pushToken: 'not a token/../x', status: 0, reason: 'not a push token' }],
      retry: [],
    });
    apns.answer(503);
    expect((await apnsPusher.passesChanged(TOPIC, [tokenA])).retry).toEqual([
      { pushToken: tokenA, status: 503, reason: 'ServiceUnavailable' },
    ]);
    apns.answer(400);
    expect((await apnsPusher.passesChanged(TOPIC, [tokenA])).refused).toEqual([
      { pushToken: tokenA, status: 400, reason: 'BadDeviceToken' },
    ]);
    await apnsPusher.close();
    // A malformed token never reached APNs.
    expect(apns.requests.map((r) => r.path)).not.toContain('/3/device/not a token/../x');
  });

  it('counts a push without an answer as one to try again', async () => {
    const apnsPusher = createApnsPusher({
      endpoint: 'http://127.0.0.1:9',
      keyId: 'KEY1234567',
      teamId: 'TEAM123456',
      privateKeyPem: key.privateKeyPem,
    });
    const outcome = await apnsPusher.passesChanged(TOPIC, [tokenA]);
    await apnsPusher.close();
    expect(outcome.delivered).toEqual([]);
    expect(outcome.retry).toEqual([expect.objectContaining({ pushToken: tokenA, status: 0 })]);
  });

  it("authenticates with the pass type's certificate where no APNs key is set, as Apple's Wallet guide does", async () => {
    const now = new Date();
    // Two made-up authorities: one stands for Apple's server, the other issued our pass certificate.
    const server = createDevCertificates('pass.apple.stand-in', 'APPLE00000', now);
    const ours = createDevCertificates(TOPIC, 'A1B2C3D4E5', now);
    const secure = await startApnsStandIn({ cert: server.signerCert, key: server.signerKey, clientCa: ours.wwdr });
    const trustStandIn = { ca: server.wwdr, checkServerIdentity: () => undefined };
    try {
      const certified = createApnsPusher({
        endpoint: secure.endpoint,
        clientCertificate: { cert: ours.signerCert, key: ours.signerKey },
        tls: trustStandIn,
      });
      expect(await certified.passesChanged(TOPIC, [tokenA])).toEqual({
        delivered: [tokenA],
        unregistered: [],
        refused: [],
        retry: [],
      });
      await certified.close();
      expect(secure.requests).toHaveLength(1);
      expect(secure.requests[0]).toMatchObject({
        path: `/3/device/${tokenA}`,
        clientCertificate: `Pass Type ID: ${TOPIC}`,
      });
      expect(secure.requests[0].headers['authorization']).toBeUndefined();

      // A certificate of another authority gets no answer at all: the push is tried again later.
      const stranger = createDevCertificates(TOPIC, 'A1B2C3D4E5', now);
      const refused = createApnsPusher({
        endpoint: secure.endpoint,
        clientCertificate: { cert: stranger.signerCert, key: stranger.signerKey },
        tls: trustStandIn,
        requestTimeoutMs: 2_000,
      });
      expect((await refused.passesChanged(TOPIC, [tokenA])).retry).toEqual([
        expect.objectContaining({ pushToken: tokenA, status: 0 }),
      ]);
      await refused.close();
      expect(secure.requests).toHaveLength(1);
    } finally {
      await secure.close();
    }
  });
});
