import { forbiddenMessageFor, httpActionOf, permissionActionForMethod, permissionForRoute } from './http-actions';

describe('httpActionOf and the 403 message (SPEC.md §6)', () => {
  it.each([
    ['GET', 'read', 'You do not have permission to access this data'],
    ['head', 'read', 'You do not have permission to access this data'],
    ['POST', 'change', 'You do not have permission to trigger this action'],
    ['PUT', 'change', 'You do not have permission to trigger this action'],
    ['PATCH', 'change', 'You do not have permission to trigger this action'],
    ['DELETE', 'change', 'You do not have permission to trigger this action'],
  ])('%s → %s', (method, action, text) => {
    expect(httpActionOf(method)).toBe(action);
    expect(forbiddenMessageFor(method).text).toBe(text);
  });
});

describe('permissionForRoute', () => {
  it.each([
    ['GET', 'view', 'EVENT:R'],
    ['HEAD', 'view', 'EVENT:R'],
    ['POST', 'create', 'EVENT:C'],
    ['PUT', 'update', 'EVENT:U'],
    ['PATCH', 'update', 'EVENT:U'],
    ['DELETE', 'delete', 'EVENT:D'],
  ])('%s → %s', (method, action, permission) => {
    expect(permissionActionForMethod(method)).toBe(action);
    expect(permissionForRoute('EVENT', method)).toBe(permission);
  });
});
