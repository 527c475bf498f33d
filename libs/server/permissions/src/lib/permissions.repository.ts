import { asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import { likeContaining, type Db } from '@festival/server-db';
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
