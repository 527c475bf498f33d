import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormChecklistField, type FormChecklistFieldProps } from './form-checklist-field';
import { StoryForm } from './story-form';

type Args = FormChecklistFieldProps & { value: string[]; error?: string; disabled?: boolean };

const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'fj', label: 'Fijian' },
  { value: 'fr', label: 'French' },
  { value: 'haw', label: 'Hawaiian' },
  { value: 'mi', label: 'Māori' },
  { value: 'sm', label: 'Samoan' },
  { value: 'to', label: 'Tongan' },
];

const meta = {
  title: 'Form fields/Checklist field',
  component: FormChecklistField,
  args: { name: 'languageIds', label: 'Languages', options: LANGUAGES, helper: 'Tick at least one.', value: [] },
  render: ({ value, error, disabled, ...field }) => (
    <StoryForm name={field.name} value={value} error={error} disabled={disabled}>
      <FormChecklistField {...field} />
    </StoryForm>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: ['sm', 'en'] } };
export const WithError: Story = { args: { error: 'Please choose at least one language' } };
/** No prop of its own: disabled with its form (a disabled fieldset). */
export const Disabled: Story = { args: { value: ['mi'], disabled: true } };
