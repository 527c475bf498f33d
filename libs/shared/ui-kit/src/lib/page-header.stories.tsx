import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@chakra-ui/react';
import { PageContainer } from './page-container';
import { PageHeader } from './page-header';

const meta = {
  title: 'UI kit/Page header',
  component: PageHeader,
  render: (args) => (
    <PageContainer>
      <PageHeader {...args} />
    </PageContainer>
  ),
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = { args: { title: 'My Events' } };
export const WithDescriptionAndAction: Story = {
  args: {
    title: 'My Events',
    description: 'Your registrations and activities.',
    actions: <Button colorPalette="brand">Register</Button>,
  },
};
export const WithDisabledAction: Story = {
  args: {
    title: 'Media registration',
    description: 'Registration closed on 05/31/2024.',
    actions: (
      <Button colorPalette="brand" disabled>
        Apply
      </Button>
    ),
  },
};
