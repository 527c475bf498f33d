import { ERROR_CODES, type FieldError } from '@festival/shared-util-api-contracts';

/**
 * An error a module throws on purpose; the error handler turns it into `{ message, code, errors? }`
 * with its status. Anything else that reaches the handler is a bug and becomes a logged 500.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export class BadRequestError extends HttpError {
  override name = 'BadRequestError';
  constructor(message = 'Invalid input', errors?: FieldError[]) {
    super(400, message, ERROR_CODES.badRequest, errors);
  }
}

export class UnauthorizedError extends HttpError {
  override name = 'UnauthorizedError';
  constructor(message = 'Unauthorized') {
    super(401, message, ERROR_CODES.unauthorized);
  }
}

export class ForbiddenError extends HttpError {
  override name = 'ForbiddenError';
  constructor(message = 'Forbidden', code: string = ERROR_CODES.forbiddenRead) {
    super(403, message, code);
  }
}

export class NotFoundError extends HttpError {
  override name = 'NotFoundError';
  constructor(message = 'Not found') {
    super(404, message, ERROR_CODES.notFound);
  }
}

export class ConflictError extends HttpError {
  override name = 'ConflictError';
  constructor(message: string) {
    super(409, message, ERROR_CODES.conflict);
  }
}

/** A business rule says no (422), e.g. registration closed. */
export class BusinessRuleError extends HttpError {
  override name = 'BusinessRuleError';
  constructor(message: string) {
    super(422, message, ERROR_CODES.businessRule);
  }
}

/**
 * A dependency the request needs (the database, the identity provider's keys) is down: the
 * client should retry, and must not conclude that its session ended.
 */
export class ServiceUnavailableError extends HttpError {
  override name = 'ServiceUnavailableError';
  constructor(message = 'The service is temporarily unavailable. Please try again shortly.') {
    super(503, message, 'UNAVAILABLE');
  }
}

export class RateLimitError extends HttpError {
  override name = 'RateLimitError';
  constructor(
    message = 'Too many requests, please try again later.',
    readonly retryAfterSeconds?: number,
  ) {
    super(429, message, ERROR_CODES.rateLimited);
  }
}
