import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@festival/server-db';
import { collectedTranslationKeys, locales, translations } from './translations.tables';

export type LocaleRecord = typeof locales.$inferSelect;
export type TranslationRecord = typeof translations.$inferSelect;

/** The only code that touches the locale and translation tables. */
export const translationsRepository = {
  enabledLocales(db: Db): Promise<LocaleRecord[]> {
    return db.select().from(locales).where(eq(locales.enabled, true)).orderBy(asc(locales.position), asc(locales.code));
  },

  async findLocale(db: Db, code: string): Promise<LocaleRecord | undefined> {
    const [row] = await db.select().from(locales).where(eq(locales.code, code));
    return row;
  },

  valuesOf(db: Db, code: string): Promise<Array<{ key: string; value: string }>> {
    return db
      .select({ key: translations.key, value: translations.value })
      .from(translations)
      .where(eq(translations.localeCode, code));
  },

  translatedKeys(db: Db): Promise<Array<{ localeCode: string; key: string }>> {
    return db.select({ localeCode: translations.localeCode, key: translations.key }).from(translations);
  },

  allValues(db: Db): Promise<Array<{ localeCode: string; key: string; value: string }>> {
    return db
      .select({ localeCode: translations.localeCode, key: translations.key, value: translations.value })
      .from(translations);
  },

  async findValue(db: Db, code: string, key: string): Promise<string | null> {
    const [row] = await db
      .select({ value: translations.value })
      .from(translations)
      .where(and(eq(translations.localeCode, code), eq(translations.key, key)));
    return row?.value ?? null;
  },

  async upsertValue(db: Db, code: string, key: string, value: string): Promise<void> {
    await db
      .insert(translations)
      .values({ localeCode: code, key, value })
      .onConflictDoUpdate({
        target: [translations.localeCode, translations.key],
        set: { value: sql`excluded.value`, updatedAt: sql`now()` },
      });
  },

  async deleteValue(db: Db, code: string, key: string): Promise<void> {
    await db.delete(translations).where(and(eq(translations.localeCode, code), eq(translations.key, key)));
  },

  /** Seeds: inserts what is missing, never overwrites what staff edited. */
  async seed(
    db: Db,
    seedLocales: Array<Omit<LocaleRecord, 'enabled'>>,
    values: Array<{ localeCode: string; key: string; value: string }>,
  ): Promise<void> {
    if (seedLocales.length > 0) await db.insert(locales).values(seedLocales).onConflictDoNothing();
    for (let i = 0; i < values.length; i += 500) {
      await db
        .insert(translations)
        .values(values.slice(i, i + 500))
        .onConflictDoNothing();
    }
  },

  /** Stores each key once; returns how many were new. */
  async collectKeys(db: Db, keys: string[]): Promise<number> {
    if (keys.length === 0) return 0;
    const inserted = await db
      .insert(collectedTranslationKeys)
      .values(keys.map((key) => ({ key })))
      .onConflictDoNothing()
      .returning({ key: collectedTranslationKeys.key });
    return inserted.length;
  },

  async countCollectedKeys(db: Db): Promise<number> {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(collectedTranslationKeys);
    return row?.count ?? 0;
  },

  async collectedKeys(db: Db): Promise<string[]> {
    const rows = await db.select({ key: collectedTranslationKeys.key }).from(collectedTranslationKeys);
    return rows.map((row) => row.key);
  },
};
