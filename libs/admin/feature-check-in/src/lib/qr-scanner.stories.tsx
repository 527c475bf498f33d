import type { Meta, StoryObj } from '@storybook/react-vite';
import { QrScanner } from './qr-scanner';

const meta = {
  title: 'Admin/Check-in/QR scanner',
  component: QrScanner,
  args: { onCode: () => undefined, error: null },
} satisfies Meta<typeof QrScanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The camera starts on demand (the browser asks for permission); a photo works without one. */
export const Ready: Story = {};
export const InvalidPass: Story = { args: { error: 'This QR code is not a valid festival pass.' } };
