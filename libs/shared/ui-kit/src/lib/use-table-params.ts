import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  readTableParams,
  writeTableParams,
  type TableParams,
  type TableSort,
} from '@festival/shared-util-table-params';

export interface TableParamsControls<F extends string> {
  params: TableParams<F>;
  setPage: (page: number) => void;
  setRows: (rows: number) => void;
  setSort: (sort: TableSort<F> | null) => void;
  setSearch: (search: string) => void;
}

/**
 * A site table's page, rows per page, sort and search, kept in the URL query (SPEC.md §2).
 * Without `sortFields` (a list that cannot be sorted) `params.sort` is left out.
 * Pass a constant array: a new one on every render would read the query again each time.
 */
export function useTableParams<F extends string = never>(sortFields?: readonly F[]): TableParamsControls<F> {
  const [query, setQuery] = useSearchParams();
  const params = useMemo(() => readTableParams(query, sortFields), [query, sortFields]);

  const update = useCallback(
    (change: (current: TableParams<F>) => TableParams<F>, options: { replace?: boolean } = {}) =>
      setQuery((current) => writeTableParams(current, change(readTableParams(current, sortFields))), options),
    [setQuery, sortFields],
  );

  return useMemo(
    () => ({
      params,
      setPage: (page) => update((p) => ({ ...p, page: Math.max(1, Math.floor(page)) })),
      // A new page size or order starts again at the first page: the old page number means other rows now.
      setRows: (rows) => update((p) => ({ ...p, rows, page: 1 })),
      setSort: (sort) => update((p) => ({ ...p, sort, page: 1 })),
      // Typing is not a step the Back button should replay one search at a time.
      setSearch: (search) =>
        update((p) => (p.search === search.trim() ? p : { ...p, search, page: 1 }), { replace: true }),
    }),
    [params, update],
  );
}

/** What a site table's list query answers, as far as its paging needs it. */
export interface PagedListState {
  isSuccess: boolean;
  isPlaceholderData: boolean;
  data?: { totalRecords: number };
}

/**
 * A site table's row count and last page. A page past the end (rows removed, an old shared link)
 * moves to the last page once the list has answered for the current query.
 */
export function useListPages(
  list: PagedListState,
  params: Pick<TableParams<string>, 'page' | 'rows'>,
  setPage: (page: number) => void,
): { total: number; lastPage: number } {
  const total = list.data?.totalRecords ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / params.rows));
  const settled = list.isSuccess && !list.isPlaceholderData;
  useEffect(() => {
    if (settled && params.page > lastPage) setPage(lastPage);
  }, [settled, params.page, lastPage, setPage]);
  return { total, lastPage };
}
