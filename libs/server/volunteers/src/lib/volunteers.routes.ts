import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type {} from '@festival/server-auth';
import type { FileStorage } from '@festival/server-files';
import type { Mailer } from '@festival/server-mail';
import { callerErrorResponses } from '@festival/server-platform';
import { currentUser } from '@festival/server-users';
import {
  DataEnvelope,
  VolunteerApplication,
  VolunteerApplicationInput,
  VolunteerCheck,
  VolunteerDocuments,
} from '@festival/shared-util-api-contracts';
import {
  ensureVolunteerDocuments,
  VOLUNTEER_DOCUMENT_NAMES,
  volunteerDocumentKey,
  volunteerDocumentLanguage,
} from './volunteer-documents';
import {
  applyAsVolunteer,
  checkVolunteer,
  getMyVolunteer,
  updateMyVolunteer,
  type VolunteersDeps,
} from './volunteers.service';

export interface VolunteersRoutesOptions {
  /** Sends the confirmation email; without one none is sent. */
  mailer?: Pick<Mailer, 'send'>;
  /** Holds the volunteer agreement and release form (written at start when missing). */
  storage: FileStorage;
  festivalName: string;
  /** The origin signed links start with; by default the request's own. */
  publicOrigin?: (request: FastifyRequest) => string;
  now?: () => Date;
}

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** SPEC.md §7 volunteer rows: every route needs sign-in and acts on the caller's own application. */
export const volunteersRoutes: FastifyPluginAsyncTypebox<VolunteersRoutesOptions> = async (app, options) => {
  const deps: VolunteersDeps = {
    db: app.db,
    mailer: options.mailer,
    now: options.now ?? (() => new Date()),
    logger: app.log,
  };
  const publicOrigin = options.publicOrigin ?? originOf;
  const access = { authenticated: true } as const;
  const documentsReady = ensureVolunteerDocuments(options.storage, options.festivalName);
  // Surfaced at the first request for them; a start-up failure must not stop the whole API.
  documentsReady.catch((error: Error) =>
    app.log.error({ reason: error.message }, 'volunteer documents could not be written'),
  );

  app.post(
    '/volunteers',
    {
      config: access,
      schema: {
        tags: ['volunteers'],
        summary:
          'Apply to volunteer at the festival (the first active main event): at least one shift, the agreement accepted; one application per user (409); starts REVIEWING; a confirmation is emailed',
        body: VolunteerApplicationInput,
        response: { 201: DataEnvelope(VolunteerApplication), ...callerErrorResponses },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const data = await applyAsVolunteer(deps, { id: user.id, email: user.email }, request.body);
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/volunteers/me',
    {
      config: access,
      schema: {
        tags: ['volunteers'],
        summary: "The caller's volunteer application with the shifts offered and assigned (404 when none)",
        response: { 200: DataEnvelope(VolunteerApplication), ...callerErrorResponses },
      },
    },
    async (request) => ({ data: await getMyVolunteer(deps, currentUser(request).id) }),
  );

  app.put(
    '/volunteers/me',
    {
      config: access,
      schema: {
        tags: ['volunteers'],
        summary: "Replace the caller's application (the same rules as POST); refused (422) once APPROVED",
        body: VolunteerApplicationInput,
        response: { 200: DataEnvelope(VolunteerApplication), ...callerErrorResponses },
      },
    },
    async (request) => ({ data: await updateMyVolunteer(deps, currentUser(request).id, request.body) }),
  );

  app.get(
    '/volunteers/check',
    {
      config: access,
      schema: {
        tags: ['volunteers'],
        summary:
          'The festival one may volunteer for (its dates bound the availability grid) and whether the caller applied',
        response: { 200: DataEnvelope(VolunteerCheck), ...callerErrorResponses },
      },
    },
    async (request) => ({ data: await checkVolunteer(deps, currentUser(request).id) }),
  );

  app.get(
    '/volunteers/documents',
    {
      config: access,
      schema: {
        tags: ['volunteers'],
        summary:
          "Signed links (10 minutes) to the volunteer agreement and release form (PDF), in the caller's language (the one stored on their profile) when they are translated into it, else English",
        response: { 200: DataEnvelope(VolunteerDocuments), ...callerErrorResponses },
      },
    },
    async (request) => {
      await documentsReady;
      const origin = publicOrigin(request);
      const language = volunteerDocumentLanguage(currentUser(request).language);
      const data = await Promise.all(
        VOLUNTEER_DOCUMENT_NAMES.map(async (name) => ({
          name,
          url: await options.storage.downloadUrl(volunteerDocumentKey(name, language), origin),
        })),
      );
      return { data };
    },
  );
};
