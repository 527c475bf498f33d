import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { LocaleSwitcher } from './locale-switcher';

const locales = [
  { code: 'en', name: 'English' },
  { code: 'haw', name: 'ʻŌlelo Hawaiʻi', partial: true },
  { code: 'fr', name: 'Français' },
];

const meta = {
  title: 'UI kit/Locale switcher',
  component: LocaleSwitcher,
  args: { locales, value: 'en', onChange: fn() },
  render: (args) => (
    <Box p="8">
      <LocaleSwitcher {...args} />
    </Box>
  ),
} satisfies Meta<typeof LocaleSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Disabled: Story = { args: { disabled: true } };
export const SingleLanguage: Story = { args: { locales: [locales[0]] } };
