import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DeskOutcome } from '@festival/admin-data-access-check-in';
import { CheckInOutcomes } from './check-in-outcomes';

const base = { subEventId: null, queued: false, checkedInAt: null, lastName: 'Kealoha' } as const;
const outcomes: DeskOutcome[] = [
  { ...base, attendeeId: 'a', firstName: 'Ann', outcome: 'CHECKED_IN', checkedInAt: '2027-06-01T18:15:00.000Z' },
  {
    ...base,
    attendeeId: 'k',
    firstName: 'Kai',
    outcome: 'ALREADY_CHECKED_IN',
    checkedInAt: '2027-06-01T18:05:00.000Z',
  },
  { ...base, attendeeId: 'l', firstName: 'Lei', outcome: 'REFUSED', refusal: { reason: 'STATUS', status: 'PENDING' } },
];

const meta = {
  title: 'Admin/Check-in/Outcomes',
  component: CheckInOutcomes,
  args: { title: 'Result', outcomes },
} satisfies Meta<typeof CheckInOutcomes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mixed: Story = {};
export const QueuedOffline: Story = {
  args: { outcomes: [{ ...base, attendeeId: 'a', firstName: 'Ann', outcome: 'CHECKED_IN', queued: true }] },
};
export const AnotherDeviceFirst: Story = {
  args: { title: 'Sent after being offline', outcomes: [outcomes[1]] },
};
export const OtherEvent: Story = {
  args: {
    outcomes: [
      {
        ...base,
        attendeeId: 'x',
        firstName: '',
        lastName: '',
        outcome: 'REFUSED',
        refusal: { reason: 'NOT_IN_EVENT' },
      },
    ],
  },
};
