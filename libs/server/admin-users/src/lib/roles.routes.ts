import type {} from '@festival/server-auth';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { exportResponse, wantsExport, type CsvExporter } from '@festival/server-exports';
import type { IdpContext } from '@festival/server-idp';
import {
  checkRolesQuery,
  createRole,
  deleteRole,
  getRole,
  listRoles,
  roleIdsOfUser,
  rolesListQuery,
  setUserRoles,
  updateRole,
} from '@festival/server-permissions';
import { UnauthorizedError } from '@festival/server-platform';
import {
  DataEnvelope,
  ErrorBody,
  IdParams,
  ListEnvelope,
  ListQuery,
  Role,
  RoleInput,
  UserRoles,
} from '@festival/shared-util-api-contracts';
import { accountActive, getAdminUser } from './admin-users.service';

const UserParams = Type.Object({ sub: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const security = [{ bearerAuth: [] }];

/** The roles list as CSV: name, description and the permission strings, as the table filters them. */
export const rolesExporter: CsvExporter<ListQuery> = {
  fileName: 'roles',
  query: rolesListQuery,
  columns: [
    { header: 'Name', value: (row) => row['name'] },
    { header: 'Description', value: (row) => row['description'] },
    { header: 'Permissions', value: (row) => row['permissions'] },
  ],
};

export interface RolesRoutesOptions {
  /** The embedded idp, to check that an account exists before it is given roles; null with Cognito. */
  idp: IdpContext | null;
}

/** Roles made of RESOURCE:C|R|U|D strings (SPEC.md §6), and which roles each account holds. Every change is audited. */
export const rolesRoutes: FastifyPluginAsyncTypebox<RolesRoutesOptions> = async (app, { idp }) => {
  app.csvExports.define('roles', rolesExporter);
  const actorOf = (principal: { sub: string } | null) => {
    if (!principal) throw new UnauthorizedError();
    return principal.sub;
  };

  app.get(
    '/roles',
    {
      config: { permission: 'ROLE:R' },
      schema: {
        tags: ['roles'],
        summary:
          'Roles with their permissions; sort by name; search matches the name. With take above 1000: a CSV export (202 with its links)',
        security,
        querystring: ListQuery,
        response: { 200: ListEnvelope(Role), ...exportResponse, ...errors },
      },
    },
    async (request, reply) => {
      if (!wantsExport(request.query)) return listRoles(app.db, request.query);
      checkRolesQuery(request.query);
      return app.csvExports.reply(request, reply, 'roles', request.query);
    },
  );

  app.get(
    '/roles/:id',
    {
      config: { permission: 'ROLE:R' },
      schema: {
        tags: ['roles'],
        summary: 'One role with its permissions',
        security,
        params: IdParams,
        response: { 200: DataEnvelope(Role), 404: ErrorBody, ...errors },
      },
    },
    async (request) => ({ data: await getRole(app.db, request.params.id) }),
  );

  app.post(
    '/roles',
    {
      config: { permission: 'ROLE:C' },
      schema: {
        tags: ['roles'],
        summary:
          'Creates a role; each permission must be a RESOURCE:C|R|U|D string of this site and one the caller holds (403 otherwise) (audited)',
        security,
        body: RoleInput,
        response: { 201: DataEnvelope(Role), 409: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const role = await createRole(app.db, actorOf(request.principal), request.body);
      return reply.code(201).send({ data: role });
    },
  );

  app.put(
    '/roles/:id',
    {
      config: { permission: 'ROLE:U' },
      schema: {
        tags: ['roles'],
        summary:
          'Renames a role and replaces its permissions (audited); every permission added or removed must be one the caller holds, and a role the caller holds keeps its permissions (403); system roles are refused (422)',
        security,
        params: IdParams,
        body: RoleInput,
        response: { 200: DataEnvelope(Role), 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, ...errors },
      },
    },
    async (request) => ({
      data: await updateRole(app.db, actorOf(request.principal), request.params.id, request.body),
    }),
  );

  app.delete(
    '/roles/:id',
    {
      config: { permission: 'ROLE:D' },
      schema: {
        tags: ['roles'],
        summary:
          'Deletes a role; its holders lose what it granted (audited); the caller must hold all of its permissions and not hold the role (403); system roles are refused (422)',
        security,
        params: IdParams,
        response: { 204: Type.Null(), 404: ErrorBody, 422: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      await deleteRole(app.db, actorOf(request.principal), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/users/:sub/roles',
    {
      config: { permission: 'USER_PERMISSIONS:R' },
      schema: {
        tags: ['roles'],
        summary: 'The ids of the roles one account holds',
        security,
        params: UserParams,
        response: { 200: DataEnvelope(UserRoles), 404: ErrorBody, 501: ErrorBody, ...errors },
      },
    },
    async (request) => {
      await getAdminUser(idp, request.params.sub);
      return { data: { roleIds: await roleIdsOfUser(app.db, { sub: request.params.sub }) } };
    },
  );

  app.put(
    '/users/:sub/roles',
    {
      config: { permission: 'USER_PERMISSIONS:U' },
      schema: {
        tags: ['roles'],
        summary:
          "Gives one account exactly these roles (audited); each role given or taken away must carry only permissions the caller holds, the last active administrator keeps the Administrator role, and not one's own (403)",
        security,
        params: UserParams,
        body: UserRoles,
        response: { 200: DataEnvelope(UserRoles), 404: ErrorBody, 501: ErrorBody, ...errors },
      },
    },
    async (request) => {
      const account = await getAdminUser(idp, request.params.sub);
      const roleIds = await setUserRoles(
        app.db,
        actorOf(request.principal),
        account,
        request.body.roleIds,
        accountActive(idp),
      );
      return { data: { roleIds } };
    },
  );
};
