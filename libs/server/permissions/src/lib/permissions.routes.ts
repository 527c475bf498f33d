import type {} from '@festival/server-auth';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { DataEnvelope, ErrorBody } from '@festival/shared-util-api-contracts';
import { currentUser } from '@festival/server-users';
import { ensureSystemRoles, permissionsOfUser } from './permissions.service';

/** The caller's permissions (SPEC §7); the admin's roles routes are in libs/server/admin-users. */
export const permissionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await ensureSystemRoles(app.db);

  app.get(
    '/permissions/me',
    {
      config: { authenticated: true },
      schema: {
        tags: ['permissions'],
        summary: "The caller's permission strings (RESOURCE:C|R|U|D); empty for a new user",
        security: [{ bearerAuth: [] }],
        response: { 200: DataEnvelope(Type.Array(Type.String())), 401: ErrorBody },
      },
    },
    async (request) => ({ data: await permissionsOfUser(app.db, currentUser(request).id) }),
  );
};
