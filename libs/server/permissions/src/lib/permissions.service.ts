import { toListResult, type Db } from '@festival/server-db';
import { BadRequestError, ForbiddenError, NotFoundError } from '@festival/server-platform';
import { ERROR_CODES, type ListQuery, type ListResult } from '@festival/shared-util-api-contracts';
import { forbiddenMessageFor, httpActionOf } from '@festival/shared-util-permissions';
import { ensureUserRecord } from '@festival/server-users';
import { permissionsRepository, type RoleWithPermissions } from './permissions.repository';
import { SYSTEM_ROLES } from './system-roles';

/** The 403 for a missing permission: reads and changes get different codes and messages (SPEC §6). */
export function forbiddenFor(method: string): ForbiddenError {
  const read = httpActionOf(method) === 'read';
  return new ForbiddenError(
    forbiddenMessageFor(method).text,
    read ? ERROR_CODES.forbiddenRead : ERROR_CODES.forbiddenWrite,
  );
}

/** Refuses unless `granted` holds `required`. */
export function assertPermission(granted: readonly string[], required: string, method: string): void {
  if (!granted.includes(required)) throw forbiddenFor(method);
}

export async function ensureSystemRoles(db: Db): Promise<void> {
  for (const role of SYSTEM_ROLES) await permissionsRepository.upsertRole(db, role);
}

/** Every permission string the user's roles grant, sorted, without repeats. */
export function permissionsOfUser(db: Db, userId: string): Promise<string[]> {
  return permissionsRepository.permissionsOfUser(db, userId);
}

/** Whom to grant a role: an api user id, or an identity-provider `sub` (the record is made if new). */
export type Grantee = { userId: string } | { sub: string; email?: string; firstName?: string; lastName?: string };

/**
 * Gives a user a role by name, e.g. the seed making the demo admin an Administrator. Works
 * before the user's first request: the user record is created from what the caller knows.
 * Run it inside the caller's transaction by passing the transaction as `db`.
 */
export async function grantRole(db: Db, grantee: Grantee, roleName: string): Promise<void> {
  await ensureSystemRoles(db);
  const role = await permissionsRepository.findRoleByName(db, roleName);
  if (!role) throw new NotFoundError(`No role named "${roleName}"`);
  let userId: string;
  if ('userId' in grantee) userId = grantee.userId;
  else {
    const now = new Date();
    const user = await ensureUserRecord(db, {
      sub: grantee.sub,
      email: grantee.email ?? '',
      firstName: grantee.firstName ?? '',
      lastName: grantee.lastName ?? '',
      createdAt: now,
      updatedAt: now,
    });
    userId = user.id;
  }
  await permissionsRepository.addUserRole(db, userId, role.id);
}

const ROLE_SORT_FIELDS = ['name'];

export async function listRoles(db: Db, query: ListQuery): Promise<ListResult<RoleWithPermissions>> {
  if (query.sort !== undefined && !ROLE_SORT_FIELDS.includes(query.sort)) {
    throw new BadRequestError('Invalid input', [
      { field: 'query.sort', message: `must be one of ${ROLE_SORT_FIELDS.join(', ')}` },
    ]);
  }
  const take = query.take ?? 10;
  const skip = query.skip ?? 0;
  const { rows, total } = await permissionsRepository.listRoles(db, {
    take,
    skip,
    order: query.order ?? 'asc',
    search: query.search?.trim() || undefined,
  });
  return toListResult(rows, total, skip);
}
