import { asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { likeContaining, type Db } from '@festival/server-db';
import { users } from '@festival/server-users';
import { rolePermissions, roles, userRoles } from './permissions.tables';

export type RoleRecord = typeof roles.$inferSelect;

export interface RoleWithPermissions {
  id: string;
  name: string;
  description: string;
  permissions: string[];
}

export interface RolePage {
  rows: RoleWithPermissions[];
  total: number;
}

/** The only code that touches the role tables. Functions take a `Db`, which may be a transaction. */
export const permissionsRepository = {
  async findRoleByName(db: Db, name: string): Promise<RoleRecord | undefined> {
    return (await db.select().from(roles).where(eq(roles.name, name)).limit(1))[0];
  },
  /** Creates the role when absent and adds the permissions it lacks; never removes any. */
  async upsertRole(
    db: Db,
    { name, description, permissions }: { name: string; description: string; permissions: readonly string[] },
  ): Promise<RoleRecord> {
    await db.insert(roles).values({ name, description }).onConflictDoNothing({ target: roles.name });
    const role = await permissionsRepository.findRoleByName(db, name);
    if (!role) throw new Error(`role ${name} neither inserted nor found`);
    if (permissions.length > 0) {
      await db
        .insert(rolePermissions)
        .values(permissions.map((permission) => ({ roleId: role.id, permission })))
        .onConflictDoNothing();
    }
    return role;
  },
  async addUserRole(db: Db, userId: string, roleId: string): Promise<void> {
    await db.insert(userRoles).values({ userId, roleId }).onConflictDoNothing();
  },
  /** Every permission string the user's roles grant, sorted, without repeats. */
  async permissionsOfUser(db: Db, userId: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ permission: rolePermissions.permission })
      .from(userRoles)
      .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
      .where(eq(userRoles.userId, userId))
      .orderBy(asc(rolePermissions.permission));
    return rows.map((row) => row.permission);
  },
  async findRoleById(db: Db, id: string): Promise<RoleWithPermissions | undefined> {
    const [role] = await db.select().from(roles).where(eq(roles.id, id));
    if (!role) return undefined;
    const grants = await db
      .select({ permission: rolePermissions.permission })
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, id))
      .orderBy(asc(rolePermissions.permission));
    return { ...role, permissions: grants.map((grant) => grant.permission) };
  },
  async insertRole(db: Db, input: { name: string; description: string }): Promise<RoleRecord> {
    const [role] = await db.insert(roles).values(input).returning();
    return role;
  },
  async updateRole(db: Db, id: string, input: { name: string; description: string }): Promise<void> {
    await db.update(roles).set(input).where(eq(roles.id, id));
  },
  /** Replaces the role's permission strings with these. */
  async setRolePermissions(db: Db, roleId: string, permissions: readonly string[]): Promise<void> {
    await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
    if (permissions.length > 0)
      await db.insert(rolePermissions).values(permissions.map((permission) => ({ roleId, permission })));
  },
  async deleteRole(db: Db, id: string): Promise<void> {
    await db.delete(roles).where(eq(roles.id, id));
  },
  async rolesByIds(db: Db, ids: readonly string[]): Promise<RoleRecord[]> {
    return ids.length
      ? db
          .select()
          .from(roles)
          .where(inArray(roles.id, [...ids]))
      : [];
  },
  /**
   * Locks the role's row until the transaction ends: two changes that each check who else holds
   * the role (two administrators removing each other) then run one after the other.
   */
  async lockRole(db: Db, id: string): Promise<void> {
    await db.select({ id: roles.id }).from(roles).where(eq(roles.id, id)).for('update');
  },
  /** The identity-provider subs of the accounts holding the role. */
  async holderSubsOfRole(db: Db, roleId: string): Promise<string[]> {
    const rows = await db
      .select({ sub: users.sub })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(userRoles.roleId, roleId))
      .orderBy(asc(users.sub));
    return rows.map((row) => row.sub);
  },
  async roleIdsOfUser(db: Db, userId: string): Promise<string[]> {
    const rows = await db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, userId))
      .orderBy(asc(roles.name));
    return rows.map((row) => row.roleId);
  },
  /** Replaces the user's roles with these. */
  async setUserRoles(db: Db, userId: string, roleIds: readonly string[]): Promise<void> {
    await db.delete(userRoles).where(eq(userRoles.userId, userId));
    if (roleIds.length > 0) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
  },
  /** The roles list unpaged and not run, for a CSV export: name, description, permissions joined by spaces. */
  rolesListQuery(db: Db, { order, search }: { order: 'asc' | 'desc'; search?: string }) {
    return db
      .select({
        name: sql<string>`${roles.name}`.as('name'),
        description: sql<string>`${roles.description}`.as('description'),
        permissions:
          sql<string>`coalesce((select string_agg(${rolePermissions.permission}, ' ' order by ${rolePermissions.permission}) from ${rolePermissions} where ${rolePermissions.roleId} = ${roles.id}), '')`.as(
            'permissions',
          ),
      })
      .from(roles)
      .where(search ? ilike(roles.name, likeContaining(search)) : undefined)
      .orderBy(order === 'desc' ? desc(roles.name) : asc(roles.name));
  },
  async listRoles(
    db: Db,
    { take, skip, order, search }: { take: number; skip: number; order: 'asc' | 'desc'; search?: string },
  ): Promise<RolePage> {
    const where = search ? ilike(roles.name, likeContaining(search)) : undefined;
    const [{ total }] = await db.select({ total: count() }).from(roles).where(where);
    const page = await db
      .select()
      .from(roles)
      .where(where)
      .orderBy(order === 'desc' ? desc(roles.name) : asc(roles.name))
      .limit(take)
      .offset(skip);
    const grants = page.length
      ? await db
          .select()
          .from(rolePermissions)
          .where(
            inArray(
              rolePermissions.roleId,
              page.map((role) => role.id),
            ),
          )
          .orderBy(asc(rolePermissions.permission))
      : [];
    return {
      total,
      rows: page.map((role) => ({
        ...role,
        permissions: grants.filter((grant) => grant.roleId === role.id).map((grant) => grant.permission),
      })),
    };
  },
};
