import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { festivalDays, timeSlotOf } from '@festival/shared-util-registration';
import { EMPTY_VOLUNTEER_VALUES, VolunteerApplicationForm } from './volunteer-application-form';

const days = festivalDays('2027-06-06T19:00:00Z', '2027-06-16T07:00:00Z');
const languages = [
  { value: 'en', label: 'English' },
  { value: 'haw', label: 'Hawaiian' },
  { value: 'mi', label: 'Māori' },
  { value: 'sm', label: 'Samoan' },
  { value: 'to', label: 'Tongan' },
];

const meta = {
  title: 'Volunteer/Application form',
  component: VolunteerApplicationForm,
  args: { days, languages, mode: 'create', onSubmit: () => undefined },
  decorators: [
    (Story) => (
      <Box p="4" maxW="3xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof VolunteerApplicationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewApplication: Story = {};

export const Update: Story = {
  args: {
    mode: 'update',
    onCancel: () => undefined,
    initialValues: {
      ...EMPTY_VOLUNTEER_VALUES,
      phone: '+1 808 555 0100',
      areaIds: ['STAGE', 'WELCOME'],
      languageIds: ['en', 'haw'],
      experience: 'Ushered at the 2024 festival.',
      tShirtSize: 'M',
      emergencyName: 'Kai Makoa',
      emergencyPhone: '+1 808 555 0101',
      emergencyRelationship: 'Brother',
      timeSlots: [timeSlotOf('2027-06-08', 'MORNING'), timeSlotOf('2027-06-13', 'NIGHT')],
      agreementAccepted: true,
    },
  },
};
