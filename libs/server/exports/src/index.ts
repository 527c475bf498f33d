export * from './lib/exports.tables';
export type { ExportQuery, ExportRow, ExportRecord } from './lib/exports.repository';
export {
  asDate,
  CsvExports,
  DEFAULT_EXPORT_RETENTION_HOURS,
  EXPORT_BATCH_SIZE,
  EXPORT_CLEANUP_JOB,
  EXPORT_JOB,
  EXPORT_NOT_FOUND_MESSAGE,
  EXPORT_RETRY_AFTER_SECONDS,
  MAX_RUNNING_EXPORTS,
  TOO_MANY_EXPORTS_MESSAGE,
  wantsExport,
  type CsvColumn,
  type CsvExporter,
} from './lib/exports.service';
export { csvExportsPlugin, exportResponse, type CsvExportsOptions } from './lib/exports.routes';
