import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormTextField, type FormTextFieldProps } from './form-text-field';
import { StoryForm } from './story-form';

type Args = FormTextFieldProps & { value: string; error?: string };

const meta = {
  title: 'Form fields/Text field',
  component: FormTextField,
  args: { name: 'firstName', label: 'First name', helper: 'As on your passport.', value: '' },
  render: ({ value, error, ...field }) => (
    <StoryForm name={field.name} value={value} error={error}>
      <FormTextField {...field} />
    </StoryForm>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'Moana' } };
export const WithError: Story = { args: { required: true, error: 'First name is required' } };
export const Disabled: Story = {
  args: { value: 'moana@example.org', label: 'Email', helper: undefined, disabled: true },
};
