/**
 * Permissions (SPEC.md §6). The server sends strings `RESOURCE:C`, `RESOURCE:R`, `RESOURCE:U`,
 * `RESOURCE:D`; the letters grant create, view (read), update and delete. Resource keys are
 * stable machine names, one per resource the SPEC lists:
 *
 * | key               | SPEC resource      |
 * |-------------------|--------------------|
 * | USER              | user               |
 * | ROLE              | role               |
 * | PERMISSION        | permission         |
 * | USER_PERMISSIONS  | user-permissions   |
 * | APPOINTMENT       | appointment        |
 * | TRANSLATION       | translation        |
 * | AUDIT_LOG         | audit log          |
 * | EVENT             | event              |
 * | EVENT_MANAGEMENT  | event management   |
 * | NOTIFICATION      | notification       |
 * | ATTENDEE          | attendee           |
 * | ACCOMMODATION     | accommodation      |
 * | VOLUNTEER         | volunteer          |
 * | SCREENER          | screener           |
 * | WEB_ADMIN_ACCESS  | web admin access   |
 * | MEDIA             | media              |
 */
export const RESOURCES = [
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
] as const;
export type Resource = (typeof RESOURCES)[number];

export const PERMISSION_ACTIONS = ['create', 'view', 'update', 'delete'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** The letter of each action in a permission string. */
export const ACTION_LETTERS: Record<PermissionAction, 'C' | 'R' | 'U' | 'D'> = {
  create: 'C',
  view: 'R',
  update: 'U',
  delete: 'D',
};
const LETTER_ACTIONS: Record<string, PermissionAction> = { C: 'create', R: 'view', U: 'update', D: 'delete' };

export type ActionFlags = Record<PermissionAction, boolean>;
export type PermissionFlags = Record<Resource, ActionFlags>;

/** Permissions are cached in the browser and fetched again this often (SPEC.md §9). */
export const PERMISSIONS_REFETCH_INTERVAL_MS = 5 * 60 * 1000;

const RESOURCE_SET: ReadonlySet<string> = new Set(RESOURCES);
export const isResource = (value: unknown): value is Resource => typeof value === 'string' && RESOURCE_SET.has(value);

/** The string granting one action on one resource, e.g. `EVENT:R`. */
export const permissionString = (resource: Resource, action: PermissionAction): string =>
  `${resource}:${ACTION_LETTERS[action]}`;

/** Every permission string: what the seeded administrator's role holds. */
export const ALL_PERMISSIONS: readonly string[] = RESOURCES.flatMap((resource) =>
  PERMISSION_ACTIONS.map((action) => permissionString(resource, action)),
);

/** Every flag false: the state without permissions (signed out, or none granted). */
export function emptyPermissions(): PermissionFlags {
  return Object.fromEntries(
    RESOURCES.map((r) => [r, { create: false, view: false, update: false, delete: false }]),
  ) as PermissionFlags;
}

const PERMISSION_PATTERN = /^([A-Z_]+):([CRUD])$/;

/**
 * Turns the server's strings into flags. Strings are matched exactly (upper case, one
 * letter); anything else, an unknown resource or a value that is not a string, is skipped,
 * because a role edited on a newer server must not break an older browser.
 */
export function parsePermissions(strings: readonly unknown[] | null | undefined): PermissionFlags {
  const flags = emptyPermissions();
  if (!Array.isArray(strings)) return flags;
  for (const entry of strings) {
    if (typeof entry !== 'string') continue;
    const match = PERMISSION_PATTERN.exec(entry);
    if (!match || !isResource(match[1])) continue;
    flags[match[1]][LETTER_ACTIONS[match[2]]] = true;
  }
  return flags;
}

export function hasPermission(
  flags: PermissionFlags | null | undefined,
  resource: Resource,
  action: PermissionAction,
): boolean {
  return flags?.[resource]?.[action] === true;
}
