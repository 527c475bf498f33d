import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, ErrorBody, type FieldError } from '@festival/shared-util-api-contracts';
import { HttpError, NotFoundError, RateLimitError, ServiceUnavailableError } from './http-errors';

export const INTERNAL_ERROR_MESSAGE = 'An error has occurred';

const CODE_BY_STATUS: Record<number, string> = {
  400: ERROR_CODES.badRequest,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbiddenRead,
  404: ERROR_CODES.notFound,
  405: ERROR_CODES.badRequest,
  406: ERROR_CODES.badRequest,
  409: ERROR_CODES.conflict,
  411: ERROR_CODES.badRequest,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
  422: ERROR_CODES.businessRule,
  429: ERROR_CODES.rateLimited,
};

/** The contracts' own formats in plain words (ajv would say `must match format "web-link"`). */
const FORMAT_MESSAGES: Record<string, string> = {
  'web-link': 'must be a web address starting with https://',
  'web-image': "must be a web address starting with https://, or an uploaded picture's path",
};

interface AjvIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** Ajv's issues as `{ field, message }`, e.g. `{ field: 'query.take', message: 'must be integer' }`. */
export function fieldErrors(issues: AjvIssue[], part: string | undefined): FieldError[] {
  const fieldOf = (issue: AjvIssue, extra?: unknown) =>
    [part, ...(issue.instancePath ?? '').split('/').filter(Boolean), ...(typeof extra === 'string' ? [extra] : [])]
      .filter(Boolean)
      .join('.') ||
    (part ?? 'request');
  // A union of literals fails once per literal and once more for the union: say it once, with the choices.
  const choices = new Map<string, unknown[]>();
  for (const issue of issues) {
    if (issue.keyword === 'const')
      choices.set(fieldOf(issue), [...(choices.get(fieldOf(issue)) ?? []), issue.params?.['allowedValue']]);
  }
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const issue of issues) {
    const params = issue.params ?? {};
    let error: FieldError;
    if (issue.keyword === 'additionalProperties')
      error = { field: fieldOf(issue, params['additionalProperty']), message: 'is not allowed' };
    else if (issue.keyword === 'required')
      error = { field: fieldOf(issue, params['missingProperty']), message: 'is required' };
    else if (issue.keyword === 'const' && choices.has(fieldOf(issue))) continue;
    else if (issue.keyword === 'anyOf' && choices.has(fieldOf(issue)))
      error = {
        field: fieldOf(issue),
        message: `must be one of ${[...new Set(choices.get(fieldOf(issue)))].join(', ')}`,
      };
    else if (issue.keyword === 'format' && FORMAT_MESSAGES[String(params['format'])])
      error = { field: fieldOf(issue), message: FORMAT_MESSAGES[String(params['format'])] };
    else error = { field: fieldOf(issue), message: issue.message ?? 'is invalid' };
    const key = `${error.field}\n${error.message}`;
    if (!seen.has(key)) result.push(error);
    seen.add(key);
  }
  return result;
}

/** SQLSTATEs of a database that cannot take the connection now: too many connections, starting up. */
const DATABASE_BUSY_CODES = new Set(['53300', '57P03']);

/**
 * Whether the failure is the database being out of reach for now rather than a bug: the pool had
 * no free connection within its wait (pg-pool's "timeout exceeded when trying to connect", under
 * a burst) or the server refused a new one. Looked for along the `cause` chain (drizzle wraps it).
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { message, code, cause } = current as { message?: unknown; code?: unknown; cause?: unknown };
    if (message === 'timeout exceeded when trying to connect') return true;
    if (typeof code === 'string' && DATABASE_BUSY_CODES.has(code)) return true;
    current = cause;
  }
  return false;
}

/** Seconds a caller is asked to wait (Retry-After) with a 503 (the database busy or out of reach). */
const BUSY_RETRY_SECONDS = 2;

function describe(error: FastifyError): { status: number; body: ErrorBody } {
  if (isDatabaseBusy(error)) {
    const busy = new ServiceUnavailableError();
    return { status: 503, body: { message: busy.message, code: busy.code } };
  }
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: { message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}) },
    };
  }
  if (error.validation) {
    const part = error.validationContext === 'querystring' ? 'query' : error.validationContext;
    const errors = fieldErrors(error.validation as AjvIssue[], part);
    return { status: 400, body: { message: 'Invalid input', code: ERROR_CODES.badRequest, errors } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type) have plain messages.
    return {
      status,
      body: {
        message: error.message.replace(/^FST_\w+: /, ''),
        code: CODE_BY_STATUS[status] ?? ERROR_CODES.badRequest,
      },
    };
  }
  return { status: 500, body: { message: INTERNAL_ERROR_MESSAGE, code: ERROR_CODES.internal } };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: FastifyError): FastifyReply {
  const { status, body } = describe(error);
  // Overload, not a bug: one line, and the caller is told when to try again.
  if (status === 503 && isDatabaseBusy(error))
    request.log.warn({ reason: 'database busy' }, 'request refused: no database connection free in time');
  else if (status >= 500) request.log.error({ err: error }, 'request failed');
  if (status === 503) reply.header('retry-after', String(BUSY_RETRY_SECONDS));
  else request.log.info({ status, errorCode: body.code }, body.message);
  if (error instanceof RateLimitError && error.retryAfterSeconds)
    reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * One error handler for the whole server: every failure leaves as `{ message, code, errors? }`.
 * 500 is reserved for real bugs; they are logged and the body says only "An error has occurred".
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => sendError(request, reply, error));
    app.setNotFoundHandler((request, reply) =>
      sendError(
        request,
        reply,
        new NotFoundError(`Not found: ${request.method} ${request.url.split('?')[0]}`) as unknown as FastifyError,
      ),
    );
  },
  { name: 'error-handler' },
);

/** The error answers a signed-in caller's route may give, for its response schema. */
export const callerErrorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
  429: ErrorBody,
};
