import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormRadioGroup, type FormRadioGroupProps } from './form-radio-group';
import { StoryForm } from './story-form';

type Args = FormRadioGroupProps<boolean> & { value: boolean | null; error?: string; disabled?: boolean };

const meta = {
  title: 'Form fields/Radio group',
  component: FormRadioGroup<boolean>,
  args: {
    name: 'needsVisa',
    legend: 'Do you need a visa?',
    options: [
      { value: true, label: 'Yes' },
      { value: false, label: 'No' },
    ],
    direction: 'row',
    value: null,
  },
  render: ({ value, error, disabled, ...field }) => (
    <StoryForm name={field.name} value={value} error={error} disabled={disabled}>
      <FormRadioGroup {...field} />
    </StoryForm>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: false } };
export const Column: Story = { args: { value: true, direction: 'column' } };
export const WithError: Story = { args: { error: 'Please answer this question' } };
/** No prop of its own: disabled with its form (a disabled fieldset). */
export const Disabled: Story = { args: { value: true, disabled: true } };
