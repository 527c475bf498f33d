import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PAGE_SEARCH_DEBOUNCE_MS, TABLE_SEARCH_DEBOUNCE_MS } from '@festival/shared-util-table-params';
import { TableSearch, type TableSearchProps } from './table-search';

/** Shows the search the table would ask for, as the URL would hold it. */
function Controlled(props: TableSearchProps) {
  const [search, setSearch] = useState(props.value);
  return (
    <Box maxW="lg" p="6">
      <TableSearch
        {...props}
        value={search}
        onChange={(next) => {
          setSearch(next.trim());
          props.onChange(next);
        }}
      />
      <Text mt="3" fontSize="sm" data-testid="searched">
        Searching for: {search || '—'}
      </Text>
    </Box>
  );
}

const meta = {
  title: 'UI kit/Table search',
  component: TableSearch,
  args: {
    value: '',
    label: 'Search users',
    placeholder: 'Name or email',
    debounceMs: TABLE_SEARCH_DEBOUNCE_MS,
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof TableSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A table's own search box: 300 ms after the last key (SPEC.md §9). */
export const InTable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'ana');
    await waitFor(() => expect(canvas.getByTestId('searched')).toHaveTextContent('Searching for: ana'));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};
/** A page-wide search box: 500 ms after the last key (SPEC.md §9). */
export const PageWide: Story = {
  args: { label: 'Search events', placeholder: 'Event name', debounceMs: PAGE_SEARCH_DEBOUNCE_MS },
};
export const WithSearch: Story = { args: { value: 'canoe' } };
