import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import {
  createSecureServer,
  createServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type IncomingHttpHeaders,
} from 'node:http2';
import type { TLSSocket } from 'node:tls';
import type { AddressInfo } from 'node:net';

/** What the stand-in received: one request per push. */
export interface ApnsRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** Over TLS, the common name of the client certificate the connection was authenticated with. */
  clientCertificate?: string;
}

/** TLS with client authentication, as APNs does for certificate-based providers. */
export interface StandInTls {
  cert: string;
  key: string;
  /** The authority whose client certificates are accepted. */
  clientCa: string;
}

/** Apple's reasons for the statuses a test asks for. */
const REASONS: Record<number, string> = {
  400: 'BadDeviceToken',
  403: 'ExpiredProviderToken',
  410: 'Unregistered',
  429: 'TooManyRequests',
  503: 'ServiceUnavailable',
};

/**
 * A local APNs for tests: plain HTTP/2 (h2c) on a free port, or HTTP/2 over TLS refusing clients
 * without a certificate of `tls.clientCa`; it records each request and answers 410 Unregistered
 * for the push tokens in `unregistered`, `status` (200 by default) otherwise.
 */
export async function startApnsStandIn(tls?: StandInTls) {
  const requests: ApnsRequest[] = [];
  const unregistered = new Set<string>();
  const state = { status: 200 };
  const handle = (request: Http2ServerRequest, response: Http2ServerResponse) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const path = request.headers[':path'] ?? '';
      const peer = tls ? (request.socket as unknown as TLSSocket).getPeerCertificate() : null;
      requests.push({
        method: request.headers[':method'] ?? '',
        path,
        headers: request.headers,
        body,
        ...(peer ? { clientCertificate: String(peer.subject?.CN ?? '') } : {}),
      });
      const token = path.split('/').pop() ?? '';
      const status = unregistered.has(token) ? 410 : state.status;
      response.writeHead(status, { 'apns-id': 'c0ffee00-0000-4000-8000-000000000000' });
      response.end(status === 200 ? '' : JSON.stringify({ reason: REASONS[status] ?? 'InternalServerError' }));
    });
  };
  const server = tls
    ? createSecureServer(
        { cert: tls.cert, key: tls.key, ca: tls.clientCa, requestCert: true, rejectUnauthorized: true },
        handle,
      )
    : createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    requests,
    unregistered,
    /** The status of every push not unregistered. */
    answer(status: number) {
      state.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An APNs auth key as Apple's .p8 holds it (PKCS #8, P-256), with its public half to verify tokens. */
export function apnsTestKey(): { privateKeyPem: string; publicKey: KeyObject } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey };
}
