import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** SPEC.md §3 "Locale": the languages the switcher offers. English is the source and is always there. */
export const locales = pgTable('locales', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/** A translated string: `key` is `namespace:path.to.key`. English stays in the repository, never here. */
export const translations = pgTable(
  'translations',
  {
    localeCode: text('locale_code')
      .notNull()
      .references(() => locales.code, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.localeCode, table.key] })],
);

/** Keys the apps met without a translation (SPEC.md §7 `POST /translation-svc/v1/translations`), stored once. */
export const collectedTranslationKeys = pgTable('collected_translation_keys', {
  key: text('key').primaryKey(),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
});
