import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Text } from '@chakra-ui/react';
import { LoadingOverlay } from './loading-overlay';

const meta = {
  title: 'UI kit/Loading overlay',
  component: LoadingOverlay,
  render: (args) => (
    <Box p="8">
      <Text>Page content under the overlay.</Text>
      <LoadingOverlay {...args} />
    </Box>
  ),
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { open: true } };
export const Idle: Story = { args: { open: false } };
