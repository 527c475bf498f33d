import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { routeAccessOf, type RouteAccess } from '@festival/server-auth';
import { asArray, UnauthorizedError } from '@festival/server-platform';
import { ensureUser } from '@festival/server-users';
import { permissionsOfUser } from './permissions.service';
import { assertPermission } from './permissions.service';

export interface RouteAccessEntry {
  method: string;
  url: string;
  /** null: the route declared nothing (the route-table test fails on those under the API prefix). */
  access: RouteAccess | null;
}

export interface AccessControlOptions {
  /**
   * Routes that plugins we do not write register (the docs UI) cannot carry our declaration;
   * those under these prefixes are declared public here, in the one place routes are listed.
   */
  publicPrefixes?: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the plugin, with what it declared: the table the access test walks. */
    routeAccessTable: RouteAccessEntry[];
  }
}

function enforcer(access: Exclude<RouteAccess, { kind: 'public' }>): onRequestAsyncHookHandler {
  return async function enforceAccess(request: FastifyRequest) {
    const app = request.server;
    // A scope may have authenticated already (its own onRequest hook); the token is checked once.
    if (!request.principal) await app.authenticate(request);
    const principal = request.principal;
    if (!principal) throw new UnauthorizedError();
    request.user = await ensureUser(app.db, principal, new Date());
    if (access.kind === 'permission') {
      assertPermission(await permissionsOfUser(app.db, request.user.id), access.permission, request.method);
    }
  };
}

/**
 * Enforces each route's declared access (`config.public`, `config.authenticated`,
 * `config.permission`, see `RouteAccessDeclaration`): 401 without a valid token, then the
 * caller's user record is loaded (created on the first request), then 403 without the
 * permission. It runs on onRequest, before the body is read or validated, so a caller without
 * access learns nothing about the route's input rules. Register it before any module.
 */
export const accessControlPlugin = fp<AccessControlOptions>(
  async (app: FastifyInstance, options) => {
    const table: RouteAccessEntry[] = [];
    app.decorate('routeAccessTable', table);
    app.decorateRequest('user', null);
    app.addHook('onRoute', (route: RouteOptions) => {
      const method = asArray(route.method).join(',');
      const url = route.url;
      let access = routeAccessOf(route.config, `${method} ${url}`);
      if (
        !access &&
        options.publicPrefixes?.some((prefix) => url === prefix || url.startsWith(`${prefix.replace(/\/$/, '')}/`))
      )
        access = { kind: 'public' };
      table.push({ method, url, access });
      if (access && access.kind !== 'public') route.onRequest = [...asArray(route.onRequest), enforcer(access)];
    });
  },
  { name: 'access-control' },
);
