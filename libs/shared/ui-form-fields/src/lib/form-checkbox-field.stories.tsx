import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormCheckboxField, type FormCheckboxFieldProps } from './form-checkbox-field';
import { StoryForm } from './story-form';

type Args = FormCheckboxFieldProps & { value: boolean; error?: string };

const meta = {
  title: 'Form fields/Checkbox field',
  component: FormCheckboxField,
  args: { name: 'isAllowWaitList', label: 'Waitlist allowed when full', value: false },
  render: ({ value, error, ...field }) => (
    <StoryForm name={field.name} value={value} error={error}>
      <FormCheckboxField {...field} />
    </StoryForm>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { value: true } };
export const WithHelper: Story = { args: { helper: 'Attendees join a waitlist once every place is taken.' } };
export const Disabled: Story = { args: { value: true, disabled: true } };
