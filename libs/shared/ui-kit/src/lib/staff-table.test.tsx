import { render, screen, within } from '@testing-library/react';
import { StaffTable, type StaffTableProps } from './staff-table';
import { UiProvider } from './ui-provider';

interface Person {
  id: string;
  name: string;
  email: string;
}
const people: Person[] = [
  { id: '1', name: 'Ann Kealoha', email: 'ann@example.org' },
  { id: '2', name: 'Bob Kealoha', email: 'bob@example.org' },
];

function renderTable(props: Partial<StaffTableProps<Person>> = {}) {
  render(
    <UiProvider>
      <StaffTable<Person>
        label="People"
        rows={people}
        rowKey={(p) => p.id}
        columns={[
          { key: 'name', header: 'Name', cell: (p) => p.name },
          { key: 'email', header: 'Email', cell: (p) => p.email },
        ]}
        actions={{ header: 'Actions', cell: (p) => <button type="button">Approve {p.name}</button> }}
        status="success"
        busy={false}
        loadingText="Loading people…"
        emptyText="No people yet."
        {...props}
      />
    </UiProvider>,
  );
}

/** Answers Chakra's breakpoint queries as a window `width` pixels wide would. */
function viewport(width: number) {
  const matchMedia = window.matchMedia;
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)(px|em|rem)?/.exec(query);
    const max = /max-width:\s*([\d.]+)(px|em|rem)?/.exec(query);
    const px = (m: RegExpExecArray) => Number(m[1]) * (m[2] === 'px' ? 1 : 16);
    const matches = (!min || width >= px(min)) && (!max || width <= px(max));
    return { ...matchMedia(query), matches, media: query };
  };
  return () => {
    window.matchMedia = matchMedia;
  };
}

describe('StaffTable', () => {
  it('shows a table with a header per column, the actions column and a row per item', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Actions']);
    expect(within(table).getByRole('cell', { name: 'bob@example.org' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Approve Ann Kealoha' })).toBeInTheDocument();
    expect(screen.queryByText('No people yet.')).not.toBeInTheDocument();
  });

  it('leaves the actions column out without actions', () => {
    renderTable({ actions: undefined });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Email']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the list is empty once loaded with no rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No people yet.')).toBeInTheDocument();
  });

  it('shows the loading status while pending, and no empty text', () => {
    renderTable({ rows: [], status: 'pending', busy: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading people…');
    expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No people yet.')).not.toBeInTheDocument();
  });

  it('shows a card per row on a phone: the first column as title, the rest as header: value', () => {
    const restore = viewport(390);
    try {
      renderTable();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(within(cards[0]).getByText('Ann Kealoha')).toBeInTheDocument();
      expect(within(cards[0]).getByRole('term')).toHaveTextContent('Email:');
      expect(within(cards[0]).getByRole('definition')).toHaveTextContent('ann@example.org');
      expect(within(cards[1]).getByRole('button', { name: 'Approve Bob Kealoha' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
