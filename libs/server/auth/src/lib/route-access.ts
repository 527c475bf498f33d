import { parsePermissions, RESOURCES } from '@festival/shared-util-permissions';

/**
 * Who may call a route, declared once in the route's options and enforced by the permissions
 * module's access-control plugin (see `@festival/server-permissions`):
 *
 *   app.get('/roles', { config: { permission: 'ROLE:R' }, schema: ... }, handler)
 *   app.get('/me', { config: { authenticated: true }, ... }, handler)
 *   app.get('/events/active', { config: { public: true }, ... }, handler)
 *
 * Exactly one of the three. `permission` is a `RESOURCE:C|R|U|D` string (SPEC §6).
 */
export interface RouteAccessDeclaration {
  /** Anyone, signed in or not. */
  public?: true;
  /** Any signed-in user (the caller's user record is loaded as `request.user`). */
  authenticated?: true;
  /** A signed-in user whose roles grant this permission, e.g. `EVENT:R`. */
  permission?: string;
}

declare module 'fastify' {
  // Fastify's place for per-route settings: `config` in the route options (see RouteAccessDeclaration).
  interface FastifyContextConfig {
    public?: true;
    authenticated?: true;
    permission?: string;
  }
}

export type RouteAccess = { kind: 'public' } | { kind: 'authenticated' } | { kind: 'permission'; permission: string };

/** A route that declares nothing, or something that cannot be enforced: a bug caught at start-up. */
export class RouteAccessError extends Error {
  override name = 'RouteAccessError';
}

/** True for one well-formed permission string of a known resource (the shared parser decides). */
export const isPermissionString = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  const flags = parsePermissions([value]);
  return RESOURCES.some((resource) => Object.values(flags[resource]).some(Boolean));
};

/** The declaration of one route, or null when it has none; throws when it is contradictory. */
export function routeAccessOf(config: RouteAccessDeclaration | undefined, where: string): RouteAccess | null {
  const declared = [config?.public === true, config?.authenticated === true, config?.permission !== undefined].filter(
    Boolean,
  ).length;
  if (declared === 0) return null;
  if (declared > 1)
    throw new RouteAccessError(`${where} declares more than one of public, authenticated and permission`);
  if (config?.public) return { kind: 'public' };
  if (config?.authenticated) return { kind: 'authenticated' };
  if (!isPermissionString(config?.permission)) {
    throw new RouteAccessError(
      `${where} declares permission "${String(config?.permission)}", which is no RESOURCE:C|R|U|D of a known resource`,
    );
  }
  return { kind: 'permission', permission: config.permission };
}
