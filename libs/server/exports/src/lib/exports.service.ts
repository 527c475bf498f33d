import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { recordAudit } from '@festival/server-audit';
import type { Database, Db } from '@festival/server-db';
import { newExportPath, type FileStorage } from '@festival/server-files';
import type { JobLogger, JobQueue } from '@festival/server-jobs';
import { NotFoundError, RateLimitError } from '@festival/server-platform';
import {
  MAX_PAGE_TAKE,
  type ExportLinks,
  type ExportProgress,
  type ListQuery,
} from '@festival/shared-util-api-contracts';
import { createDateTimeFormatter } from '@festival/shared-util-dates';
import { csvWriter } from './csv-rows';
import { exportsRepository, type ExportQuery, type ExportRow } from './exports.repository';

export const EXPORT_JOB = 'csv-export';
/**
 * Rows fetched from the cursor (and progress written) at a time: a few megabytes of rows, and
 * ten round trips and progress writes per 100,000 rows.
 */
export const EXPORT_BATCH_SIZE = 10_000;
export const EXPORT_NOT_FOUND_MESSAGE = 'Export not found';
/** The sweep deleting exports (file and row) older than the retention (EXPORT_RETENTION_HOURS). */
export const EXPORT_CLEANUP_JOB = 'csv-export-cleanup';
export const EXPORT_CLEANUP_EVERY_MS = 15 * 60_000;
export const DEFAULT_EXPORT_RETENTION_HOURS = 24;
/**
 * Exports one staff member may have queued or running at once. Each is a job reading the whole
 * list and a file kept for the retention; a third waits for one of these to end (429).
 */
export const MAX_RUNNING_EXPORTS = 2;
/** The Retry-After of that 429: an export of 100,000 rows takes about 4 s, one of millions minutes. */
export const EXPORT_RETRY_AFTER_SECONDS = 30;
/**
 * An export still queued or running this long after it was asked for is taken as lost (its
 * process stopped mid-way) and no longer counts against its requester; the biggest list takes
 * minutes.
 */
export const EXPORT_STALE_AFTER_MS = 60 * 60_000;
export const TOO_MANY_EXPORTS_MESSAGE = `You already have ${MAX_RUNNING_EXPORTS} exports in progress. Please wait until one of them has finished, then export again.`;
/** Exports deleted per statement in a sweep. */
const CLEANUP_BATCH = 500;

export interface CsvColumn {
  header: string;
  /**
   * The cell of one row; Dates are written in the event's time zone (MM/DD/YYYY h:mm AM), booleans
   * as true/false, null and undefined as nothing, objects as JSON.
   */
  value: (row: ExportRow) => unknown;
}

/**
 * What one list exports. `query` builds (does not run) the list's filtered, sorted query from the
 * list parameters the browser sent; the row keys are the query's column names (or `.as()` names),
 * the values as JSON has them (a timestamp is ISO text: see `asDate`).
 */
export interface CsvExporter<P extends object = ListQuery> {
  /** The saved file's name without extension, e.g. `users`. */
  fileName: string;
  query: (db: Db, params: P) => ExportQuery;
  columns: readonly CsvColumn[];
}

/** A list call asking for more than a page is an export request (SPEC.md §7: take up to 10,000,000). */
export const wantsExport = (query: { take?: number }): boolean => (query.take ?? 0) > MAX_PAGE_TAKE;

export interface CsvExportsDeps {
  database: Pick<Database, 'db' | 'engine'>;
  storage: FileStorage;
  jobs: JobQueue;
  logger: JobLogger;
  /** The path the progress route is served under, e.g. `/api-svc/v1`. */
  basePath: string;
  /** How long an export's file and record are kept (default DEFAULT_EXPORT_RETENTION_HOURS). */
  retentionHours?: number;
}

export interface ExportRequester {
  /** The api user id (the file's owner folder) and the identity `sub` (audit, progress). */
  userId: string;
  sub: string;
  /** The server's public origin (`https://host`; in production PUBLIC_BASE_URL's), for the links it serves itself. */
  origin: string;
}

/**
 * A timestamp read through the cursor: export rows come as JSON, where a timestamp is text
 * (`2027-07-01T19:00:00+00:00`); a column returns this for the CSV to write it as a date.
 */
export function asDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The exporters of every list that opted in, the requests, and the background job that writes the files. */
export class CsvExports {
  private readonly exporters = new Map<string, CsvExporter<object>>();

  constructor(private readonly deps: CsvExportsDeps) {
    deps.jobs.work<{ id: string }>(EXPORT_JOB, ({ id }) => this.run(id));
    deps.jobs.work(
      EXPORT_CLEANUP_JOB,
      async () => {
        await this.removeExpired();
      },
      { everyMs: EXPORT_CLEANUP_EVERY_MS },
    );
  }

  /**
   * Deletes the exports requested longer ago than the retention: the file first, then the record,
   * so that a sweep stopped half-way leaves the record for the next one. Returns how many went.
   */
  async removeExpired(now = new Date()): Promise<number> {
    const { database, storage } = this.deps;
    const hours = this.deps.retentionHours ?? DEFAULT_EXPORT_RETENTION_HOURS;
    const before = new Date(now.getTime() - hours * 3_600_000);
    let removed = 0;
    for (;;) {
      const expired = await exportsRepository.requestedBefore(database.db, before, CLEANUP_BATCH);
      for (const { fileKey } of expired) await storage.remove(fileKey);
      await exportsRepository.remove(
        database.db,
        expired.map(({ id }) => id),
      );
      removed += expired.length;
      if (expired.length < CLEANUP_BATCH) return removed;
    }
  }

  /** Opts a list in, once, at start-up. */
  define<P extends object>(name: string, exporter: CsvExporter<P>): void {
    if (this.exporters.has(name)) throw new Error(`Exporter "${name}" is defined twice`);
    this.exporters.set(name, exporter as CsvExporter<object>);
  }

  /**
   * Records the request (audited), queues the job and returns the links the browser follows; a
   * requester with MAX_RUNNING_EXPORTS exports still under way is refused (429) and nothing is queued.
   */
  async start(name: string, params: object, requester: ExportRequester): Promise<ExportLinks> {
    const exporter = this.exporters.get(name);
    if (!exporter) throw new Error(`No exporter named "${name}"`);
    const { take: _take, skip: _skip, ...filters } = params as ListQuery;
    const { db } = this.deps.database;
    const record = await db.transaction(async (tx) => {
      await exportsRepository.lockOwner(tx, requester.sub);
      const since = new Date(Date.now() - EXPORT_STALE_AFTER_MS);
      if ((await exportsRepository.countRunning(tx, requester.sub, since)) >= MAX_RUNNING_EXPORTS)
        throw new RateLimitError(TOO_MANY_EXPORTS_MESSAGE, EXPORT_RETRY_AFTER_SECONDS);
      const row = await exportsRepository.insert(tx, {
        name,
        ownerSub: requester.sub,
        params: filters,
        fileKey: newExportPath(requester.userId),
      });
      await recordAudit(tx, {
        actorSub: requester.sub,
        action: 'export.create',
        target: `export:${name}`,
        after: filters,
      });
      return row;
    });
    await this.deps.jobs.send(EXPORT_JOB, { id: record.id });
    return {
      id: record.id,
      head: `${requester.origin}${this.deps.basePath}/exports/${record.id}`,
      get: await this.deps.storage.downloadUrl(record.fileKey, requester.origin),
      fileName: `${exporter.fileName}.csv`,
    };
  }

  /** How far an export has come; only its requester may ask. */
  async progress(id: string, sub: string): Promise<ExportProgress> {
    const record = await exportsRepository.find(this.deps.database.db, id);
    if (!record || record.ownerSub !== sub) throw new NotFoundError(EXPORT_NOT_FOUND_MESSAGE);
    return { id: record.id, status: record.status, rows: record.rows, total: record.total };
  }

  /**
   * The job: rows from a database cursor, turned into CSV text a batch at a time by a writer built
   * for the exporter once, into a temporary file (waiting when the disk is behind), then into the
   * file storage. Memory holds two batches. A failure marks the export FAILED (the browser says so)
   * rather than retrying behind the back of someone polling for 90 seconds.
   */
  async run(id: string): Promise<void> {
    const { database, storage, logger } = this.deps;
    const { db } = database;
    const record = await exportsRepository.find(db, id);
    if (!record || record.status === 'DONE' || record.status === 'FAILED') return;
    const exporter = this.exporters.get(record.name);
    const tempPath = join(tmpdir(), `festival-export-${id}.csv`);
    const file = createWriteStream(tempPath);
    // A disk error is thrown by the next write or by `finished`, not by the process.
    file.on('error', () => undefined);
    try {
      if (!exporter) throw new Error(`No exporter named "${record.name}"`);
      const query = exporter.query(db, record.params as object);
      const csv = csvWriter(exporter.columns, createDateTimeFormatter());
      const write = async (text: string) => {
        if (file.errored) throw file.errored;
        // `once` rejects if the stream fails while we wait.
        if (!file.write(text)) await once(file, 'drain');
      };
      await write(csv.head);
      let rows = 0;
      await exportsRepository.eachBatch(database, db, query, EXPORT_BATCH_SIZE, {
        onTotal: (total) => exportsRepository.update(db, id, { status: 'RUNNING', total, rows: 0 }),
        onBatch: async (batch) => {
          await write(csv.rows(batch));
          rows += batch.length;
          await exportsRepository.update(db, id, { rows });
        },
      });
      file.end();
      await finished(file);
      await storage.putFile(record.fileKey, tempPath);
      await exportsRepository.update(db, id, { status: 'DONE', rows, finishedAt: new Date() });
    } catch (error) {
      logger.error({ job: EXPORT_JOB, exportId: id, reason: (error as Error).message }, 'export failed');
      await exportsRepository.update(db, id, { status: 'FAILED', finishedAt: new Date() });
    } finally {
      file.destroy();
      await rm(tempPath, { force: true });
    }
  }
}
