import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlaceholderPage } from './placeholder-page';

const meta = { title: 'UI kit/Placeholder page', component: PlaceholderPage } satisfies Meta<typeof PlaceholderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Registration: Story = { args: { title: 'Register for the festival', capability: 'registration' } };
export const Volunteer: Story = { args: { title: 'Volunteer registration', capability: 'volunteer' } };
