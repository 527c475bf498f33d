/**
 * The my-events list as its URL query holds it (SPEC.md §2 "Site tables"): `page`, `rows`,
 * `search`. Same rules as the admin users table (libs/admin/feature-users/src/lib/table-params.ts);
 * a feature may not import another feature, so the few lines live here too.
 */
export const ROWS_PER_PAGE_OPTIONS = [5, 10, 20, 30, 50] as const;
export const DEFAULT_ROWS_PER_PAGE = 10;
/** SPEC.md §9: the page-wide search box waits 500 ms after the last key. */
export const PAGE_SEARCH_DEBOUNCE_MS = 500;

export interface ListParams {
  /** 1-based. */
  page: number;
  rows: number;
  search: string;
}

const MAX_PAGE = 1_000_000;
const MAX_SEARCH = 255;

/** Anything a hand-edited or stale link gets wrong falls back to the default. */
export function readListParams(query: URLSearchParams): ListParams {
  const page = Number(query.get('page'));
  const rows = Number(query.get('rows'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    rows: (ROWS_PER_PAGE_OPTIONS as readonly number[]).includes(rows) ? rows : DEFAULT_ROWS_PER_PAGE,
    search: (query.get('search') ?? '').slice(0, MAX_SEARCH),
  };
}

/** Writes the list state into the query, keeping other parameters; defaults are left out. */
export function writeListParams(query: URLSearchParams, params: ListParams): URLSearchParams {
  const next = new URLSearchParams(query);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set('page', params.page > 1 ? String(params.page) : null);
  set('rows', params.rows !== DEFAULT_ROWS_PER_PAGE ? String(params.rows) : null);
  set('search', params.search.trim() ? params.search.trim() : null);
  return next;
}

/** take/skip for the API from a 1-based page. */
export const pageWindow = ({ page, rows }: Pick<ListParams, 'page' | 'rows'>) => ({ take: rows, skip: (page - 1) * rows });
