import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExportButton } from './export-button';

const meta = {
  title: 'UI kit/Export button',
  component: ExportButton,
  args: { phase: 'idle', rows: 0, total: null, onExport: fn() },
} satisfies Meta<typeof ExportButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};
export const Requesting: Story = { args: { phase: 'requesting' } };
export const ExportingUncounted: Story = { args: { phase: 'exporting' } };
export const ExportingWithProgress: Story = { args: { phase: 'exporting', rows: 42_000, total: 100_000 } };
export const Downloading: Story = { args: { phase: 'downloading', rows: 100_000, total: 100_000 } };
export const Failed: Story = { args: { phase: 'failed' } };
