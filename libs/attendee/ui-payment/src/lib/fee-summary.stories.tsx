import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { FeeSummary } from './fee-summary';

const meta = {
  title: 'Payment/Fee summary',
  component: FeeSummary,
  args: { itemName: 'Canoe Race', feePerPersonCents: 2500, quantity: 2 },
  decorators: [
    (Story) => (
      <Box p="6" maxW="sm">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FeeSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoAttendees: Story = {};
export const OneAttendeeOddCents: Story = { args: { quantity: 1, feePerPersonCents: 1999 } };
export const TenAttendees: Story = { args: { quantity: 10 } };
