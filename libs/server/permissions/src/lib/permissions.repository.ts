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

export interface PermissionsRepository {
  /** Creates the role when absent and adds the permissions it lacks; never removes any. */
  upsertRole(role: { name: string; description: string; permissions: readonly string[] }): Promise<RoleRecord>;
  findRoleByName(name: string): Promise<RoleRecord | undefined>;
  addUserRole(userId: string, roleId: string): Promise<void>;
  /** Every permission string the user's roles grant, sorted, without repeats. */
  permissionsOfUser(userId: string): Promise<string[]>;
  listRoles(query: { take: number; skip: number; order: 'asc' | 'desc'; search?: string }): Promise<RolePage>;
}

export function permissionsRepository(db: Db): PermissionsRepository {
  const findRoleByName = async (name: string) =>
    (await db.select().from(roles).where(eq(roles.name, name)).limit(1))[0];
  return {
    findRoleByName,
    async upsertRole({ name, description, permissions }) {
      await db.insert(roles).values({ name, description }).onConflictDoNothing({ target: roles.name });
      const role = await findRoleByName(name);
      if (!role) throw new Error(`role ${name} neither inserted nor found`);
      if (permissions.length > 0) {
        await db
          .insert(rolePermissions)
          .values(permissions.map((permission) => ({ roleId: role.id, permission })))
          .onConflictDoNothing();
      }
      return role;
    },
    async addUserRole(userId, roleId) {
      await db.insert(userRoles).values({ userId, roleId }).onConflictDoNothing();
    },
    async permissionsOfUser(userId) {
      const rows = await db
        .selectDistinct({ permission: rolePermissions.permission })
        .from(userRoles)
        .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
        .where(eq(userRoles.userId, userId))
        .orderBy(asc(rolePermissions.permission));
      return rows.map((row) => row.permission);
    },
    async listRoles({ take, skip, order, search }) {
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
}
