import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** The encoding to send a text in, as the client accepts it (no q-values weighing: br, then gzip). */
export function encodingFor(request: FastifyRequest): Encoding | null {
  const accepted = request.headers['accept-encoding'];
  if (!accepted || request.headers['x-no-compression'] !== undefined) return null;
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** `body` compressed as @fastify/compress would send it, a little harder (brotli quality 5). */
export function compressText(body: string, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipAsync(body);
}
