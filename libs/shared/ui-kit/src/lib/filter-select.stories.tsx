import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FilterSelect } from './filter-select';

const meta = {
  title: 'UI kit/Filter select',
  component: FilterSelect,
  args: {
    label: 'Type',
    value: undefined,
    onChange: fn(),
    options: [
      { value: 'GENERAL', label: 'General' },
      { value: 'DELEGATE', label: 'Delegate' },
    ],
  },
} satisfies Meta<typeof FilterSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const Chosen: Story = { args: { value: 'DELEGATE' } };
export const NoOptions: Story = { args: { label: 'Activity', options: [] } };
