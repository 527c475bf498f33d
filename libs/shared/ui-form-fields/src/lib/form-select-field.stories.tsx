import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormSelectField, type FormSelectFieldProps } from './form-select-field';
import { StoryForm } from './story-form';

type Args = FormSelectFieldProps & { value: string; error?: string };

const COUNTRIES = [
  { value: 'FJ', label: 'Fiji' },
  { value: 'NZ', label: 'New Zealand' },
  { value: 'WS', label: 'Samoa' },
  { value: 'TO', label: 'Tonga' },
];

const meta = {
  title: 'Form fields/Select field',
  component: FormSelectField,
  args: { name: 'countryId', label: 'Country', options: COUNTRIES, placeholder: 'Choose a country', value: '' },
  render: ({ value, error, ...field }) => (
    <StoryForm name={field.name} value={value} error={error}>
      <FormSelectField {...field} />
    </StoryForm>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { helper: 'Where you live.' } };
export const Filled: Story = { args: { value: 'WS' } };
export const WithError: Story = { args: { required: true, error: 'Country is required' } };
export const Disabled: Story = { args: { value: 'TO', disabled: true } };
