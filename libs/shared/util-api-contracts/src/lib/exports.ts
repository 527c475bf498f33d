import Type, { type Static } from 'typebox';

/**
 * CSV export of a list (SPEC.md §4 "Export", §7, §9): the browser asks a list path for this many
 * rows; the server answers with links instead of rows and builds the file in the background.
 */
export const EXPORT_TAKE = 10_000_000;
/** A list call asking for more rows than one page holds is an export request. */
export const MAX_PAGE_TAKE = 1000;
/** The browser polls the head link this often, at most this many times (SPEC.md §9). */
export const EXPORT_POLL_ATTEMPTS = 90;
export const EXPORT_POLL_INTERVAL_MS = 1000;
export const EXPORT_FAILED_MESSAGE = 'Export File Failed!';

export const ExportStatus = Type.Union([
  Type.Literal('QUEUED'),
  Type.Literal('RUNNING'),
  Type.Literal('DONE'),
  Type.Literal('FAILED'),
]);
export type ExportStatus = Static<typeof ExportStatus>;

/** The answer of a list path to an export request: poll `head`, then download `get` (a signed link). */
export const ExportLinks = Type.Object({
  id: Type.String({ format: 'uuid' }),
  head: Type.String({ description: 'GET it to learn the export progress (ExportProgress)' }),
  get: Type.String({ description: 'Signed, short-lived link to the CSV once the progress says DONE' }),
  fileName: Type.String(),
});
export type ExportLinks = Static<typeof ExportLinks>;

export const ExportProgress = Type.Object({
  id: Type.String({ format: 'uuid' }),
  status: ExportStatus,
  /** Rows written so far. */
  rows: Type.Integer({ minimum: 0 }),
  /** Rows the export will hold; null until counted. */
  total: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
});
export type ExportProgress = Static<typeof ExportProgress>;

/** The query of a list that has no pages (e.g. an event's delegation keys): only the export request. */
export const ExportTakeQuery = Type.Object(
  { take: Type.Optional(Type.Integer({ minimum: 1, maximum: EXPORT_TAKE })) },
  { additionalProperties: false },
);
export type ExportTakeQuery = Static<typeof ExportTakeQuery>;
