import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { PAGE_SEARCH_DEBOUNCE_MS, TABLE_SEARCH_DEBOUNCE_MS } from '@festival/shared-util-table-params';
import { StaffList, type StaffListState } from './staff-list';
import { UiProvider } from './ui-provider';
import { useTableParams } from './use-table-params';

interface Person {
  id: string;
  name: string;
}

function Location() {
  return <output aria-label="query">{useLocation().search}</output>;
}

/** The list's search box; null: none. */
type Search = { label: string; debounceMs?: number } | null;

function People({ list, search }: { list: StaffListState<Person>; search: Search }) {
  const table = useTableParams(['name'] as const);
  return (
    <StaffList
      table={table}
      list={list}
      search={search ?? undefined}
      label="People"
      rowKey={(p) => p.id}
      columns={[{ key: 'name', header: 'Name', sortField: 'name', cell: (p) => p.name }]}
      loadingText="Loading people…"
      emptyText="No people yet."
    />
  );
}

function renderList(list: StaffListState<Person>, url = '/people', search: Search = { label: 'Search people' }) {
  render(
    <UiProvider>
      <MemoryRouter initialEntries={[url]}>
        <People list={list} search={search} />
        <Location />
      </MemoryRouter>
    </UiProvider>,
  );
}

const answered = (names: string[], totalRecords: number): StaffListState<Person> => ({
  status: 'success',
  isSuccess: true,
  isFetching: false,
  isPlaceholderData: false,
  data: { data: names.map((name, i) => ({ id: String(i), name })), totalRecords },
});

describe('StaffList', () => {
  it('shows the rows of the page with the search, and the pages under them', async () => {
    renderList(answered(['Ann Kealoha', 'Bob Kealoha'], 25));
    expect(screen.getByRole('table', { name: 'People' })).toHaveTextContent('Ann Kealoha');
    expect(screen.getByRole('searchbox', { name: 'Search people' })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(screen.getByRole('status', { name: 'query' })).toHaveTextContent('page=2');
  });

  it('leaves out the search box for a list searched only through its filters', () => {
    renderList(answered(['Ann Kealoha'], 1), '/people', null);
    expect(screen.getByRole('table', { name: 'People' })).toHaveTextContent('Ann Kealoha');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('sorts by a column whose header names its sort field, saying the order to assistive tech', async () => {
    renderList(answered(['Ann Kealoha'], 1));
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    expect(screen.getByRole('status', { name: 'query' })).toHaveTextContent('sort=name%3Aasc');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
  });

  it.each([
    ['the page-wide delay unless told', undefined, PAGE_SEARCH_DEBOUNCE_MS],
    ["a table's own box's delay when told", TABLE_SEARCH_DEBOUNCE_MS, TABLE_SEARCH_DEBOUNCE_MS],
  ])('searches once typing pauses for %s', (_case, debounceMs, delay) => {
    vi.useFakeTimers();
    try {
      renderList(answered(['Ann Kealoha'], 1), '/people', { label: 'Search people', debounceMs });
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search people' }), { target: { value: 'Ann' } });
      act(() => vi.advanceTimersByTime(delay - 1));
      expect(screen.getByRole('status', { name: 'query' })).not.toHaveTextContent('search=Ann');
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('status', { name: 'query' })).toHaveTextContent('search=Ann');
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves a page past the end (an old link) to the last page once the list has answered', () => {
    renderList(answered(['Ann Kealoha'], 11), '/people?page=9&rows=10');
    expect(screen.getByRole('status', { name: 'query' })).toHaveTextContent('page=2');
  });

  it('says it is loading while the first answer is pending', () => {
    renderList({ status: 'pending', isSuccess: false, isFetching: true, isPlaceholderData: false });
    expect(screen.getByText('Loading people…')).toBeInTheDocument();
  });

  it('says the list is empty once it answered with no rows', () => {
    renderList(answered([], 0));
    expect(screen.getByText('No people yet.')).toBeInTheDocument();
  });

  it('with a selection, says how many rows on screen are chosen beside the page’s actions', async () => {
    function Choosing() {
      const table = useTableParams(['name'] as const);
      // '9' was chosen on another page: it is not on screen, so not counted.
      const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(['9']));
      return (
        <StaffList
          table={table}
          list={answered(['Ann Kealoha', 'Bob Kealoha'], 2)}
          label="People"
          rowKey={(p) => p.id}
          columns={[{ key: 'name', header: 'Name', cell: (p) => p.name }]}
          selection={{
            selected,
            onChange: setSelected,
            rowName: (p) => p.name,
            actions: <button type="button">Approve the chosen</button>,
          }}
          loadingText="Loading people…"
          emptyText="No people yet."
        />
      );
    }
    render(
      <UiProvider>
        <MemoryRouter>
          <Choosing />
        </MemoryRouter>
      </UiProvider>,
    );
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve the chosen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Bob Kealoha' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
  });

  it('has no selection bar without a selection', () => {
    renderList(answered(['Ann Kealoha'], 1));
    expect(screen.queryByText(/selected/)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
