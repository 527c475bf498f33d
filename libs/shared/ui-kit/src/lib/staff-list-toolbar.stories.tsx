import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { FilterSelect } from './filter-select';
import { StaffListToolbar } from './staff-list-toolbar';

const meta = {
  title: 'UI kit/Staff list toolbar',
  component: StaffListToolbar,
  args: {
    search: { value: '', onChange: () => undefined, label: 'Search requests', placeholder: 'Name or email' },
    csv: { phase: 'idle', rows: 0, total: null, start: () => undefined },
  },
} satisfies Meta<typeof StaffListToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAndExport: Story = {};

export const WithFiltersAndAction: Story = {
  args: {
    filters: (
      <>
        <FilterSelect
          label="Status"
          value="PENDING"
          options={[
            { value: 'PENDING', label: 'Pending' },
            { value: 'COMPLETED', label: 'Completed' },
          ]}
          onChange={() => undefined}
        />
        <FilterSelect label="Room sharing" value={undefined} options={[]} onChange={() => undefined} />
      </>
    ),
    children: (
      <Button size="sm" colorPalette="brand">
        New role
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('PENDING');
  },
};

export const Exporting: Story = {
  args: { csv: { phase: 'exporting', rows: 250, total: 1000, start: () => undefined } },
};
