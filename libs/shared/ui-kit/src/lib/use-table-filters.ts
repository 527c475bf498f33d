import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface TableFiltersControls<K extends string> {
  /** Each filter's value from the URL query; absent when not set. */
  filters: Partial<Record<K, string>>;
  /** Sets (or, with null or '', clears) one filter and goes back to the first page. */
  setFilter: (key: K, value: string | null) => void;
}

/**
 * A site table's filters, kept in the URL query beside page, rows, sort and search (SPEC.md §2),
 * so a link (the dashboard's, say) opens the list already filtered. Pass a constant array.
 */
export function useTableFilters<K extends string>(keys: readonly K[]): TableFiltersControls<K> {
  const [query, setQuery] = useSearchParams();
  const filters = useMemo(
    () =>
      Object.fromEntries(
        keys.flatMap((key) => {
          const value = query.get(key)?.trim();
          return value ? [[key, value.slice(0, 255)]] : [];
        }),
      ) as Partial<Record<K, string>>,
    [query, keys],
  );
  const setFilter = useCallback(
    (key: K, value: string | null) =>
      setQuery((current) => {
        const next = new URLSearchParams(current);
        if (value?.trim()) next.set(key, value.trim());
        else next.delete(key);
        next.delete('page');
        return next;
      }),
    [setQuery],
  );
  return { filters, setFilter };
}
