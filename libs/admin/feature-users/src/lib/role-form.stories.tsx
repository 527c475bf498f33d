import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RoleForm } from './role-form';

const meta = {
  title: 'Admin/Role form',
  component: RoleForm,
  args: { onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof RoleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const Editing: Story = {
  args: {
    role: {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Door staff',
      description: 'Checks attendees in',
      permissions: ['ATTENDEE:R', 'ATTENDEE:U'],
    },
  },
};
export const Saving: Story = { args: { ...Editing.args, busy: true } };
