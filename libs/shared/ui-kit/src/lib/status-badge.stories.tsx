import type { Meta, StoryObj } from '@storybook/react-vite';
import { Wrap } from '@chakra-ui/react';
import { KNOWN_STATUSES, StatusBadge } from './status-badge';

const meta = {
  title: 'UI kit/Status badge',
  component: StatusBadge,
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = { args: { status: 'PENDING' } };
export const NotRequested: Story = { args: { status: 'EMPTY' } };
export const UnknownStatus: Story = { args: { status: 'SOMETHING_NEW' } };
/** Every status SPEC.md §4 names, with its label and tone. */
export const EveryStatus: Story = {
  args: { status: 'PENDING' },
  render: () => (
    <Wrap gap="2">
      {KNOWN_STATUSES.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </Wrap>
  ),
};
export const Large: Story = { args: { status: 'APPROVED', size: 'lg' } };
