import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Button } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { usePaymentDialog, type PaymentDialogOptions } from './payment-dialog';
import type { PaymentFailure } from './payment-form';

function PaymentDialogDemo(props: PaymentDialogOptions) {
  const open = usePaymentDialog();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    open(props);
    // Opens the dialog once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Box p="8">
      <Button onClick={() => open(props)}>Open again</Button>
    </Box>
  );
}

/** The activity payment full-screen dialog (SPEC.md §2) on the dialog stack. */
const meta = {
  title: 'Payment/Payment dialog',
  component: PaymentDialogDemo,
  args: {
    itemName: 'Canoe Race',
    feePerPersonCents: 2500,
    quantity: 2,
    countries: [
      { value: 'US', label: 'United States' },
      { value: 'WS', label: 'Samoa' },
    ],
    onSubmit: async (): Promise<PaymentFailure | void> => undefined,
  },
} satisfies Meta<typeof PaymentDialogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FullScreen: Story = {};
export const Declined: Story = { args: { onSubmit: async () => ({ message: 'This transaction has been declined.' }) } };
