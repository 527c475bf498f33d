import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { PermissionMatrix, type PermissionMatrixProps } from './permission-matrix';

function Controlled(props: PermissionMatrixProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PermissionMatrix
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Admin/Permission matrix',
  component: PermissionMatrix,
  render: (args) => <Controlled {...args} />,
  args: { value: [], onChange: fn() },
} satisfies Meta<typeof PermissionMatrix>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const ReadOnlyRole: Story = { args: { value: ['EVENT:R', 'ATTENDEE:R', 'AUDIT_LOG:R', 'WEB_ADMIN_ACCESS:R'] } };
export const Disabled: Story = { args: { value: ['ROLE:R', 'ROLE:U'], disabled: true } };
/** An editor holding only events and roles: the other boxes stay as they are. */
export const EditorHoldsLess: Story = {
  args: {
    value: ['EVENT:R', 'USER:R'],
    held: ['EVENT:C', 'EVENT:R', 'EVENT:U', 'ROLE:R', 'ROLE:U'],
  },
};
