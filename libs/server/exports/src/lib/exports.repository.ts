import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, lt, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database, Db } from '@festival/server-db';
import { csvExports } from './exports.tables';

export type ExportRecord = typeof csvExports.$inferSelect;
export type NewExportRecord = typeof csvExports.$inferInsert;
/** A query an exporter builds with drizzle (not run): the rows of its list, filtered and sorted. */
export type ExportQuery = SQLWrapper;
export type ExportRow = Record<string, unknown>;

/** Both drivers (node-postgres, PGlite) answer a raw statement with `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The first key of the advisory locks that queue one staff member's export requests ('csv_' in ASCII). */
const OWNER_LOCK_SPACE = 0x6373765f;

/** What an export's query may use for its sort and its cursor's result before spilling to temporary files. */
const EXPORT_WORK_MEM = '64MB';

/** The only code that touches the export table, and the only one that opens a cursor. */
export const exportsRepository = {
  async insert(db: Db, record: NewExportRecord): Promise<ExportRecord> {
    const [row] = await db.insert(csvExports).values(record).returning();
    return row;
  },

  /**
   * Holds, until the transaction ends, the lock on this requester's exports, so that requests of
   * theirs arriving together are counted one after the other (on every replica).
   */
  async lockOwner(tx: Db, ownerSub: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${OWNER_LOCK_SPACE}::integer, hashtext(${ownerSub}))`);
  },

  /** The requester's exports still queued or running, requested after `since`. */
  async countRunning(db: Db, ownerSub: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(csvExports)
      .where(
        and(
          eq(csvExports.ownerSub, ownerSub),
          inArray(csvExports.status, ['QUEUED', 'RUNNING']),
          gt(csvExports.createdAt, since),
        ),
      );
    return Number(row?.n ?? 0);
  },

  async find(db: Db, id: string): Promise<ExportRecord | undefined> {
    return (await db.select().from(csvExports).where(eq(csvExports.id, id)))[0];
  },

  async update(db: Db, id: string, changes: Partial<NewExportRecord>): Promise<void> {
    await db.update(csvExports).set(changes).where(eq(csvExports.id, id));
  },

  /** Up to `limit` exports requested before `before`, oldest first. */
  async requestedBefore(db: Db, before: Date, limit: number): Promise<Pick<ExportRecord, 'id' | 'fileKey'>[]> {
    return db
      .select({ id: csvExports.id, fileKey: csvExports.fileKey })
      .from(csvExports)
      .where(lt(csvExports.createdAt, before))
      .orderBy(asc(csvExports.createdAt))
      .limit(limit);
  },

  async remove(db: Db, ids: string[]): Promise<void> {
    if (ids.length > 0) await db.delete(csvExports).where(inArray(csvExports.id, ids));
  },

  /**
   * Runs the query once through a scroll cursor: `onTotal` gets its row count (MOVE ALL over the
   * result, which a sorted query has built by its first row anyway; no second run to count), then
   * `onBatch` its rows `batchSize` at a time, while the next batch is already being fetched. Memory
   * holds two batches however many rows there are.
   *
   * On PostgreSQL the cursor lives in a transaction on one pooled connection. PGlite runs one
   * statement at a time and a transaction there would stall every other request, so its cursor is
   * a WITH HOLD one (its result built when declared) fetched by separate statements; and as PGlite
   * decodes each field in JavaScript (100,000 rows of 12 columns: 1.9 s of CPU, against 0.6 s as
   * one JSON value a row), each row comes as one JSON value (`to_json`, parsed natively). So a value may differ in type between the engines
   * (a timestamp is text either way: see `asDate`; a bigint is text or a number), not in its CSV text.
   */
  async eachBatch(
    database: Pick<Database, 'engine'>,
    db: Db,
    query: ExportQuery,
    batchSize: number,
    handlers: { onTotal: (total: number) => Promise<void>; onBatch: (rows: ExportRow[]) => Promise<void> },
  ): Promise<void> {
    const cursor = sql.raw(`export_${randomBytes(8).toString('hex')}`);
    const fetch = sql`fetch ${sql.raw(String(batchSize))} from ${cursor}`;

    const drain = async (session: Db, unwrap = (row: ExportRow) => row) => {
      const moved = (await session.execute(sql`move forward all in ${cursor}`)) as unknown as {
        rowCount: number | null;
      };
      await session.execute(sql`move absolute 0 in ${cursor}`);
      await handlers.onTotal(Number(moved.rowCount ?? 0));
      // `then` starts the statement now (drizzle runs a query when it is awaited) and only once.
      const fetchBatch = () => session.execute(fetch).then((result) => rowsOf<ExportRow>(result).map(unwrap));
      let next = fetchBatch();
      try {
        for (;;) {
          const rows = await next;
          if (rows.length < batchSize) {
            if (rows.length > 0) await handlers.onBatch(rows);
            return;
          }
          next = fetchBatch();
          await handlers.onBatch(rows);
        }
      } finally {
        // A batch the caller did not take (it failed) must settle before the cursor closes.
        await next.catch(() => undefined);
      }
    };
    // Sorting and keeping the result in memory rather than in temporary files, for this export only.
    const workMem = sql.raw(`set local work_mem = '${EXPORT_WORK_MEM}'`);
    if (database.engine === 'postgres') {
      await db.transaction(async (tx) => {
        await tx.execute(workMem);
        await tx.execute(sql`declare ${cursor} scroll cursor for ${query}`);
        await drain(tx);
      });
      return;
    }
    // The WITH HOLD cursor's result is built when its transaction commits, with the setting still on.
    await db.transaction(async (tx) => {
      await tx.execute(workMem);
      await tx.execute(
        sql`declare ${cursor} scroll cursor with hold for select to_json(export_rows) as "row" from (${query}) as export_rows`,
      );
    });
    try {
      await drain(db, ({ row }) => row as ExportRow);
    } finally {
      await db.execute(sql`close ${cursor}`);
    }
  },
};
