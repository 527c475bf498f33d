import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sized WebP copies the server made of an uploaded picture (an event's banner, an activity's
 * picture), for a srcset: one row per width, written once all of a picture's copies are stored.
 */
export const imageVariants = pgTable(
  'image_variants',
  {
    /** The picture's storage key, e.g. `event-images/<owner>/<uuid>.png`. */
    originalKey: text('original_key').notNull(),
    width: integer('width').notNull(),
    /** The copy's storage key, e.g. `event-images/<owner>/<uuid>-640w.webp`. */
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.originalKey, table.width] }), index('image_variants_key_idx').on(table.key)],
);
