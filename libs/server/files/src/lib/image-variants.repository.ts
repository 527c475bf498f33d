import { asc, inArray, or } from 'drizzle-orm';
import type { Db } from '@festival/server-db';
import { imageVariantFailures, imageVariants } from './image-variants.tables';

export type ImageVariantRow = Pick<typeof imageVariants.$inferSelect, 'originalKey' | 'width' | 'key'>;

/** The only code that touches the image variants' tables. */
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

  /** Those of these pictures the job is done with: their copies are recorded, or their failure is. */
  async settled(db: Db, originalKeys: readonly string[]): Promise<string[]> {
    if (originalKeys.length === 0) return [];
    const list = [...originalKeys];
    const rows = await db
      .select({ originalKey: imageVariants.originalKey })
      .from(imageVariants)
      .where(inArray(imageVariants.originalKey, list))
      .union(
        db
          .select({ originalKey: imageVariantFailures.originalKey })
          .from(imageVariantFailures)
          .where(inArray(imageVariantFailures.originalKey, list)),
      );
    return rows.map((row) => row.originalKey);
  },

  /** Records that no copies could be made of a picture; a second record of it is ignored. */
  async insertFailure(db: Db, originalKey: string, reason: string): Promise<void> {
    await db.insert(imageVariantFailures).values({ originalKey, reason }).onConflictDoNothing();
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

  /** Forgets the copies of these pictures, these copies themselves and the pictures' failures; returns the copies' rows removed. */
  async removeFor(db: Db, keys: readonly string[]): Promise<ImageVariantRow[]> {
    if (keys.length === 0) return [];
    const list = [...keys];
    await db.delete(imageVariantFailures).where(inArray(imageVariantFailures.originalKey, list));
    return db
      .delete(imageVariants)
      .where(or(inArray(imageVariants.originalKey, list), inArray(imageVariants.key, list)))
      .returning({ originalKey: imageVariants.originalKey, width: imageVariants.width, key: imageVariants.key });
  },
};
