const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * A date-of-birth style value as YYYY-MM-DD, or null when it is not a real calendar date.
 * Strings keep their written date (`2000-02-29`, or the date part of an ISO timestamp);
 * a Date object (what a date picker gives) is read in the browser's own calendar, because
 * pickers create local midnight.
 */
export function toIsoDate(value: unknown): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${String(value.getFullYear()).padStart(4, '0')}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [, y, m, d] = match;
  return isRealDate(Number(y), Number(m), Number(d)) ? `${y}-${m}-${d}` : null;
}
