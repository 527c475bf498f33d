import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeskStatus } from './desk-status';

const roster = { generatedAt: '2027-06-01T17:30:00.000Z', count: 1284 };

const meta = {
  title: 'Admin/Check-in/Desk status',
  component: DeskStatus,
  args: {
    online: true,
    queued: 0,
    syncing: false,
    lastSyncAt: null,
    rejected: 0,
    roster,
    onSync: () => undefined,
  },
} satisfies Meta<typeof DeskStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnlineSynced: Story = {};
export const OfflineWithQueue: Story = { args: { online: false, queued: 3 } };
export const BackOnlineSyncing: Story = { args: { queued: 3, syncing: true } };
export const SyncedWithRejected: Story = { args: { lastSyncAt: '2027-06-01T18:02:00.000Z', rejected: 1 } };
export const NothingKept: Story = { args: { online: false, roster: null } };
