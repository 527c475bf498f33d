import { connect, constants, type ClientHttp2Session, type SecureClientSessionOptions } from 'node:http2';
import { importPKCS8, SignJWT } from 'jose';
import type { PassUpdatePusher, PushOutcome } from './wallet-devices.service';

// Tells devices that a pass changed (Apple's "Updating a pass"): for each push token, an HTTP/2
// POST to APNs /3/device/<token> on the pass type's topic with an empty JSON payload; the device
// then asks our web service which passes changed and fetches them.

/**
 * How APNs knows us. Apple's Wallet guide sends pass-update pushes with the pass type's own
 * certificate (TLS client authentication); token-based authentication (a .p8 key of the team) is
 * accepted on pass topics too, and needs no certificate renewal on the push path.
 */
export type ApnsSettings = ApnsTokenSettings | ApnsCertificateSettings;

interface ApnsEndpoint {
  /** https://api.push.apple.com (production) or https://api.sandbox.push.apple.com; http:// speaks h2c (tests). */
  endpoint: string;
}

/** Token-based: the .p8 key of the team, its key id and the team id. */
export interface ApnsTokenSettings extends ApnsEndpoint {
  keyId: string;
  teamId: string;
  /** The .p8 key (PKCS #8 PEM, P-256). */
  privateKeyPem: string;
}

/** Certificate-based: the Pass Type ID certificate and key that sign the passes. */
export interface ApnsCertificateSettings extends ApnsEndpoint {
  clientCertificate: { cert: string; key: string; passphrase?: string };
}

export type ApnsPusherOptions = ApnsSettings & {
  now?: () => Date;
  /** Extra TLS options of the connection (a test's own certificate authority). */
  tls?: Pick<SecureClientSessionOptions, 'ca' | 'checkServerIdentity'>;
  /** How long one request may take before it counts as failed. */
  requestTimeoutMs?: number;
};

/**
 * Apple refuses a provider token older than an hour and one renewed more often than every 20
 * minutes (TooManyProviderTokenUpdates), so one token serves 50 minutes.
 */
export const PROVIDER_TOKEN_LIFETIME_MS = 50 * 60_000;

/** A push token is hexadecimal; anything else never goes into a path. */
const PUSH_TOKEN = /^[0-9a-fA-F]{16,200}$/;

export function createApnsPusher(options: ApnsPusherOptions): PassUpdatePusher {
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.requestTimeoutMs ?? 10_000;
  const tokenAuth = 'privateKeyPem' in options ? options : null;
  const key = tokenAuth ? importPKCS8(tokenAuth.privateKeyPem, 'ES256') : null;
  const tls: SecureClientSessionOptions = {
    ...options.tls,
    ...('clientCertificate' in options ? options.clientCertificate : {}),
  };
  let token: { jwt: string; issuedAt: number } | null = null;
  let session: ClientHttp2Session | null = null;

  /** The bearer provider token with a .p8 key; null where the connection's certificate speaks for us. */
  async function providerToken(): Promise<string | null> {
    if (!tokenAuth || !key) return null;
    const at = now().getTime();
    if (token && at - token.issuedAt < PROVIDER_TOKEN_LIFETIME_MS) return token.jwt;
    const jwt = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: tokenAuth.keyId })
      .setIssuer(tokenAuth.teamId)
      .setIssuedAt(Math.floor(at / 1000))
      .sign(await key);
    token = { jwt, issuedAt: at };
    return jwt;
  }

  /** One connection, kept open between pushes as Apple asks, made again once it closed. */
  function connection(): ClientHttp2Session {
    if (session && !session.closed && !session.destroyed) return session;
    const opened = connect(options.endpoint, tls);
    opened.on('error', () => opened.destroy());
    opened.on('close', () => {
      if (session === opened) session = null;
    });
    // An idle connection does not keep the process alive.
    opened.unref();
    session = opened;
    return opened;
  }

  function post(topic: string, pushToken: string, jwt: string | null): Promise<{ status: number; reason?: string }> {
    return new Promise((resolve, reject) => {
      const request = connection().request({
        [constants.HTTP2_HEADER_METHOD]: 'POST',
        [constants.HTTP2_HEADER_PATH]: `/3/device/${pushToken}`,
        ...(jwt ? { authorization: `bearer ${jwt}` } : {}),
        'apns-topic': topic,
        // No alert, badge or sound: Wallet only learns that the pass changed; 5 is the priority of such pushes.
        'apns-push-type': 'background',
        'apns-priority': '5',
        'content-type': 'application/json',
      });
      let status = 0;
      let body = '';
      request.setTimeout(timeoutMs, () => request.close(constants.NGHTTP2_CANCEL));
      request.on('response', (headers) => (status = Number(headers[constants.HTTP2_HEADER_STATUS])));
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('error', reject);
      request.on('close', () => {
        if (status === 0) return reject(new Error('APNs gave no answer'));
        let reason: string | undefined;
        try {
          reason = body ? (JSON.parse(body) as { reason?: string }).reason : undefined;
        } catch {
          reason = undefined;
        }
        resolve({ status, reason });
      });
      request.end('{}');
    });
  }

  return {
    async passesChanged(passTypeIdentifier, pushTokens): Promise<PushOutcome> {
      const outcome: PushOutcome = { delivered: [], unregistered: [], refused: [], retry: [] };
      const jwt = await providerToken();
      for (const pushToken of new Set(pushTokens)) {
        if (!PUSH_TOKEN.test(pushToken)) {
          outcome.refused.push({ pushToken, status: 0, reason: 'not a push token' });
          continue;
        }
        try {
          const { status, reason = 'unknown' } = await post(passTypeIdentifier, pushToken, jwt);
          if (status === 200) outcome.delivered.push(pushToken);
          // 410 Unregistered: the device no longer takes pushes on this topic (the pass was removed).
          else if (status === 410) outcome.unregistered.push(pushToken);
          else if (status === 403 || status === 429 || status >= 500) {
            // Our token, too many pushes, or Apple's trouble: tried again on the next sweep, with a
            // new provider token when Apple refused this one.
            if (status === 403) token = null;
            outcome.retry.push({ pushToken, status, reason });
          } else outcome.refused.push({ pushToken, status, reason });
        } catch (error) {
          outcome.retry.push({ pushToken, status: 0, reason: (error as Error).message });
        }
      }
      return outcome;
    },
    async close() {
      const open = session;
      session = null;
      if (open && !open.closed) await new Promise<void>((resolve) => open.close(() => resolve()));
    },
  };
}
