import { recordAudit } from '@festival/server-audit';
import { toListResult, uniqueViolation, type Db } from '@festival/server-db';
import {
  BadRequestError,
  BusinessRuleError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
} from '@festival/server-platform';
import { ERROR_CODES, type ListQuery, type ListResult, type RoleInput } from '@festival/shared-util-api-contracts';
import { ALL_PERMISSIONS, forbiddenMessageFor, httpActionOf } from '@festival/shared-util-permissions';
import { ensureUserRecord, findUserBySub } from '@festival/server-users';
import { permissionsRepository, type RoleWithPermissions } from './permissions.repository';
import { ADMINISTRATOR_ROLE, SYSTEM_ROLES } from './system-roles';

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

/** The roles list's filters, for a page and an export alike: the 400 for a sort it cannot do. */
export function checkRolesQuery(query: ListQuery): void {
  if (query.sort !== undefined && !ROLE_SORT_FIELDS.includes(query.sort)) {
    throw new BadRequestError('Invalid input', [
      { field: 'query.sort', message: `must be one of ${ROLE_SORT_FIELDS.join(', ')}` },
    ]);
  }
}

export async function listRoles(db: Db, query: ListQuery): Promise<ListResult<RoleWithPermissions>> {
  checkRolesQuery(query);
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

export const ROLE_NOT_FOUND_MESSAGE = 'Role not found';
export const SYSTEM_ROLE_MESSAGE = 'System roles cannot be changed or deleted.';
export const ROLE_NAME_TAKEN_MESSAGE = 'A role with this name already exists.';
export const UNKNOWN_PERMISSION_MESSAGE = 'is not a permission of this site';
export const OWN_ROLES_MESSAGE = 'You cannot change your own roles.';
export const GRANT_BEYOND_OWN_MESSAGE = 'You can only give or take away permissions you hold yourself.';
export const OWN_ROLE_CHANGE_MESSAGE = 'You cannot change the permissions of a role you hold.';
export const OWN_ROLE_DELETE_MESSAGE = 'You cannot delete a role you hold.';
export const LAST_ADMINISTRATOR_MESSAGE =
  'At least one active account must keep the Administrator role: give it to another account first.';

/** What the rules below need to know of the person making a change. */
interface Actor {
  permissions: string[];
  roleIds: string[];
}

/** The actor's permissions and roles as stored now (none for an account that never reached the api). */
async function actorOf(db: Db, actorSub: string): Promise<Actor> {
  const user = await findUserBySub(db, actorSub);
  if (!user) return { permissions: [], roleIds: [] };
  return {
    permissions: await permissionsRepository.permissionsOfUser(db, user.id),
    roleIds: await permissionsRepository.roleIdsOfUser(db, user.id),
  };
}

/** Every permission string the account's roles grant, by its identity-provider `sub`. */
export async function permissionsOfAccount(db: Db, sub: string): Promise<string[]> {
  const user = await findUserBySub(db, sub);
  return user ? permissionsRepository.permissionsOfUser(db, user.id) : [];
}

const grantRefusal = (lacking: string) =>
  new ForbiddenError(`${GRANT_BEYOND_OWN_MESSAGE} You do not hold ${lacking}.`, ERROR_CODES.forbiddenGrant);

/**
 * A grant gives only what the granter holds: every permission a change gives to someone or takes
 * from someone must be one the actor holds. Without it a ROLE:U holder could write every
 * permission into a role, and a USER_PERMISSIONS:U holder could hand out the Administrator role.
 */
export function assertHoldsAll(held: readonly string[], touched: Iterable<string>): void {
  const holds = new Set(held);
  const lacking = [...new Set(touched)].filter((permission) => !holds.has(permission)).sort();
  if (lacking.length > 0) throw grantRefusal(lacking.join(', '));
}

/** Whether an account can still sign in, read inside the caller's transaction. */
export type AccountActive = (db: Db, sub: string) => Promise<boolean>;

/**
 * At least one account that can sign in keeps the Administrator role: it is the one role nobody can
 * edit, so its holder can always repair the others. Refuses a change that leaves none, where `sub`
 * is about to lose the role or be disabled. Without an identity provider to ask (a Cognito pool)
 * every holder counts as active. Run it inside the change's transaction.
 */
export async function assertAdministratorRemains(
  db: Db,
  sub: string,
  isActive: AccountActive = async () => true,
): Promise<void> {
  const role = await permissionsRepository.findRoleByName(db, ADMINISTRATOR_ROLE);
  if (!role) return;
  await permissionsRepository.lockRole(db, role.id);
  const holders = await permissionsRepository.holderSubsOfRole(db, role.id);
  if (!holders.includes(sub)) return;
  for (const other of holders) if (other !== sub && (await isActive(db, other))) return;
  throw new ForbiddenError(LAST_ADMINISTRATOR_MESSAGE, ERROR_CODES.lastAdministrator);
}

/** The permissions in one list and not the other: what a change from `before` to `after` gives or takes. */
function changedPermissions(before: readonly string[], after: readonly string[]): string[] {
  return [...before.filter((p) => !after.includes(p)), ...after.filter((p) => !before.includes(p))];
}

const KNOWN_PERMISSIONS: ReadonlySet<string> = new Set(ALL_PERMISSIONS);
const SYSTEM_ROLE_NAMES: ReadonlySet<string> = new Set(SYSTEM_ROLES.map((role) => role.name));

export const isSystemRole = (role: { name: string }) => SYSTEM_ROLE_NAMES.has(role.name);

/** The role as stored: trimmed name, only known permission strings (400 naming each unknown one), sorted. */
function cleanRole(input: RoleInput): RoleInput {
  const name = input.name.trim();
  const errors = input.permissions.flatMap((permission, index) =>
    KNOWN_PERMISSIONS.has(permission)
      ? []
      : [{ field: `body.permissions.${index}`, message: `${permission} ${UNKNOWN_PERMISSION_MESSAGE}` }],
  );
  if (!name) errors.unshift({ field: 'body.name', message: 'This field is required' });
  if (errors.length) throw new BadRequestError('Invalid input', errors);
  return { name, description: (input.description ?? '').trim(), permissions: [...input.permissions].sort() };
}

async function findRole(db: Db, id: string): Promise<RoleWithPermissions> {
  const role = await permissionsRepository.findRoleById(db, id);
  if (!role) throw new NotFoundError(ROLE_NOT_FOUND_MESSAGE);
  return role;
}

/** A role name is unique: the database says so, the caller hears a 409 on the name. */
async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new ConflictError(ROLE_NAME_TAKEN_MESSAGE);
    throw error;
  }
}

export async function getRole(db: Db, id: string): Promise<RoleWithPermissions> {
  return findRole(db, id);
}

export async function createRole(db: Db, actorSub: string, input: RoleInput): Promise<RoleWithPermissions> {
  const role = cleanRole(input);
  return uniqueName(() =>
    db.transaction(async (tx) => {
      assertHoldsAll((await actorOf(tx, actorSub)).permissions, role.permissions);
      const { id } = await permissionsRepository.insertRole(tx, role);
      await permissionsRepository.setRolePermissions(tx, id, role.permissions);
      const after = await findRole(tx, id);
      await recordAudit(tx, { actorSub, action: 'role.create', target: `role:${id}`, after });
      return after;
    }),
  );
}

export async function updateRole(db: Db, actorSub: string, id: string, input: RoleInput): Promise<RoleWithPermissions> {
  const role = cleanRole(input);
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const before = await findRole(tx, id);
      // The seeded Administrator is topped up on every start: an edit would not last, and could lock everyone out.
      if (isSystemRole(before)) throw new BusinessRuleError(SYSTEM_ROLE_MESSAGE);
      const changed = changedPermissions(before.permissions, role.permissions);
      const actor = await actorOf(tx, actorSub);
      // Renaming one's own role is harmless; changing what it grants is granting oneself.
      if (changed.length > 0 && actor.roleIds.includes(id))
        throw new ForbiddenError(OWN_ROLE_CHANGE_MESSAGE, ERROR_CODES.forbiddenOwnRole);
      assertHoldsAll(actor.permissions, changed);
      await permissionsRepository.updateRole(tx, id, { name: role.name, description: role.description });
      await permissionsRepository.setRolePermissions(tx, id, role.permissions);
      const after = await findRole(tx, id);
      await recordAudit(tx, { actorSub, action: 'role.update', target: `role:${id}`, before, after });
      return after;
    }),
  );
}

/**
 * Deletes the role; the accounts holding it lose what it granted, so the actor must hold all of it
 * (as for taking the role from each of them), and not hold the role.
 */
export async function deleteRole(db: Db, actorSub: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findRole(tx, id);
    if (isSystemRole(before)) throw new BusinessRuleError(SYSTEM_ROLE_MESSAGE);
    const actor = await actorOf(tx, actorSub);
    if (actor.roleIds.includes(id)) throw new ForbiddenError(OWN_ROLE_DELETE_MESSAGE, ERROR_CODES.forbiddenOwnRole);
    assertHoldsAll(actor.permissions, before.permissions);
    await permissionsRepository.deleteRole(tx, id);
    await recordAudit(tx, { actorSub, action: 'role.delete', target: `role:${id}`, before });
  });
}

/** The ids of the roles a user holds (none for an account that never reached the api). */
export async function roleIdsOfUser(db: Db, grantee: Grantee): Promise<string[]> {
  if ('userId' in grantee) return permissionsRepository.roleIdsOfUser(db, grantee.userId);
  const user = await findUserBySub(db, grantee.sub);
  return user ? permissionsRepository.roleIdsOfUser(db, user.id) : [];
}

/**
 * Gives the account exactly these roles (audited). Each role given or taken away must carry only
 * permissions the actor holds, and the last active administrator keeps the Administrator role
 * (`isActive` tells who can still sign in). Not one's own roles: an administrator who took away
 * their own right to assign roles would have nobody left to give it back.
 */
export async function setUserRoles(
  db: Db,
  actorSub: string,
  grantee: Extract<Grantee, { sub: string }>,
  roleIds: readonly string[],
  isActive?: AccountActive,
): Promise<string[]> {
  if (grantee.sub === actorSub) throw new ForbiddenError(OWN_ROLES_MESSAGE, ERROR_CODES.forbiddenSelf);
  return db.transaction(async (tx) => {
    const found = await permissionsRepository.rolesByIds(tx, roleIds);
    const missing = roleIds.filter((id) => !found.some((role) => role.id === id));
    if (missing.length)
      throw new BadRequestError(
        'Invalid input',
        missing.map((id) => ({ field: `body.roleIds.${roleIds.indexOf(id)}`, message: ROLE_NOT_FOUND_MESSAGE })),
      );
    const now = new Date();
    const user = await ensureUserRecord(tx, {
      sub: grantee.sub,
      email: grantee.email ?? '',
      firstName: grantee.firstName ?? '',
      lastName: grantee.lastName ?? '',
      createdAt: now,
      updatedAt: now,
    });
    const before = await permissionsRepository.roleIdsOfUser(tx, user.id);
    const changed = [...before.filter((id) => !roleIds.includes(id)), ...roleIds.filter((id) => !before.includes(id))];
    const changedRoles: RoleWithPermissions[] = [];
    for (const id of changed) changedRoles.push(await findRole(tx, id));
    const held = new Set((await actorOf(tx, actorSub)).permissions);
    const beyond = changedRoles.filter((role) => role.permissions.some((permission) => !held.has(permission)));
    if (beyond.length > 0)
      throw grantRefusal(`every permission of ${beyond.map((role) => `"${role.name}"`).join(', ')}`);
    const administrator = changedRoles.find((role) => role.name === ADMINISTRATOR_ROLE);
    if (administrator && before.includes(administrator.id)) await assertAdministratorRemains(tx, grantee.sub, isActive);
    await permissionsRepository.setUserRoles(tx, user.id, roleIds);
    const after = await permissionsRepository.roleIdsOfUser(tx, user.id);
    await recordAudit(tx, {
      actorSub,
      action: 'user.roles',
      target: `user:${grantee.sub}`,
      before: { roleIds: before },
      after: { roleIds: after },
    });
    return after;
  });
}

/** The roles list unpaged and not run (name, description, permissions), for a CSV export's cursor. */
export function rolesListQuery(db: Db, params: ListQuery) {
  return permissionsRepository.rolesListQuery(db, {
    order: params.order ?? 'asc',
    search: params.search?.trim() || undefined,
  });
}
