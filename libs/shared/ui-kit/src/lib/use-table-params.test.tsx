import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useTableParams } from './use-table-params';

const SORT_FIELDS = ['createdAt'] as const;

function renderParams(url: string, sortFields?: readonly 'createdAt'[]) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ table: useTableParams(sortFields), location: useLocation() }), { wrapper });
}

describe('useTableParams', () => {
  it('reads a sortable table from the URL', () => {
    const { result } = renderParams('/users?page=2&rows=20&sort=createdAt:asc&search=ana', SORT_FIELDS);
    expect(result.current.table.params).toEqual({
      page: 2,
      rows: 20,
      sort: { field: 'createdAt', order: 'asc' },
      search: 'ana',
    });
  });

  it('reads a list without sorting', () => {
    const { result } = renderParams('/my-events?page=2&sort=createdAt:asc');
    expect(result.current.table.params).toEqual({ page: 2, rows: 10, search: '' });
  });

  it.each<[string, (table: ReturnType<typeof useTableParams<'createdAt'>>) => void, string]>([
    ['a page', (table) => table.setPage(3), '?page=3&rows=20&search=ana'],
    ['a page below the first', (table) => table.setPage(0), '?rows=20&search=ana'],
    ['rows per page, back to the first page', (table) => table.setRows(50), '?rows=50&search=ana'],
    [
      'a sort, back to the first page',
      (table) => table.setSort({ field: 'createdAt', order: 'desc' }),
      '?rows=20&search=ana&sort=createdAt%3Adesc',
    ],
    ['a search, back to the first page', (table) => table.setSearch(' bob '), '?rows=20&search=bob'],
    ['the same search, staying on the page', (table) => table.setSearch('ana '), '?page=2&rows=20&search=ana'],
  ])('writes %s into the URL', (_name, change, search) => {
    const { result } = renderParams('/users?page=2&rows=20&search=ana', SORT_FIELDS);
    act(() => change(result.current.table));
    expect(result.current.location.search).toBe(search);
  });

  it('keeps the other parameters of the URL', () => {
    const { result } = renderParams('/my-events?tab=past&page=2');
    act(() => result.current.table.setPage(1));
    expect(result.current.location.search).toBe('?tab=past');
  });
});
