import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type {} from '@festival/server-auth';
import type { Mailer } from '@festival/server-mail';
import { callerErrorResponses } from '@festival/server-platform';
import { currentUser } from '@festival/server-users';
import {
  DataEnvelope,
  MediaApplication,
  MediaApplicationInput,
  MediaCheck,
  MediaEventParams,
} from '@festival/shared-util-api-contracts';
import {
  applyAsMedia,
  checkMediaRegistration,
  getMyMediaApplication,
  updateMyMediaApplication,
  type MediaDeps,
} from './media.service';

export interface MediaRoutesOptions {
  /** Sends the confirmation email; without one none is sent. */
  mailer?: Pick<Mailer, 'send'>;
  /** The files module's check of the caller's own `documents` uploads; without it no upload is accepted. */
  checkDocument?: MediaDeps['checkDocument'];
  now?: () => Date;
}

/** The attendee's side of media (press) applications; every route needs a signed-in user. */
export const mediaRoutes: FastifyPluginAsyncTypebox<MediaRoutesOptions> = async (app, options) => {
  const deps: MediaDeps = {
    db: app.db,
    mailer: options.mailer,
    checkDocument: options.checkDocument,
    now: options.now ?? (() => new Date()),
    logger: app.log,
  };
  const access = { authenticated: true } as const;
  const tags = ['media'];

  app.post(
    '/media-registrations/:eventId',
    {
      config: access,
      schema: {
        tags,
        summary:
          "Apply as media for the event (starts REVIEWING, a confirmation email is sent); 409 when the caller already applied, 422 after the event's media cut-off",
        security: [{ bearerAuth: [] }],
        params: MediaEventParams,
        body: MediaApplicationInput,
        response: { 201: DataEnvelope(MediaApplication), ...callerErrorResponses },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const data = await applyAsMedia(
        deps,
        { id: user.id, email: user.email || null },
        request.params.eventId,
        request.body,
      );
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/media-registrations/me/:eventId',
    {
      config: access,
      schema: {
        tags,
        summary: "The caller's media application for the event (404 when none); readable after the cut-off too",
        security: [{ bearerAuth: [] }],
        params: MediaEventParams,
        response: { 200: DataEnvelope(MediaApplication), ...callerErrorResponses },
      },
    },
    async (request) => ({ data: await getMyMediaApplication(deps, currentUser(request).id, request.params.eventId) }),
  );

  app.put(
    '/media-registrations/me/:eventId',
    {
      config: access,
      schema: {
        tags,
        summary:
          "Change the caller's media application: only while REVIEWING and before the event's media cut-off (422 otherwise)",
        security: [{ bearerAuth: [] }],
        params: MediaEventParams,
        body: MediaApplicationInput,
        response: { 200: DataEnvelope(MediaApplication), ...callerErrorResponses },
      },
    },
    async (request) => ({
      data: await updateMyMediaApplication(deps, currentUser(request).id, request.params.eventId, request.body),
    }),
  );

  app.get(
    '/media-registrations/:eventId/check',
    {
      config: access,
      schema: {
        tags,
        summary:
          "Whether media registration is open to the caller: the event's last day (the end of that day in Pacific/Honolulu), and the caller's application if any",
        security: [{ bearerAuth: [] }],
        params: MediaEventParams,
        response: { 200: DataEnvelope(MediaCheck), ...callerErrorResponses },
      },
    },
    async (request) => ({ data: await checkMediaRegistration(deps, currentUser(request).id, request.params.eventId) }),
  );
};
