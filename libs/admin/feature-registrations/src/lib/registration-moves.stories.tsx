import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RegistrationMoves } from './registration-moves';

const meta = {
  title: 'Admin/Registration moves',
  component: RegistrationMoves,
  args: { onMove: fn(), status: 'PENDING' },
} satisfies Meta<typeof RegistrationMoves>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = { args: { status: 'PENDING' } };
export const WaitingList: Story = { args: { status: 'WAITING_LIST' } };
export const Approved: Story = { args: { status: 'APPROVED' } };
export const Busy: Story = { args: { status: 'PENDING', busy: true } };
/** A final status: nothing to decide. */
export const Final: Story = { args: { status: 'REJECTED' } };
