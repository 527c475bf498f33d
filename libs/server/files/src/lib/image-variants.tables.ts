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

/**
 * The pictures the server could make no copies of (damaged, too many pixels, not a picture sharp
 * reads): recorded once, so that neither a later save nor the catch-up at start tries them again.
 * A picture's file never changes (a new upload is a new key), so neither does the outcome.
 */
export const imageVariantFailures = pgTable('image_variant_failures', {
  /** The picture's storage key, as in image_variants. */
  originalKey: text('original_key').primaryKey(),
  /** Why no copies were made (sharp's message, or the check that refused it), for whoever looks. */
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
