import type { FieldError } from '@festival/shared-util-api-contracts';

/** Every failed call rejects with this: a message fit for a toast plus what the server said. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Did the API answer with `status`? The one way the apps read a failed call's status. */
export function hasStatus(error: unknown, status: number): boolean {
  return isApiError(error) && error.status === status;
}

/** The API said 404: no such thing (or none of the caller's). */
export const isNotFound = (error: unknown): boolean => hasStatus(error, 404);

/** The API said 403: the caller may not see or do this. */
export const isForbidden = (error: unknown): boolean => hasStatus(error, 403);
