import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Text } from '@chakra-ui/react';
import { PageMain } from './page-main';
import { SkipLink } from './skip-link';

const meta = {
  title: 'UI kit/Skip link',
  component: SkipLink,
  render: () => (
    <Box p="8">
      <SkipLink />
      <Text mb="4">Press Tab to reveal the skip link.</Text>
      <PageMain>
        <Text>Main content.</Text>
      </PageMain>
    </Box>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
