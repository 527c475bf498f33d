import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, ServiceUnavailableError, UnauthorizedError } from './http-errors';

/** Who a valid token belongs to. The identity work may add claims; `sub` is always there. */
export interface Principal {
  sub: string;
  email?: string;
  groups?: string[];
  claims: Record<string, unknown>;
}

/**
 * What a verifier throws for a token that is not acceptable (bad signature, expired, wrong
 * audience, disabled account): the caller gets 401. Anything else a verifier throws is an outage
 * (database, key set unreachable) and becomes 503, so that a brief outage signs nobody out.
 */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

/** True for the failures that mean "this token is no good", as opposed to "we could not check it". */
export const isTokenFailure = (error: unknown): boolean =>
  error instanceof InvalidTokenError || (error instanceof HttpError && error.statusCode === 401);

/**
 * Checks a bearer token and says whose it is, or rejects: InvalidTokenError (or a 401
 * UnauthorizedError) for a bad token, any other error when it cannot tell. The identity work
 * supplies the real one (RS256 ID tokens via JWKS, for the embedded idp and for Cognito alike).
 */
export interface TokenVerifier {
  verify(token: string): Promise<Principal>;
}

/** Until an identity provider is plugged in, no token is valid. */
export const rejectAllTokens: TokenVerifier = {
  verify: async () => {
    throw new UnauthorizedError();
  },
};

declare module 'fastify' {
  interface FastifyInstance {
    tokenVerifier: TokenVerifier;
    /** onRequest hook for protected scopes: `scope.addHook('onRequest', scope.authenticate)`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

export interface AuthenticateOptions {
  tokenVerifier?: TokenVerifier;
}

/** Decorates the app with the token verifier and the `authenticate` hook protected scopes add. */
export const authenticatePlugin = fp<AuthenticateOptions>(
  async (app: FastifyInstance, options) => {
    app.decorate('tokenVerifier', options.tokenVerifier ?? rejectAllTokens);
    app.decorateRequest('principal', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw new UnauthorizedError();
      try {
        request.principal = await app.tokenVerifier.verify(token);
      } catch (error) {
        if (isTokenFailure(error)) {
          request.log.info({ reason: (error as Error).message }, 'token rejected');
          throw new UnauthorizedError();
        }
        request.log.error({ err: error }, 'token could not be checked');
        throw new ServiceUnavailableError();
      }
    });
  },
  { name: 'authenticate', dependencies: ['error-handler'] },
);
