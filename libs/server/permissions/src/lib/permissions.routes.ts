import type {} from '@festival/server-auth';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { DataEnvelope, ErrorBody, ListEnvelope, ListQuery, Role } from '@festival/shared-util-api-contracts';
import { currentUser } from '@festival/server-users';
import { ensureSystemRoles, listRoles, permissionsOfUser } from './permissions.service';

/** The caller's permissions (SPEC §7) and the admin's view of roles. */
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

  app.get(
    '/roles',
    {
      config: { permission: 'ROLE:R' },
      schema: {
        tags: ['permissions'],
        summary: 'Roles with their permissions; sort by name; search matches the name',
        security: [{ bearerAuth: [] }],
        querystring: ListQuery,
        response: { 200: ListEnvelope(Role), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => listRoles(app.db, request.query),
  );
};
