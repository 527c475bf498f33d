import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_CONTACT_EMAIL } from '@festival/shared-util-api-contracts';
import { ChooseAttendeesBody } from './choose-attendees-body';
import { OpenDialogStory } from './open-dialog-story';
import {
  attentionDialog,
  confirmReservationDialog,
  fullyRegisteredDialog,
  joinWaitlistDialog,
  reservationResultDialog,
} from './reservation-dialogs';

const noop = () => undefined;
const canoe = { name: 'Canoe Race', startDate: '2026-06-08T19:30:00.000Z', location: 'Ala Moana Beach' };

/** The dialogs of the activity reservation flow (SPEC.md §4), each as the flow opens it. */
const meta = {
  title: 'Activities/Reservation dialogs',
  component: OpenDialogStory,
} satisfies Meta<typeof OpenDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseAttendees: Story = {
  args: {
    spec: (t) => ({
      title: t('activities.choose.title', { name: 'Canoe Race' }),
      footer: () => null,
      body: (
        <ChooseAttendeesBody
          attendees={[
            { id: 'a', name: 'Kēhau Kahale', isMainProfile: true },
            { id: 'b', name: 'Malia Fonoti', isMainProfile: false },
            { id: 'c', name: 'Sione Taufa', isMainProfile: false },
          ]}
          initiallyChosen={['a']}
          onContinue={noop}
          onCancel={noop}
        />
      ),
    }),
  },
};

export const FullyRegistered: Story = {
  args: { spec: (t) => fullyRegisteredDialog(t, { contactEmail: DEFAULT_CONTACT_EMAIL }) },
};

export const Attention: Story = {
  args: { spec: (t) => attentionDialog(t, { availableSlot: 1, attendeeCount: 3, onProceed: noop, onLeave: noop }) },
};

export const JoinWaitlistNoPlaces: Story = {
  args: {
    spec: (t) => joinWaitlistDialog(t, { availableSlot: 0, attendeeCount: 2, opensPayment: false, onProceed: noop }),
  },
};

export const JoinWaitlistSomePlacesPaid: Story = {
  args: {
    spec: (t) => joinWaitlistDialog(t, { availableSlot: 1, attendeeCount: 3, opensPayment: true, onProceed: noop }),
  },
};

export const Confirm: Story = {
  args: {
    spec: (t) =>
      confirmReservationDialog(t, {
        activity: canoe,
        attendeeCount: 2,
        confirmsChanges: false,
        opensPayment: false,
        onProceed: noop,
      }),
  },
};

export const ConfirmBeforePayment: Story = {
  args: {
    spec: (t) =>
      confirmReservationDialog(t, {
        activity: canoe,
        attendeeCount: 2,
        confirmsChanges: false,
        opensPayment: true,
        onProceed: noop,
      }),
  },
};

export const ConfirmChanges: Story = {
  args: {
    spec: (t) =>
      confirmReservationDialog(t, {
        activity: canoe,
        attendeeCount: 3,
        confirmsChanges: true,
        opensPayment: false,
        onProceed: noop,
      }),
  },
};

export const Success: Story = {
  args: { spec: (t) => reservationResultDialog(t, { activityName: 'Canoe Race', waitlisted: false, onView: noop }) },
};

export const WaitlistSuccess: Story = {
  args: { spec: (t) => reservationResultDialog(t, { activityName: 'Canoe Race', waitlisted: true, onView: noop }) },
};
