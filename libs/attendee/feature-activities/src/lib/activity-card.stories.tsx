import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fakeRecord, sampleSubEvent } from '@festival/shared-data-access-api-client/testing';
import type { MySubEvent, SubEventRegistrationRecord } from '@festival/shared-util-api-contracts';
import { ActivityCard } from './activity-card';

const ID = 'aaaaaaaa-0000-4000-8000-000000000001';
// Inline, so the story needs no server for its picture.
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#0e7490"/><path d="M0 150 Q80 110 160 150 T320 150 V200 H0Z" fill="#67e8f9"/></svg>',
  );
const mine = (
  status: SubEventRegistrationRecord['status'],
  name: string,
  more: Partial<SubEventRegistrationRecord> = {},
) => fakeRecord(ID, { status, attendeeName: name, eventRegistrationId: 'mine', ...more });

function activity(overrides: Partial<MySubEvent> = {}): MySubEvent {
  return {
    ...sampleSubEvent({ id: ID, name: 'Canoe Race', location: 'Ala Moana Beach', imageUrl: PICTURE }),
    availableSlot: 12,
    registrations: [],
    ...overrides,
  };
}

const noop = () => undefined;

const meta = {
  title: 'Activities/Activity card',
  component: ActivityCard,
  args: { activity: activity(), onBook: noop, onChange: noop, onCancel: noop, onPayOffer: noop },
  decorators: [
    (Story) => (
      <Box p="6" maxW="3xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ActivityCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FreeWithPlaces: Story = {};
export const Paid: Story = { args: { activity: activity({ activityRegistrationFee: 2500 }) } };
export const NoPicture: Story = { args: { activity: activity({ imageUrl: '' }) } };
export const WaitlistOpen: Story = { args: { activity: activity({ availableSlot: 0, isAllowWaitList: true }) } };
export const Full: Story = { args: { activity: activity({ availableSlot: 0 }) } };
export const Reserved: Story = {
  args: {
    activity: activity({
      registrations: [mine('RESERVED', 'Kēhau Kahale'), mine('WAITING_LIST', 'Malia Fonoti', { waitlistPosition: 2 })],
    }),
  },
};
export const Waitlisted: Story = {
  args: {
    activity: activity({
      availableSlot: 0,
      isAllowWaitList: true,
      registrations: [mine('WAITING_LIST', 'Kēhau Kahale', { waitlistPosition: 1 })],
    }),
  },
};
export const OfferToPay: Story = {
  args: {
    activity: activity({
      availableSlot: 0,
      isAllowWaitList: true,
      activityRegistrationFee: 2500,
      registrations: [mine('WAITING_LIST', 'Kēhau Kahale', { offerExpiresAt: '2026-06-02T19:30:00.000Z' })],
    }),
  },
};
export const CheckedIn: Story = {
  args: { activity: activity({ registrations: [mine('CHECKED_IN', 'Kēhau Kahale')] }) },
};
export const Busy: Story = { args: { busy: true } };
