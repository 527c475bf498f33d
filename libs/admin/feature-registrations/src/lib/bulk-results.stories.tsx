import type { Meta, StoryObj } from '@storybook/react-vite';
import { BulkResults } from './bulk-results';

const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const names: Record<string, string> = { [id(1)]: 'Ann Kealoha', [id(2)]: 'Carl Ngata', [id(3)]: 'Lani Akana' };

const meta = {
  title: 'Admin/Bulk results',
  component: BulkResults,
  args: { nameOf: (rid: string) => names[rid] ?? rid, results: [] },
} satisfies Meta<typeof BulkResults>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SomeRefused: Story = {
  args: {
    results: [
      { id: id(1), ok: true, status: 'APPROVED', message: null },
      { id: id(2), ok: false, status: 'REJECTED', message: 'A registration that is REJECTED cannot become APPROVED.' },
      {
        id: id(3),
        ok: false,
        status: 'WAITING_LIST',
        message:
          'The event has reached its maximum capacity and we are unable to accept any more registrations at this time.',
      },
    ],
  },
};
/** Every registration changed: nothing is shown. */
export const AllChanged: Story = { args: { results: [{ id: id(1), ok: true, status: 'APPROVED', message: null }] } };
