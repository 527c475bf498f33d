import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Text } from '@chakra-ui/react';
import { NavigationProgress } from './navigation-progress';

const meta = {
  title: 'UI kit/Navigation progress',
  component: NavigationProgress,
  render: (args) => (
    <Box p="8">
      <Text>The bar runs along the top of the window while the next page opens.</Text>
      <NavigationProgress {...args} />
    </Box>
  ),
} satisfies Meta<typeof NavigationProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Opening: Story = { args: { active: true } };
export const Idle: Story = { args: { active: false } };
