import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { festivalDays, slotKey } from '@festival/shared-util-registration';
import { AvailabilityGrid, type AvailabilityGridProps } from './availability-grid';

/** The demo festival: Sunday 6 to Tuesday 15 June 2027 (two weeks). */
const demoDays = festivalDays('2027-06-06T19:00:00Z', '2027-06-16T07:00:00Z');

function Stateful(props: AvailabilityGridProps) {
  const [value, setValue] = useState<string[]>([...props.value]);
  return <AvailabilityGrid {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Volunteer/Availability grid',
  component: AvailabilityGrid,
  render: (args) => <Stateful {...args} />,
  args: { days: demoDays, value: [], onChange: () => undefined },
  decorators: [
    (Story) => (
      <Box p="4" maxW="3xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AvailabilityGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const PartlyChosen: Story = {
  args: {
    value: [
      slotKey('2027-06-07', 'MORNING'),
      slotKey('2027-06-07', 'AFTERNOON'),
      slotKey('2027-06-09', 'NIGHT'),
      slotKey('2027-06-14', 'MORNING'),
    ],
  },
};

/** A festival inside one week: Back and Next are both disabled. */
export const OneWeek: Story = {
  args: { days: festivalDays('2027-06-08T19:00:00Z', '2027-06-11T07:00:00Z') },
};

/**
 * The festival's edges: it starts on a Saturday and ends on a Monday, so the first and last
 * pages hold one and two days; opened on the last page.
 */
export const FestivalEdges: Story = {
  args: { days: festivalDays('2027-06-05T19:00:00Z', '2027-06-15T07:00:00Z'), initialWeek: 2 },
};

export const Invalid: Story = { args: { invalid: true } };

export const Disabled: Story = { args: { disabled: true, value: [slotKey('2027-06-08', 'NIGHT')] } };

export const NoDates: Story = { args: { days: [] } };
