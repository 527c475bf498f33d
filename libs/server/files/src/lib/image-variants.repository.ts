import { asc, inArray, or } from 'drizzle-orm';
import type { Db } from '@festival/server-db';
import { imageVariants } from './image-variants.tables';

export type ImageVariantRow = Pick<typeof imageVariants.$inferSelect, 'originalKey' | 'width' | 'key'>;

/** The only code that touches the image variants' table. */
export const imageVariantsRepository = {
  /** The copies recorded of these pictures, narrowest first. */
  async ofOriginals(db: Db, originalKeys: readonly string[]): Promise<ImageVariantRow[]> {
    if (originalKeys.length === 0) return [];
    return db
      .select({ originalKey: imageVariants.originalKey, width: imageVariants.width, key: imageVariants.key })
      .from(imageVariants)
      .where(inArray(imageVariants.originalKey, [...originalKeys]))
      .orderBy(asc(imageVariants.originalKey), asc(imageVariants.width));
  },

  /** The records of these copies (by their own keys). */
  async byKeys(db: Db, keys: readonly string[]): Promise<ImageVariantRow[]> {
    if (keys.length === 0) return [];
    return db
      .select({ originalKey: imageVariants.originalKey, width: imageVariants.width, key: imageVariants.key })
      .from(imageVariants)
      .where(inArray(imageVariants.key, [...keys]));
  },

  /** Records a picture's copies; a second run of the same job records nothing more. */
  async insert(db: Db, rows: readonly ImageVariantRow[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insert(imageVariants)
      .values([...rows])
      .onConflictDoNothing();
  },

  /** Forgets the copies of these pictures and these copies themselves; returns the rows removed. */
  async removeFor(db: Db, keys: readonly string[]): Promise<ImageVariantRow[]> {
    if (keys.length === 0) return [];
    const list = [...keys];
    return db
      .delete(imageVariants)
      .where(or(inArray(imageVariants.originalKey, list), inArray(imageVariants.key, list)))
      .returning({ originalKey: imageVariants.originalKey, width: imageVariants.width, key: imageVariants.key });
  },
};
