import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { StaffTable, type StaffTableProps } from './staff-table';
import { StatusBadge } from './status-badge';

interface Person {
  id: string;
  name: string;
  email: string;
  status: string;
}
const people: Person[] = [
  { id: '1', name: 'Ann Kealoha', email: 'ann@example.org', status: 'PENDING' },
  { id: '2', name: 'Bob Kealoha', email: 'bob@example.org', status: 'APPROVED' },
  { id: '3', name: 'Carl Makoa', email: 'carl@example.org', status: 'REJECTED' },
];

const PeopleTable = (props: StaffTableProps<Person>) => <StaffTable<Person> {...props} />;

/** The table with a selection kept as a page keeps it, starting with Bob chosen. */
function SelectingPeopleTable(props: StaffTableProps<Person>) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(['2']));
  return <StaffTable<Person> {...props} selection={{ selected, onChange: setSelected, rowName: (p) => p.name }} />;
}

const meta = {
  title: 'UI kit/Staff table',
  component: PeopleTable,
  args: {
    label: 'Applications',
    rows: people,
    rowKey: (p) => p.id,
    columns: [
      { key: 'name', header: 'Name', cell: (p) => p.name },
      { key: 'email', header: 'Email', cell: (p) => p.email },
      { key: 'status', header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
    ],
    actions: {
      header: 'Actions',
      cell: (p) => (
        <Button size="xs" variant="outline" aria-label={`Approve ${p.name}`}>
          Approve
        </Button>
      ),
    },
    status: 'success',
    busy: false,
    loadingText: 'Loading applications…',
    emptyText: 'No applications yet.',
  },
} satisfies Meta<typeof PeopleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Applications' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Approve Ann Kealoha' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No applications yet.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { rows: [], status: 'pending', busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading applications…');
  },
};

/** At 390 px each row is a card: the name as title, the other columns as "header: value". */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A checkbox per row and one for the page (partly checked while some rows are chosen). */
export const WithSelection: Story = {
  render: (args) => <SelectingPeopleTable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select every row on this page' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(canvas.getByRole('checkbox', { name: 'Select Ann Kealoha' })).toBeChecked();
  },
};

/** The same at 390 px: the checkbox beside each card, and the page's one above them. */
export const WithSelectionOnPhone: Story = {
  render: (args) => <SelectingPeopleTable {...args} />,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
