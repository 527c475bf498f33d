import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '@festival/server-platform';
import type { UserRecord } from './users.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's user record on routes declared `authenticated` or with a `permission`. */
    user: UserRecord | null;
  }
}

/** The signed-in caller; a route that reads it without declaring authentication gets a 401, not a crash. */
export function currentUser(request: FastifyRequest): UserRecord {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}
