import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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
  { id: '3', name: 'Carl Makoa', email: 'carl@example.org' },
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

/** A table whose selection a page keeps, starting from `initial`; `seen` records each selection it is handed. */
function SelectingTable({ initial, seen }: { initial: string[]; seen: ReadonlySet<string>[] }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(initial));
  return (
    <StaffTable<Person>
      label="People"
      rows={people.slice(0, 2)}
      rowKey={(p) => p.id}
      columns={[
        { key: 'name', header: 'Name', cell: (p) => p.name },
        { key: 'email', header: 'Email', cell: (p) => p.email },
      ]}
      selection={{
        selected,
        onChange: (next) => {
          seen.push(next);
          setSelected(next);
        },
        rowName: (p) => p.name,
      }}
      status="success"
      busy={false}
      loadingText="Loading people…"
      emptyText="No people yet."
    />
  );
}

function renderSelecting(initial: string[] = []) {
  const seen: ReadonlySet<string>[] = [];
  render(
    <UiProvider>
      <SelectingTable initial={initial} seen={seen} />
    </UiProvider>,
  );
  return { last: () => [...(seen.at(-1) ?? [])].sort() };
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
    renderTable({ rows: people.slice(0, 2) });
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
      renderTable({ rows: people.slice(0, 2) });
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

  describe('selection', () => {
    it('puts a checkbox first in each row, named after the row, and one in the header for the page', () => {
      renderSelecting(['2']);
      const table = screen.getByRole('table', { name: 'People' });
      const [header] = within(table).getAllByRole('columnheader');
      expect(within(header).getByRole('checkbox', { name: 'Select every row on this page' })).not.toBeChecked();
      const [, ann, bob] = within(table).getAllByRole('row');
      expect(within(ann).getByRole('checkbox', { name: 'Select Ann Kealoha' })).not.toBeChecked();
      expect(within(bob).getByRole('checkbox', { name: 'Select Bob Kealoha' })).toBeChecked();
    });

    it('hands the page the rows chosen one by one, and says when some of the page is chosen', async () => {
      const { last } = renderSelecting();
      const all = screen.getByRole('checkbox', { name: 'Select every row on this page' });
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select Bob Kealoha' }));
      expect(last()).toEqual(['2']);
      expect(all).toHaveProperty('indeterminate', true);
      expect(all).toBePartiallyChecked();
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select Ann Kealoha' }));
      expect(last()).toEqual(['1', '2']);
      expect(all).toBeChecked();
      expect(all).toHaveProperty('indeterminate', false);
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select Bob Kealoha' }));
      expect(last()).toEqual(['1']);
    });

    it('chooses every row of the page from the header and clears them again, leaving rows of other pages alone', async () => {
      // '9' was chosen on another page.
      const { last } = renderSelecting(['9', '1']);
      const all = screen.getByRole('checkbox', { name: 'Select every row on this page' });
      await userEvent.click(all);
      expect(last()).toEqual(['1', '2', '9']);
      expect(screen.getByRole('checkbox', { name: 'Select Bob Kealoha' })).toBeChecked();
      await userEvent.click(all);
      expect(last()).toEqual(['9']);
      expect(screen.getByRole('checkbox', { name: 'Select Ann Kealoha' })).not.toBeChecked();
    });

    it('works from the keyboard: Tab to a checkbox, Space to toggle it', async () => {
      const { last } = renderSelecting();
      await userEvent.tab();
      expect(screen.getByRole('checkbox', { name: 'Select every row on this page' })).toHaveFocus();
      await userEvent.tab();
      expect(screen.getByRole('checkbox', { name: 'Select Ann Kealoha' })).toHaveFocus();
      await userEvent.keyboard(' ');
      expect(last()).toEqual(['1']);
      await userEvent.keyboard('{Shift>}{Tab}{/Shift} ');
      expect(last()).toEqual(['1', '2']);
    });

    it('takes the page’s own words for the checkboxes', () => {
      renderTable({
        selection: {
          selected: new Set(),
          onChange: () => undefined,
          rowName: (p) => p.name,
          allLabel: 'Select every person here',
          rowLabel: (p) => `Pick ${p.name}`,
        },
      });
      expect(screen.getByRole('checkbox', { name: 'Select every person here' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Pick Carl Makoa' })).toBeInTheDocument();
    });

    it('offers no page checkbox to tick while the page has no rows', () => {
      renderTable({ rows: [], selection: { selected: new Set(), onChange: () => undefined, rowName: (p) => p.name } });
      expect(screen.getByRole('checkbox', { name: 'Select every row on this page' })).toBeDisabled();
    });

    it('has no checkboxes without a selection', () => {
      renderTable();
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    });

    it('puts a checkbox beside each card on a phone, and one labelled for the whole page above them', async () => {
      const restore = viewport(390);
      try {
        const { last } = renderSelecting(['1']);
        const cards = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
        expect(within(cards[0]).getByRole('checkbox', { name: 'Select Ann Kealoha' })).toBeChecked();
        await userEvent.click(within(cards[1]).getByRole('checkbox', { name: 'Select Bob Kealoha' }));
        expect(last()).toEqual(['1', '2']);
        // The page's checkbox is named by its visible label, and clicking the label toggles it.
        expect(screen.getByRole('checkbox', { name: 'Select every row on this page' })).toBeChecked();
        await userEvent.click(screen.getByText('Select every row on this page'));
        expect(last()).toEqual([]);
      } finally {
        restore();
      }
    });
  });

  it('aligns a numeric column to the end, header and cells, so digits line up', () => {
    renderTable({
      columns: [
        { key: 'name', header: 'Name', cell: (p) => p.name },
        { key: 'count', header: 'Attendees', cell: (p) => p.id, numeric: true },
      ],
    });
    const end = (el: HTMLElement) => getComputedStyle(el).textAlign;
    expect(end(screen.getByRole('columnheader', { name: 'Attendees' }))).toBe('end');
    expect(end(screen.getByRole('cell', { name: '3' }))).toBe('end');
    expect(end(screen.getByRole('cell', { name: 'Carl Makoa' }))).not.toBe('end');
  });

  describe('hideBelow', () => {
    const columns: StaffTableProps<Person>['columns'] = [
      { key: 'name', header: 'Name', cell: (p) => p.name },
      { key: 'email', header: 'Email', cell: (p) => p.email, hideBelow: 'lg' },
    ];

    it.each([
      [900, ['Name', 'Actions']],
      [1023, ['Name', 'Actions']],
      [1024, ['Name', 'Email', 'Actions']],
      [1280, ['Name', 'Email', 'Actions']],
    ])('at %i px the table shows the headers %j', (width, headers) => {
      const restore = viewport(width);
      try {
        renderTable({ columns });
        expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(headers);
        const [, ann] = screen.getAllByRole('row');
        expect(within(ann).queryByRole('cell', { name: 'ann@example.org' }) !== null).toBe(headers.includes('Email'));
      } finally {
        restore();
      }
    });

    it('keeps the column as a card line on a phone', () => {
      const restore = viewport(390);
      try {
        renderTable({ columns });
        const [ann] = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
        expect(within(ann).getByRole('term')).toHaveTextContent('Email:');
        expect(within(ann).getByRole('definition')).toHaveTextContent('ann@example.org');
      } finally {
        restore();
      }
    });
  });
});
