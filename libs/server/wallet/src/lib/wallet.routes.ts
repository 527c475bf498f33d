import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type {} from '@festival/server-auth';
import { permissionsOfUser } from '@festival/server-permissions';
import { callerErrorResponses, NotFoundError } from '@festival/server-platform';
import { currentUser } from '@festival/server-users';
import { CheckInKeySet, IdParams, MediaEventParams } from '@festival/shared-util-api-contracts';
import type { JobQueue } from '@festival/server-jobs';
import { createApnsPusher, type ApnsSettings } from './apns-pusher';
import type { PassCertificates } from './dev-certificates';
import { applePassToken, walletDeviceRoutes } from './wallet-devices.routes';
import { PASS_PUSH_JOB, pushPassUpdates, type PassUpdatePusher } from './wallet-devices.service';
import { checkInKeys, passCertificates, passTokens } from './wallet-keys';
import {
  latestPass,
  pressPass,
  walletPass,
  type PassVersion,
  type WalletActivities,
  type WalletDeps,
  type WalletMedia,
} from './wallet.service';

export const PKPASS_CONTENT_TYPE = 'application/vnd.apple.pkpass';

export interface WalletRoutesOptions {
  /** The brand on the pass (FESTIVAL_NAME). */
  festivalName: string;
  passTypeId: string;
  teamId: string;
  /** Apple-issued certificates; null makes (once) and keeps a development pair. */
  certificates: PassCertificates | null;
  activities: WalletActivities;
  /** The media module's side: press passes for accredited media (none without it). */
  media?: WalletMedia;
  now?: () => Date;
  /**
   * The public URL of Apple's pass web service here (…/wallet-service, before Apple's /v1/…):
   * put in each pass as webServiceURL with its authenticationToken. Without it, passes have none.
   */
  webServiceUrl?: (request: FastifyRequest) => string;
  /**
   * APNs settings (APNS_*): with them and the web service, a sweep on `jobs` pushes to the devices
   * whose passes changed (PASS_PUSH_JOB); without them nothing is pushed.
   */
  apns?: ApnsSettings | null;
  jobs?: JobQueue;
  /** Instead of the APNs adapter made from `apns` (tests). */
  pusher?: PassUpdatePusher;
  /** How often the push sweep runs. */
  pushEveryMs?: number;
}

/** Pushes go out within this long of a change: a booking, a cancellation, a status change… */
export const PASS_PUSH_EVERY_MS = 30_000;

/** Whether the client's copy (If-None-Match, or If-Modified-Since) is this version. */
function unchanged(request: FastifyRequest, version: PassVersion): boolean {
  const etags = request.headers['if-none-match'];
  if (etags) return etags.split(',').some((tag) => tag.trim().replace(/^W\//, '') === version.etag);
  const since = request.headers['if-modified-since'];
  const sinceMs = since ? Date.parse(since) : NaN;
  return !Number.isNaN(sinceMs) && version.lastModified.getTime() <= sinceMs;
}

/** The pass, or 304 when the client has this version already; built (and signed) only when sent. */
async function sendPass(request: FastifyRequest, reply: FastifyReply, version: PassVersion, filename: string) {
  reply
    .header('etag', version.etag)
    .header('last-modified', version.lastModified.toUTCString())
    .header('cache-control', 'private, no-cache');
  if (unchanged(request, version)) return reply.status(304).send();
  const body = await version.build();
  return reply.type(PKPASS_CONTENT_TYPE).header('content-disposition', `attachment; filename="${filename}"`).send(body);
}

const PassParams = Type.Object({
  passTypeIdentifier: Type.String({ minLength: 1, maxLength: 255 }),
  serialNumber: Type.String({ format: 'uuid' }),
});

/** Wallet passes of main-event registrations, and the public key that checks their QR codes. */
export const walletRoutes: FastifyPluginAsyncTypebox<WalletRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const pass = { passTypeId: options.passTypeId, teamId: options.teamId };
  const deps: WalletDeps = {
    db: app.db,
    festivalName: options.festivalName,
    pass,
    certificates: passCertificates(app.db, options.certificates, pass, now),
    keys: checkInKeys(app.db),
    activities: options.activities,
    now,
    tokens: passTokens(app.db),
  };

  app.get(
    '/registrations/:id/wallet',
    {
      config: { authenticated: true },
      schema: {
        tags: ['wallet'],
        summary:
          "The registration's Apple Wallet pass (application/vnd.apple.pkpass) with a signed check-in QR code; its owner's or staff's (ATTENDEE:R) only, 404 for anyone else",
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The .pkpass: a signed zip' }),
          ...callerErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const caller = { id: user.id, permissions: () => permissionsOfUser(app.db, user.id) };
      const version = await walletPass(deps, caller, request.params.id, options.webServiceUrl?.(request));
      return sendPass(request, reply, version, 'festival-pass.pkpass');
    },
  );

  const { webServiceUrl } = options;
  if (webServiceUrl)
    app.get(
      '/wallet-service/v1/passes/:passTypeIdentifier/:serialNumber',
      {
        config: { public: true },
        schema: {
          tags: ['wallet'],
          summary:
            "Apple Wallet's web service: the latest version of a pass (Authorization: ApplePass <authenticationToken>); 304 when unchanged since If-Modified-Since, 401 for a wrong token",
          params: PassParams,
          response: {
            200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The .pkpass: a signed zip' }),
            304: Type.Null({ description: 'Not modified since If-Modified-Since' }),
            ...callerErrorResponses,
          },
        },
      },
      async (request, reply) => {
        if (request.params.passTypeIdentifier !== options.passTypeId) throw new NotFoundError('Pass not found');
        const token = applePassToken(request);
        const version = await latestPass(deps, request.params.serialNumber, token, webServiceUrl(request));
        return sendPass(request, reply, version, 'festival-pass.pkpass');
      },
    );
  if (webServiceUrl) await app.register(walletDeviceRoutes, { deps, webServiceUrl });

  // Pass updates are pushed by a background sweep, never inside the request that changed the pass.
  const pusher = options.pusher ?? (options.apns ? createApnsPusher(options.apns) : null);
  if (pusher && webServiceUrl && options.jobs) {
    options.jobs.work(PASS_PUSH_JOB, async () => void (await pushPassUpdates(deps, pusher, app.log)), {
      everyMs: options.pushEveryMs ?? PASS_PUSH_EVERY_MS,
    });
    app.addHook('onClose', () => pusher.close());
  }

  const { media } = options;
  if (media)
    app.get(
      '/media-registrations/:eventId/wallet',
      {
        config: { authenticated: true },
        schema: {
          tags: ['wallet'],
          summary:
            "The caller's press pass (application/vnd.apple.pkpass) for the event: only for an accredited (APPROVED) media application, 422 otherwise, 404 without one",
          security: [{ bearerAuth: [] }],
          params: MediaEventParams,
          response: {
            200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The .pkpass: a signed zip' }),
            ...callerErrorResponses,
          },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const body = await pressPass(deps, media, user, request.params.eventId);
        return reply
          .type(PKPASS_CONTENT_TYPE)
          .header('content-disposition', 'attachment; filename="press-pass.pkpass"')
          .header('cache-control', 'no-store')
          .send(body);
      },
    );

  app.get(
    '/wallet/check-in-key',
    {
      config: { public: true },
      schema: {
        tags: ['wallet'],
        summary: 'The public keys (JWKS) that verify the check-in tokens of wallet passes, offline',
        response: { 200: CheckInKeySet },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return deps.keys.keySet();
    },
  );
};
