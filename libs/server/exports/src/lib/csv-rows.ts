/**
 * CSV text for the export job, built once per export and applied to every row: no stream of row
 * arrays, no per-cell options. The rules are RFC 4180 plus what spreadsheets need: a UTF-8 byte
 * order mark first, so they read the file as UTF-8, and a quote before a cell that they would
 * otherwise run as a formula (OWASP "CSV injection").
 */

export const CSV_BOM = '\uFEFF';
const RECORD_END = '\n';

/** A cell (not a number) starting with one of these is a formula to a spreadsheet; full-width forms for Apple Numbers. */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']);
const NEEDS_QUOTES = /[",\r\n]/;
const QUOTE = /"/g;

/** One cell's text: Dates through `formatDate`, nothing for null and undefined, objects as JSON. */
export function csvCell(value: unknown, formatDate: (date: Date) => string): string {
  let text: string;
  switch (typeof value) {
    case 'string':
      text = value;
      break;
    case 'number':
    case 'bigint':
      // A negative number is a number, not a formula.
      return String(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
      return '';
    default:
      if (value === null) return '';
      text = value instanceof Date ? formatDate(value) : JSON.stringify(value);
  }
  if (text === '') return text;
  if (FORMULA_START.has(text[0])) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(QUOTE, '""')}"` : text;
}

/**
 * The file's writer for one export: its head (byte order mark and header line) and a function
 * turning a batch of rows into one string, so the file stream gets one write per batch.
 */
export function csvWriter<R>(
  columns: readonly { header: string; value: (row: R) => unknown }[],
  formatDate: (date: Date) => string,
): { head: string; rows: (batch: readonly R[]) => string } {
  const values = columns.map((column) => column.value);
  const head = CSV_BOM + columns.map((column) => csvCell(column.header, formatDate)).join(',') + RECORD_END;
  return {
    head,
    rows(batch) {
      let text = '';
      for (const row of batch) {
        for (let i = 0; i < values.length; i += 1) {
          if (i > 0) text += ',';
          text += csvCell(values[i](row), formatDate);
        }
        text += RECORD_END;
      }
      return text;
    },
  };
}
