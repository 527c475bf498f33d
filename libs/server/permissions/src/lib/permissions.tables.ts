import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn } from '@festival/server-users';

export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique('roles_name_unique'),
  description: text('description').notNull().default(''),
});

/** One row per `RESOURCE:C|R|U|D` string a role grants. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (table) => [primaryKey({ name: 'role_permissions_pk', columns: [table.roleId, table.permission] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: userIdColumn(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ name: 'user_roles_pk', columns: [table.userId, table.roleId] }),
    index('user_roles_role_idx').on(table.roleId),
  ],
);
