// Brings the OpenAPI schema keywords (tags, summary, hide) into Fastify's route types.
import type {} from '@fastify/swagger';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { changePassword, getUser, globalSignOut, revokeToken } from './account.service';
import { initiateAuth, respondToAuthChallenge } from './auth.service';
import { createCaptchaChallenge } from './captcha';
import { issuerOf } from './idp-config';
import { settleBackground, type IdpContext, type RequestInfo } from './idp-context';
import { errors, IdpError } from './idp-errors';
import type { Body } from './request-fields';
import { getJwks } from './signing-keys';
import {
  confirmForgotPassword,
  confirmSignUp,
  forgotPassword,
  resendConfirmationCode,
  signUp,
} from './sign-up.service';

export interface IdpRoutesOptions {
  context: IdpContext;
}

type Operation = (ctx: IdpContext, body: Body, request: RequestInfo) => Promise<unknown>;

/** The public operations; Admin* are served to the api's admin routes as functions instead. */
const operations: Record<string, Operation> = {
  SignUp: signUp,
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetUser: (ctx, body) => getUser(ctx, body),
  ChangePassword: changePassword,
  GlobalSignOut: (ctx, body) => globalSignOut(ctx, body),
  RevokeToken: (ctx, body) => revokeToken(ctx, body),
};

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const AMZ_JSON = 'application/x-amz-json-1.1';
const ALLOWED_HEADERS = 'content-type, x-amz-target, x-amz-user-agent, cache-control, authorization';

function sendError(reply: FastifyReply, error: IdpError) {
  return reply
    .status(error.statusCode)
    .header('x-amzn-ErrorType', `${error.code}:`)
    .type(AMZ_JSON)
    .send({ __type: error.code, message: error.message });
}

/**
 * The Cognito-compatible endpoint at `<mountPath>` (POST, X-Amz-Target), its JWKS, and the
 * captcha challenge. Errors inside this scope take Cognito's shape, whatever raised them.
 */
export const idpRoutes: FastifyPluginAsync<IdpRoutesOptions> = async (app, { context }) => {
  const { config } = context;
  const base = config.mountPath;
  context.log ??= app.log;
  app.addHook('onClose', () => settleBackground(context));

  app.addContentTypeParser(
    ['application/x-amz-json-1.1', 'application/x-amz-json-1.0'],
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new IdpError('SerializationException', 'The request body is not valid JSON.'), undefined);
      }
    },
  );

  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && config.isAllowedOrigin(origin)) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Vary', 'Origin');
      reply.header('Access-Control-Expose-Headers', 'x-amzn-ErrorType, x-amzn-RequestId');
    }
  });

  app.setErrorHandler((error: FastifyError | IdpError, request, reply) => {
    if (error instanceof IdpError) return sendError(reply, error);
    const status = (error as FastifyError).statusCode ?? 500;
    if (status < 500) {
      const code =
        status === 413
          ? 'RequestEntityTooLargeException'
          : status === 415
            ? 'UnsupportedMediaTypeException'
            : 'InvalidParameterException';
      return sendError(reply, new IdpError(code, error.message, status === 413 || status === 415 ? status : 400));
    }
    request.log.error({ err: error, target: request.headers['x-amz-target'] }, 'idp operation failed');
    return sendError(reply, new IdpError('InternalErrorException', 'An internal error occurred.', 500));
  });

  const preflight = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (origin && config.isAllowedOrigin(origin)) {
      reply.header('Access-Control-Allow-Methods', 'POST, GET, OPTIONS');
      reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      reply.header('Access-Control-Max-Age', '600');
    }
    return reply.status(204).send();
  };

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    const target = String(request.headers['x-amz-target'] ?? '');
    if (!target.startsWith(TARGET_PREFIX)) throw errors.unknownOperation(target || '(missing X-Amz-Target)');
    const name = target.slice(TARGET_PREFIX.length);
    if (name.startsWith('Admin') || name === 'ListUsers') {
      throw new IdpError('NotAuthorizedException', 'Admin operations are not available on the public endpoint.', 403);
    }
    const operation = Object.hasOwn(operations, name) ? operations[name] : undefined;
    if (!operation) throw errors.unknownOperation(name);
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw new IdpError('SerializationException', 'The request body must be a JSON object.');
    const result = await operation(context, body as Body, { ip: request.ip });
    return reply.type(AMZ_JSON).send(result ?? {});
  };

  for (const path of [base, `${base}/`]) {
    app.post(path, { schema: { hide: true } }, handle);
    app.options(path, { schema: { hide: true } }, preflight);
  }

  app.options(`${base}/captcha/challenge`, { schema: { hide: true } }, preflight);
  app.get(
    `${base}/captcha/challenge`,
    { schema: { tags: ['identity'], summary: 'An ALTCHA proof-of-work challenge for sign-up and sign-in' } },
    async (_request, reply) => {
      if (!config.captcha.enabled) throw new IdpError('ResourceNotFoundException', 'The captcha is switched off.', 404);
      reply.header('Cache-Control', 'no-store');
      return createCaptchaChallenge(context.db, config.captcha, config.now());
    },
  );

  app.get<{ Params: { poolId: string } }>(
    `${base}/:poolId/.well-known/jwks.json`,
    { schema: { tags: ['identity'], summary: 'Public keys of the ID and access tokens' } },
    async (request, reply) => {
      if (request.params.poolId !== config.userPoolId)
        throw new IdpError('ResourceNotFoundException', 'User pool does not exist.', 404);
      reply.header('Cache-Control', 'public, max-age=300');
      return getJwks(context.db, config.now());
    },
  );

  app.get<{ Params: { poolId: string } }>(
    `${base}/:poolId/.well-known/openid-configuration`,
    { schema: { hide: true } },
    async (request) => {
      if (request.params.poolId !== config.userPoolId)
        throw new IdpError('ResourceNotFoundException', 'User pool does not exist.', 404);
      const issuer = issuerOf(config);
      return {
        issuer,
        jwks_uri: `${issuer}/.well-known/jwks.json`,
        id_token_signing_alg_values_supported: ['RS256'],
        subject_types_supported: ['public'],
      };
    },
  );
};
