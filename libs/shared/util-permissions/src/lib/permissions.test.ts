import {
  ALL_PERMISSIONS,
  emptyPermissions,
  hasPermission,
  parsePermissions,
  PERMISSIONS_REFETCH_INTERVAL_MS,
  RESOURCES,
  type PermissionAction,
  type Resource,
} from './permissions';

describe('RESOURCES (SPEC.md §6)', () => {
  it('has one stable key per resource of the SPEC', () => {
    expect(RESOURCES).toEqual([
      'USER',
      'ROLE',
      'PERMISSION',
      'USER_PERMISSIONS',
      'APPOINTMENT',
      'TRANSLATION',
      'AUDIT_LOG',
      'EVENT',
      'EVENT_MANAGEMENT',
      'NOTIFICATION',
      'ATTENDEE',
      'ACCOMMODATION',
      'VOLUNTEER',
      'SCREENER',
      'WEB_ADMIN_ACCESS',
      'MEDIA',
    ]);
  });
  it('refetches every 5 minutes', () => {
    expect(PERMISSIONS_REFETCH_INTERVAL_MS).toBe(300_000);
  });
});

describe('parsePermissions', () => {
  const granted = (flags: ReturnType<typeof parsePermissions>) =>
    Object.entries(flags).flatMap(([r, a]) =>
      Object.entries(a)
        .filter(([, on]) => on)
        .map(([action]) => `${r}.${action}`),
    );

  it.each<[string, unknown, string[]]>([
    ['none: all false', [], []],
    ['null: all false', null, []],
    ['C is create', ['EVENT:C'], ['EVENT.create']],
    ['R is view', ['EVENT:R'], ['EVENT.view']],
    ['U is update', ['EVENT:U'], ['EVENT.update']],
    ['D is delete', ['EVENT:D'], ['EVENT.delete']],
    [
      'several resources',
      ['USER:R', 'AUDIT_LOG:R', 'WEB_ADMIN_ACCESS:R', 'USER:D'],
      ['USER.view', 'USER.delete', 'AUDIT_LOG.view', 'WEB_ADMIN_ACCESS.view'],
    ],
    ['duplicates are harmless', ['MEDIA:R', 'MEDIA:R'], ['MEDIA.view']],
    ['unknown resource ignored', ['SPACESHIP:R'], []],
    ['unknown letter ignored', ['EVENT:X'], []],
    ['several letters ignored', ['EVENT:CRUD'], []],
    ['lower case ignored', ['event:r'], []],
    ['padding ignored', [' EVENT:R'], []],
    ['missing colon ignored', ['EVENTR'], []],
    ['non-strings ignored', [42, null, { EVENT: 'R' }, 'EVENT:R'], ['EVENT.view']],
    ['not an array', 'EVENT:R', []],
  ])('%s', (_name, input, expected) => {
    expect(granted(parsePermissions(input as string[]))).toEqual(expected);
  });

  it('lists every resource even with no permission', () => {
    expect(Object.keys(parsePermissions([]))).toEqual([...RESOURCES]);
    expect(parsePermissions([])).toEqual(emptyPermissions());
  });

  it('ALL_PERMISSIONS grants everything', () => {
    expect(ALL_PERMISSIONS).toHaveLength(RESOURCES.length * 4);
    expect(ALL_PERMISSIONS).toContain('USER_PERMISSIONS:D');
    const flags = parsePermissions([...ALL_PERMISSIONS]);
    for (const r of RESOURCES) expect(flags[r]).toEqual({ create: true, view: true, update: true, delete: true });
  });
});

describe('hasPermission', () => {
  const flags = parsePermissions(['EVENT:R', 'EVENT:U']);
  it.each<[Resource, PermissionAction, boolean]>([
    ['EVENT', 'view', true],
    ['EVENT', 'update', true],
    ['EVENT', 'create', false],
    ['EVENT', 'delete', false],
    ['USER', 'view', false],
  ])('%s %s → %s', (resource, action, expected) => {
    expect(hasPermission(flags, resource, action)).toBe(expected);
  });
  it('is false without flags', () => {
    expect(hasPermission(undefined, 'EVENT', 'view')).toBe(false);
  });
});
