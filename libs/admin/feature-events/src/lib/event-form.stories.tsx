import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyMainEventForm, emptySubEventForm } from '@festival/shared-util-form-schemas';
import { EventForm, type EventFormProps } from './event-form';

const meta = {
  title: 'Admin/Events/Event form',
  component: EventForm,
  render: (args) => (
    <Box maxW="3xl" p="6">
      <EventForm {...args} />
    </Box>
  ),
  args: {
    kind: 'activity',
    initialValues: emptySubEventForm(),
    onSubmit: async () => undefined,
    onCancel: () => undefined,
  } as EventFormProps,
} satisfies Meta<typeof EventForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new activity: ACTIVE, free, no waitlist. */
export const NewActivity: Story = {};

/** Editing a paid activity with a waitlist (times on the Hawaii clock, fees in dollars). */
export const EditActivity: Story = {
  args: {
    kind: 'activity',
    initialValues: {
      ...emptySubEventForm(),
      name: 'Traditional canoe race',
      description: 'Teams of six; paddles provided.',
      startDate: '2027-06-08T09:00',
      endDate: '2027-06-08T11:00',
      location: 'Ala Moana Beach',
      capacity: '30',
      isAllowWaitList: true,
      activityRegistrationFee: '12.50',
    },
    onSubmit: async () => undefined,
    onCancel: () => undefined,
  } as EventFormProps,
};

/** The server refused a field: its message shows on the field after Save. */
export const ServerFieldError: Story = {
  args: {
    kind: 'activity',
    initialValues: {
      ...emptySubEventForm(),
      name: 'Lei making',
      startDate: '2027-06-08T09:00',
      endDate: '2027-06-08T10:00',
    },
    onSubmit: async () => [{ field: 'body.capacity', message: 'must be at least 4: places already taken' }],
    onCancel: () => undefined,
  } as EventFormProps,
};

/** The main event: review switch, banner, logo and web site. */
export const MainEvent: Story = {
  args: {
    kind: 'event',
    initialValues: { ...emptyMainEventForm(), name: 'FestPAC 2027', requiresReview: true },
    onSubmit: async () => undefined,
    onCancel: () => undefined,
  } as EventFormProps,
};
