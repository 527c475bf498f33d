import type { SortOrder } from '@festival/shared-util-api-contracts';
/** SPEC.md §9: rows per page. */
export const ROWS_PER_PAGE_OPTIONS = [5, 10, 20, 30, 50] as const;
export const DEFAULT_ROWS_PER_PAGE = 10;
/** SPEC.md §9: search waits this long after the last key in a table's search box… */
export const TABLE_SEARCH_DEBOUNCE_MS = 300;
/** …and this long in a page-wide search box. */
export const PAGE_SEARCH_DEBOUNCE_MS = 500;

export type { SortOrder } from '@festival/shared-util-api-contracts';
export interface TableSort<F extends string = string> {
  field: F;
  order: SortOrder;
}

/** What a site table or list shows, as its URL query holds it (SPEC.md §2 "Site tables"). */
export interface TableParams<F extends string = string> {
  /** 1-based. */
  page: number;
  rows: number;
  /** Absent for a list that cannot be sorted; null when a sortable table has no order chosen. */
  sort?: TableSort<F> | null;
  search: string;
}

const MAX_PAGE = 1_000_000;
const MAX_SEARCH = 255;

/**
 * Reads the table state from a URL query: `page`, `rows`, `sort=<field>:<asc|desc>`, `search`.
 * Anything a hand-edited or stale link gets wrong falls back to the default instead of failing.
 * Without `sortFields` the list is not sortable and `sort` is left out.
 */
export function readTableParams<F extends string = never>(
  query: URLSearchParams,
  sortFields?: readonly F[],
): TableParams<F> {
  const page = Number(query.get('page'));
  const rows = Number(query.get('rows'));
  const params: TableParams<F> = {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    rows: (ROWS_PER_PAGE_OPTIONS as readonly number[]).includes(rows) ? rows : DEFAULT_ROWS_PER_PAGE,
    search: (query.get('search') ?? '').slice(0, MAX_SEARCH),
  };
  if (!sortFields) return params;
  const [field, order] = (query.get('sort') ?? '').split(':');
  const sortable = (sortFields as readonly string[]).includes(field ?? '') && (order === 'asc' || order === 'desc');
  return { ...params, sort: sortable ? { field: field as F, order: order as SortOrder } : null };
}

/**
 * Writes the table state into a URL query, keeping the other parameters. Defaults are left
 * out, so a table that was never touched keeps a clean address. A list without `sort` leaves
 * that parameter alone; a table whose sort is null removes it.
 */
export function writeTableParams(query: URLSearchParams, params: TableParams): URLSearchParams {
  const next = new URLSearchParams(query);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set('page', params.page > 1 ? String(params.page) : null);
  set('rows', params.rows !== DEFAULT_ROWS_PER_PAGE ? String(params.rows) : null);
  if (params.sort !== undefined) set('sort', params.sort ? `${params.sort.field}:${params.sort.order}` : null);
  set('search', params.search.trim() ? params.search.trim() : null);
  return next;
}

/** take/skip for the API from a 1-based page. */
export const pageWindow = ({ page, rows }: Pick<TableParams, 'page' | 'rows'>) => ({
  take: rows,
  skip: (page - 1) * rows,
});

/** The list call of a table: its page window, its sort when one is chosen, and its search. */
export function listQuery<F extends string>(
  params: TableParams<F>,
): { take: number; skip: number; sort?: F; order?: SortOrder; search: string } {
  return {
    ...pageWindow(params),
    ...(params.sort ? { sort: params.sort.field, order: params.sort.order } : {}),
    search: params.search,
  };
}
