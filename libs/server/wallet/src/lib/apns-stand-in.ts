import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http2';
import type { AddressInfo } from 'node:net';

/** What the stand-in received: one request per push. */
export interface ApnsRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
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
 * A local APNs for tests: plain HTTP/2 (h2c) on a free port, recording each request and answering
 * 410 Unregistered for the push tokens in `unregistered`, `status` (200 by default) otherwise.
 */
export async function startApnsStandIn() {
  const requests: ApnsRequest[] = [];
  const unregistered = new Set<string>();
  const state = { status: 200 };
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const path = request.headers[':path'] ?? '';
      requests.push({ method: request.headers[':method'] ?? '', path, headers: request.headers, body });
      const token = path.split('/').pop() ?? '';
      const status = unregistered.has(token) ? 410 : state.status;
      response.writeHead(status, { 'apns-id': 'c0ffee00-0000-4000-8000-000000000000' });
      response.end(status === 200 ? '' : JSON.stringify({ reason: REASONS[status] ?? 'InternalServerError' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
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
