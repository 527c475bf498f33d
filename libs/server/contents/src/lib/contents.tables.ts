import { pgTable, text } from 'drizzle-orm/pg-core';

/** ISO 3166-1 countries; id is the alpha-2 code. */
export const countries = pgTable('countries', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

/** ISO 639-1 languages; id is the two-letter code. */
export const languages = pgTable('languages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});
