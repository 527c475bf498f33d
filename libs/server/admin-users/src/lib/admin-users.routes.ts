import type {} from '@festival/server-auth';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { IdpContext } from '@festival/server-idp';
import { HttpError, UnauthorizedError } from '@festival/server-platform';
import { AdminUser, DataEnvelope, ErrorBody, ListEnvelope, ListQuery } from '@festival/shared-util-api-contracts';
import { exportResponse, wantsExport } from '@festival/server-exports';
import {
  checkUsersQuery,
  getAdminUser,
  listAdminUsers,
  NO_EMBEDDED_IDP_MESSAGE,
  setUserEnabled,
  usersExporter,
} from './admin-users.service';

const UserParams = Type.Object({ sub: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 501: ErrorBody };

export interface AdminUsersRoutesOptions {
  /** The embedded idp; null with a Cognito pool, where these routes answer 501. */
  idp: IdpContext | null;
}

/** The identity provider's accounts for the admin site: ListUsers, AdminGetUser, AdminDisableUser, AdminEnableUser. */
export const adminUsersRoutes: FastifyPluginAsyncTypebox<AdminUsersRoutesOptions> = async (app, { idp }) => {
  app.csvExports.define('users', usersExporter());
  const actorOf = (principal: { sub: string } | null) => {
    if (!principal) throw new UnauthorizedError();
    return principal.sub;
  };

  app.get(
    '/users',
    {
      config: { permission: 'USER:R' },
      schema: {
        tags: ['users'],
        summary:
          'Accounts of the identity provider, newest first; search matches part of the email, the given or family name, or the full name; sort by createdAt. With take above 1000: a CSV export of the whole filtered list (202 with its links)',
        security: [{ bearerAuth: [] }],
        querystring: ListQuery,
        response: { 200: ListEnvelope(AdminUser), ...exportResponse, ...errors },
      },
    },
    async (request, reply) => {
      if (!wantsExport(request.query)) return listAdminUsers(idp, request.query);
      if (!idp) throw new HttpError(501, NO_EMBEDDED_IDP_MESSAGE, 'NOT_IMPLEMENTED');
      checkUsersQuery(request.query);
      return app.csvExports.reply(request, reply, 'users', request.query);
    },
  );

  app.get(
    '/users/:sub',
    {
      config: { permission: 'USER:R' },
      schema: {
        tags: ['users'],
        summary: 'One account of the identity provider',
        security: [{ bearerAuth: [] }],
        params: UserParams,
        response: { 200: DataEnvelope(AdminUser), 404: ErrorBody, ...errors },
      },
    },
    async (request) => ({ data: await getAdminUser(idp, request.params.sub) }),
  );

  for (const [action, enabled] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    app.post(
      `/users/:sub/${action}`,
      {
        config: { permission: 'USER:U' },
        schema: {
          tags: ['users'],
          summary: enabled
            ? 'Enables the account again (audited); the caller must hold every permission the account holds (403)'
            : "Disables the account: its refresh tokens are revoked and its ID tokens refused from now on (audited); the caller must hold every permission the account holds, and neither one's own account nor the last active administrator (403)",
          security: [{ bearerAuth: [] }],
          params: UserParams,
          response: { 200: DataEnvelope(AdminUser), 404: ErrorBody, ...errors },
        },
      },
      async (request) => ({
        data: await setUserEnabled(app.db, idp, actorOf(request.principal), request.params.sub, enabled),
      }),
    );
  }
};
