import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { SignaturePad } from './signature-pad';

const meta = {
  title: 'UI kit/Signature pad',
  component: SignaturePad,
  render: (args) => (
    <Box maxW="lg" p="6">
      <SignaturePad {...args} />
    </Box>
  ),
  args: {
    label: 'Signature',
    labels: {
      clear: 'Clear',
      typed: 'Or type your full name to sign',
      hint: 'Draw your signature with a mouse, pen or finger.',
    },
    onChange: () => undefined,
  },
} satisfies Meta<typeof SignaturePad>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Invalid: Story = { args: { invalid: true, errorText: 'This field is required' } };
export const Disabled: Story = { args: { disabled: true } };
