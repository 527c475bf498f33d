import { randomBytes } from 'node:crypto';
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database, Db } from '@festival/server-db';
import { csvExports } from './exports.tables';

export type ExportRecord = typeof csvExports.$inferSelect;
export type NewExportRecord = typeof csvExports.$inferInsert;
/** A query an exporter builds with drizzle (not run): the rows of its list, filtered and sorted. */
export type ExportQuery = SQLWrapper;
export type ExportRow = Record<string, unknown>;

/** Both drivers (node-postgres, PGlite) answer a raw statement with `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The only code that touches the export table, and the only one that opens a cursor. */
export const exportsRepository = {
  async insert(db: Db, record: NewExportRecord): Promise<ExportRecord> {
    const [row] = await db.insert(csvExports).values(record).returning();
    return row;
  },

  async find(db: Db, id: string): Promise<ExportRecord | undefined> {
    return (await db.select().from(csvExports).where(eq(csvExports.id, id)))[0];
  },

  async update(db: Db, id: string, changes: Partial<NewExportRecord>): Promise<void> {
    await db.update(csvExports).set(changes).where(eq(csvExports.id, id));
  },

  async count(db: Db, query: ExportQuery): Promise<number> {
    const result = await db.execute(sql`select count(*)::int as n from (${query}) as export_rows`);
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  },

  /**
   * Reads the query's rows through a server-side cursor, `batchSize` at a time, so memory stays
   * flat however many rows there are. On PostgreSQL the cursor lives in a transaction on one
   * pooled connection; PGlite runs one statement at a time and a transaction there would stall
   * every other request, so its cursor is a WITH HOLD one fetched by separate statements.
   */
  async eachBatch(
    database: Pick<Database, 'engine'>,
    db: Db,
    query: ExportQuery,
    batchSize: number,
    onBatch: (rows: ExportRow[]) => Promise<void>,
  ): Promise<void> {
    const cursor = sql.raw(`export_${randomBytes(8).toString('hex')}`);
    const drain = async (session: Db) => {
      for (;;) {
        const rows = rowsOf<ExportRow>(await session.execute(sql`fetch ${sql.raw(String(batchSize))} from ${cursor}`));
        if (rows.length === 0) return;
        await onBatch(rows);
      }
    };
    if (database.engine === 'postgres') {
      await db.transaction(async (tx) => {
        await tx.execute(sql`declare ${cursor} no scroll cursor for ${query}`);
        await drain(tx);
      });
      return;
    }
    await db.execute(sql`declare ${cursor} no scroll cursor with hold for ${query}`);
    try {
      await drain(db);
    } finally {
      await db.execute(sql`close ${cursor}`);
    }
  },
};
