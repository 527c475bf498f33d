import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type {} from '@festival/server-auth';
import { permissionsOfUser } from '@festival/server-permissions';
import { callerErrorResponses } from '@festival/server-platform';
import { currentUser } from '@festival/server-users';
import { CheckInKeySet, IdParams, MediaEventParams } from '@festival/shared-util-api-contracts';
import type { PassCertificates } from './dev-certificates';
import { checkInKeys, passCertificates } from './wallet-keys';
import { pressPass, walletPass, type WalletActivities, type WalletDeps, type WalletMedia } from './wallet.service';

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
}

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
      const body = await walletPass(deps, caller, request.params.id);
      return reply
        .type(PKPASS_CONTENT_TYPE)
        .header('content-disposition', 'attachment; filename="festival-pass.pkpass"')
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

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
