import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
