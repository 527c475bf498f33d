import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormTextareaField, type FormTextareaFieldProps } from './form-textarea-field';
import { StoryForm } from './story-form';

type Args = FormTextareaFieldProps & { value: string; error?: string };

const meta = {
  title: 'Form fields/Text area field',
  component: FormTextareaField,
  args: { name: 'notes', label: 'Anything we should know?', helper: 'Optional.', value: '' },
  render: ({ value, error, ...field }) => (
    <StoryForm name={field.name} value={value} error={error}>
      <FormTextareaField {...field} />
    </StoryForm>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'We arrive a day early with two canoes.' } };
export const WithError: Story = { args: { value: 'x'.repeat(40), error: 'Notes must be at most 30 characters' } };
export const Disabled: Story = { args: { value: 'We arrive a day early with two canoes.', disabled: true } };
