import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made and last changed: both columns default to the time of the insert. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
