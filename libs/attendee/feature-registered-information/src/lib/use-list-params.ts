import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListParams, writeListParams, type ListParams } from './list-params';

export interface ListParamsControls {
  params: ListParams;
  setPage: (page: number) => void;
  setRows: (rows: number) => void;
  setSearch: (search: string) => void;
}

/** A list's page, rows per page and search, kept in the URL query (SPEC.md §2). */
export function useListParams(): ListParamsControls {
  const [query, setQuery] = useSearchParams();
  const params = useMemo(() => readListParams(query), [query]);

  const update = useCallback(
    (change: (current: ListParams) => ListParams, options: { replace?: boolean } = {}) =>
      setQuery((current) => writeListParams(current, change(readListParams(current))), options),
    [setQuery],
  );

  return useMemo(
    () => ({
      params,
      setPage: (page) => update((p) => ({ ...p, page: Math.max(1, Math.floor(page)) })),
      setRows: (rows) => update((p) => ({ ...p, rows, page: 1 })),
      // Typing is not a step the Back button should replay one search at a time.
      setSearch: (search) => update((p) => (p.search === search.trim() ? p : { ...p, search, page: 1 }), { replace: true }),
    }),
    [params, update],
  );
}
