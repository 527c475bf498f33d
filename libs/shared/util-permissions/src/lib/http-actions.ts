import { permissionString, type PermissionAction, type Resource } from './permissions';

/** What an HTTP call does, for the forbidden message: reading or changing data. */
export type HttpAction = 'read' | 'change';

export function httpActionOf(method: string): HttpAction {
  const m = method.toUpperCase();
  return m === 'GET' || m === 'HEAD' ? 'read' : 'change';
}

/**
 * The toast after a 403 (SPEC.md §6), as an i18next key with its English default; the
 * server puts the English text in its error body.
 */
export const FORBIDDEN_MESSAGES: Record<HttpAction, { key: string; text: string }> = {
  read: { key: 'permissions.forbiddenRead', text: 'You do not have permission to access this data' },
  change: { key: 'permissions.forbiddenChange', text: 'You do not have permission to trigger this action' },
};

export const forbiddenMessageFor = (method: string): { key: string; text: string } =>
  FORBIDDEN_MESSAGES[httpActionOf(method)];

/**
 * The action a route of a resource needs by its method, for route tables that declare only
 * the resource: GET/HEAD view, POST create, PUT/PATCH update, DELETE delete.
 */
export function permissionActionForMethod(method: string): PermissionAction {
  switch (method.toUpperCase()) {
    case 'GET':
    case 'HEAD':
      return 'view';
    case 'POST':
      return 'create';
    case 'DELETE':
      return 'delete';
    default:
      return 'update';
  }
}

export const permissionForRoute = (resource: Resource, method: string): string =>
  permissionString(resource, permissionActionForMethod(method));
