import { createWriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { basename } from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type {} from '@festival/server-auth';
import { BadRequestError, ForbiddenError, HttpError, NotFoundError } from '@festival/server-platform';
import {
  DataEnvelope,
  ERROR_CODES,
  ErrorBody,
  SignedLinkQuery,
  StoredFilePath,
} from '@festival/shared-util-api-contracts';
import { validationMessage } from '@festival/shared-util-form-schemas';
import { contentTypeOfPath, extensionOf, FILE_RULES, parseFilePath } from './file-rules';
import { URL_TTL_SECONDS } from './file-storage';
import type { LocalFileStorage } from './local-storage';
import { MAGIC_BYTES_LENGTH, matchesMagicBytes } from './magic-bytes';

export const INVALID_LINK_MESSAGE = 'This file link is not valid.';
export const EXPIRED_LINK_MESSAGE = 'This file link has expired. Please try again.';
export const INTERRUPTED_MESSAGE = 'The upload was interrupted. Please try again.';
export const USED_LINK_MESSAGE = 'This upload link was already used. Please upload the file again.';

const errors = { 403: ErrorBody, 404: ErrorBody, 413: ErrorBody, 415: ErrorBody };

const tooLarge = (maxBytes: number) =>
  new HttpError(
    413,
    validationMessage('validation.fileTooLarge', { maxMb: maxBytes / (1024 * 1024) }),
    ERROR_CODES.payloadTooLarge,
  );

const wrongType = (key: string) => {
  const accept = FILE_RULES[parseFilePath(key)?.type ?? 'documents'].accept;
  return new HttpError(
    415,
    validationMessage('validation.fileType', { types: accept.join(', ') }),
    ERROR_CODES.unsupportedMediaType,
  );
};

/**
 * Copies the request body to `path`, at most `maxBytes`. Over the limit it stops writing at
 * once and rejects with a 413 (the caller removes the partial file); the rest of the body is
 * drained, not read into memory, and the reply closes the connection.
 */
function receive(source: IncomingMessage, path: string, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(path, { flags: 'wx' });
    let size = 0;
    let head = Buffer.alloc(0);
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      source.removeListener('data', onData);
      source.resume();
      out.destroy();
      // Wait for the file to be closed so that removing it cannot race its creation.
      out.once('close', () => reject(error));
      if (out.closed) reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return fail(tooLarge(maxBytes));
      if (head.length < MAGIC_BYTES_LENGTH)
        head = Buffer.concat([head, chunk.subarray(0, MAGIC_BYTES_LENGTH - head.length)]);
      if (!out.write(chunk)) {
        source.pause();
        out.once('drain', () => source.resume());
      }
    };
    let ended = false;
    source.on('data', onData);
    source.once('end', () => {
      ended = true;
      if (!failed) out.end();
    });
    // A sender that goes away mid-body leaves no partial file either.
    source.once('close', () => !ended && fail(new BadRequestError(INTERRUPTED_MESSAGE)));
    source.once('error', fail);
    out.once('error', fail);
    out.once('finish', () => !failed && resolve(head));
  });
}

/**
 * The upload and download endpoints of the local-disk driver. Public: the signed token in the
 * query is the credential, and it fixes the key, the content type and the size limit.
 */
export const localFilesRoutes: FastifyPluginAsyncTypebox<{ storage: LocalFileStorage }> = async (app, { storage }) => {
  // The body is streamed to disk by the handler, whatever its type: no parser reads it first.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const claimsOf = async (token: string, op: 'put' | 'get') => {
    const check = await storage.verify(token);
    if (!check.ok) throw new ForbiddenError(check.reason === 'expired' ? EXPIRED_LINK_MESSAGE : INVALID_LINK_MESSAGE);
    if (check.claims.op !== op) throw new ForbiddenError(INVALID_LINK_MESSAGE);
    return check.claims;
  };

  app.put(
    '/files/upload',
    {
      config: { public: true },
      schema: {
        tags: ['files'],
        summary:
          'Receives one file at a signed upload URL (local-disk storage); the Content-Type must be the signed one',
        querystring: SignedLinkQuery,
        response: { 200: DataEnvelope(StoredFilePath), ...errors },
      },
    },
    async (request, reply) => {
      const claims = await claimsOf(request.query.token, 'put');
      if (claims.op !== 'put') throw new ForbiddenError(INVALID_LINK_MESSAGE);
      const sent = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      if (sent !== claims.contentType) throw wrongType(claims.key);
      const declaredLength = Number(request.headers['content-length'] ?? 0);
      if (declaredLength > claims.maxBytes) {
        reply.header('connection', 'close');
        throw tooLarge(claims.maxBytes);
      }
      // A link is good for one file: a second PUT (a replayed link) is refused, here and at commit.
      if (await storage.stat(claims.key)) throw new ForbiddenError(USED_LINK_MESSAGE);
      const target = await storage.prepareWrite(claims.key);
      let head: Buffer;
      try {
        head = await receive(request.raw, target.tempPath, claims.maxBytes);
      } catch (error) {
        await target.discard();
        reply.header('connection', 'close');
        throw error;
      }
      if (!matchesMagicBytes(claims.contentType, head)) {
        await target.discard();
        throw wrongType(claims.key);
      }
      try {
        await target.commitNew();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ForbiddenError(USED_LINK_MESSAGE);
        throw error;
      }
      return { data: { filePath: claims.key } };
    },
  );

  app.get(
    '/files/download',
    {
      config: { public: true },
      schema: {
        tags: ['files'],
        summary: 'Sends one stored file at a signed download URL (local-disk storage)',
        querystring: SignedLinkQuery,
        response: { 200: Type.Unknown({ description: 'the file' }), ...errors },
      },
    },
    async (request, reply) => {
      const claims = await claimsOf(request.query.token, 'get');
      const stored = await storage.stat(claims.key);
      if (!stored) throw new NotFoundError('File not found');
      const name = basename(claims.key);
      // Word files and CSV exports are saved, never shown: a browser has no safe inline view of them.
      const disposition = ['docx', 'csv'].includes(extensionOf(name)) ? 'attachment' : 'inline';
      return reply
        .header('content-type', contentTypeOfPath(claims.key))
        .header('content-length', String(stored.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `${disposition}; filename="${name}"`)
        .header('cache-control', `private, max-age=${URL_TTL_SECONDS}`)
        .send(await storage.openRead(claims.key));
    },
  );
};
