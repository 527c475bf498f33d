import { isPermissionString, routeAccessOf, RouteAccessError } from './route-access';

describe('routeAccessOf', () => {
  it('reads each kind of declaration', () => {
    expect(routeAccessOf({ public: true }, 'GET /a')).toEqual({ kind: 'public' });
    expect(routeAccessOf({ authenticated: true }, 'GET /a')).toEqual({ kind: 'authenticated' });
    expect(routeAccessOf({ permission: 'ROLE:R' }, 'GET /a')).toEqual({ kind: 'permission', permission: 'ROLE:R' });
  });

  it('says null for a route without a declaration', () => {
    expect(routeAccessOf(undefined, 'GET /a')).toBeNull();
    expect(routeAccessOf({}, 'GET /a')).toBeNull();
  });

  it.each([
    [{ public: true, permission: 'ROLE:R' }, 'more than one'],
    [{ authenticated: true, public: true }, 'more than one'],
    [{ permission: 'ROLE:X' }, 'ROLE:X'],
    [{ permission: 'role:R' }, 'role:R'],
    [{ permission: 'SPACESHIP:R' }, 'SPACESHIP:R'],
    [{ permission: '' }, 'permission ""'],
  ])('refuses %j', (config, message) => {
    expect(() => routeAccessOf(config as never, 'GET /a')).toThrow(RouteAccessError);
    expect(() => routeAccessOf(config as never, 'GET /a')).toThrow(message);
  });

  it('knows a permission string from anything else', () => {
    expect(isPermissionString('EVENT_MANAGEMENT:D')).toBe(true);
    expect(['EVENT:RW', 'EVENT', ' EVENT:R', 42, null].some(isPermissionString)).toBe(false);
  });
});
