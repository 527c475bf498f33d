import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { PaymentForm, type PaymentFailure } from './payment-form';

const countries = [
  { value: 'US', label: 'United States' },
  { value: 'WS', label: 'Samoa' },
  { value: 'FJ', label: 'Fiji' },
];

/** The payment screen's content: card and billing information with the fee summary (SPEC.md §2). */
const meta = {
  title: 'Payment/Payment form',
  component: PaymentForm,
  args: {
    itemName: 'Canoe Race',
    feePerPersonCents: 2500,
    quantity: 2,
    countries,
    onSubmit: async (): Promise<PaymentFailure | void> => undefined,
    onCancel: () => undefined,
  },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PaymentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const BillingFromMainAttendee: Story = {
  args: {
    initialValues: {
      billingFirstName: 'Kēhau',
      billingLastName: 'Kahale',
      billingEmail: 'kehau@example.org',
      billingCountryId: 'US',
    },
  },
};
/** Submit shows the gateway's message above the form, which keeps what was typed. */
export const Declines: Story = {
  args: { onSubmit: async () => ({ message: 'This transaction has been declined.' }) },
};
/** Submit never answers: the button stays busy and disabled. */
export const Submitting: Story = { args: { onSubmit: () => new Promise(() => undefined) } };
export const LeaveThisPage: Story = { args: { cancelKind: 'leave', quantity: 1, feePerPersonCents: 1999 } };
