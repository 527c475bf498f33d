import type { Meta, StoryObj } from '@storybook/react-vite';
import { EventStatusFilter } from './event-status-filter';

const meta = {
  title: 'Admin/Events/Status filter',
  component: EventStatusFilter,
  args: { value: undefined, onChange: () => undefined },
} satisfies Meta<typeof EventStatusFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllStatuses: Story = {};
export const Cancelled: Story = { args: { value: 'CANCELLED' } };
