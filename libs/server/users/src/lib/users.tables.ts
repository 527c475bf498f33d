import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '@festival/server-db';

/**
 * The api's own record of a person who has signed in. `sub` is the identity provider's id
 * (embedded idp or Cognito); everything else in the api refers to `id`.
 */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  sub: text('sub').notNull().unique('users_sub_unique'),
  email: text('email').notNull().default(''),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  avatarUrl: text('avatar_url'),
  /** The language the user chose on a site (a locale code); their emails are written in it. */
  language: text('language'),
  ...timestamps,
});

/** The user a row belongs to: the row goes when the user is deleted. */
export const userIdColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
