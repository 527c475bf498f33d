import type {} from '@festival/server-auth';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DataEnvelope, ErrorBody, IdParams, Profile, ProfileUpdate } from '@festival/shared-util-api-contracts';
import { currentUser } from './current-user';
import Type from 'typebox';
import { setMyLanguage, toProfile, updateProfile, type AvatarCheck, type LanguageCheck } from './users.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

export interface UsersRoutesOptions {
  /** Checks a new avatar path (the files module); without it a profile can hold no avatar. */
  checkAvatar?: AvatarCheck;
  /** Whether a locale is offered (the translations module); without it only English is. */
  isLanguageOffered?: LanguageCheck;
}

const LanguageChoice = Type.Object(
  { language: Type.String({ pattern: '^[a-z]{2,3}(-[A-Z]{2})?$', description: 'a locale code, e.g. fr' }) },
  { additionalProperties: false },
);

/** The caller's own profile (SPEC §7: GET /me, PUT /me/{id}). */
export const usersRoutes: FastifyPluginAsyncTypebox<UsersRoutesOptions> = async (app, options) => {
  app.get(
    '/me',
    {
      config: { authenticated: true },
      schema: {
        tags: ['users'],
        summary: "The caller's profile; the user record is created on the first signed-in request",
        security: [{ bearerAuth: [] }],
        response: { 200: DataEnvelope(Profile), 401: ErrorBody },
      },
    },
    async (request) => ({ data: toProfile(currentUser(request)) }),
  );

  app.put(
    '/me/:id',
    {
      config: { authenticated: true },
      schema: {
        tags: ['users'],
        summary: "Updates the caller's own names and avatar (email is read-only); another user's id is 403",
        security: [{ bearerAuth: [] }],
        params: IdParams,
        body: ProfileUpdate,
        response: { 200: DataEnvelope(Profile), ...errors },
      },
    },
    async (request) => ({
      data: await updateProfile(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
        new Date(),
        options.checkAvatar,
      ),
    }),
  );

  app.put(
    '/me/language',
    {
      config: { authenticated: true },
      schema: {
        tags: ['users'],
        summary: "Stores the language the caller chose on a site; the caller's emails are written in it",
        security: [{ bearerAuth: [] }],
        body: LanguageChoice,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const offered = options.isLanguageOffered ?? (async (_db, code) => code === 'en');
      await setMyLanguage(app.db, currentUser(request), request.body.language, new Date(), offered);
      return reply.status(204).send(null);
    },
  );
};
