import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

/** Fields that must never reach a log line, wherever they sit in a logged object. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'oldPassword',
  'previousPassword',
  'proposedPassword',
  'cardNumber',
  'cardCode',
  'expirationDate',
  'cvv',
  'confirmationCode',
  'verificationCode',
  'token',
  'accessToken',
  'idToken',
  'refreshToken',
  'delegationKey',
];

export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `body.${field}`, `*.body.${field}`]),
  // A payment sits one level down in registration and reservation bodies (SPEC.md §3).
  ...['cardNumber', 'cardCode', 'expirationDate'].flatMap((field) => [
    `payment.${field}`,
    `*.payment.${field}`,
    `body.payment.${field}`,
    `*.body.payment.${field}`,
  ]),
  // Request bodies are never logged whole.
  'req.body',
  'request.body',
  // A bare `code` is a one-time code only inside a request body; elsewhere (err.code) it is a diagnosis.
  'body.code',
  '*.body.code',
];

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps a caller's (or the load balancer's) x-request-id when it is sane, so one id follows a request. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The Fastify logger options: structured pino, request ids, secrets redacted. */
export function loggerOptions(
  level: string,
  /** Where the lines go (stdout by default); tests capture them to check what a log holds. */
  stream?: { write(line: string): void },
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'disableRequestLogging'> {
  return {
    logger:
      level === 'silent'
        ? false
        : { level, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' }, ...(stream ? { stream } : {}) },
    genReqId: requestId,
  };
}
