import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { renderWithProviders } from '@festival/shared-testing-react';
import { useDialogStack } from '@festival/shared-ui-kit';
import { usePaymentDialog } from './payment-dialog';
import type { PaymentFailure } from './payment-form';

// On a busy machine a Chakra dialog's first render can take over the default second.
configure({ asyncUtilTimeout: 5000 });

/** What `onPaid` saw: was the payment dialog still on screen when the next dialog opened? */
interface SeenAtPaid {
  paymentShown: boolean;
}

/**
 * Opens the payment dialog; `onPaid` opens a result dialog as the reservation flow does. The open
 * is rendered at once (flushSync), as preact/compat in the production build renders each dialog
 * change on its own: React would batch the close and the open into one render and hide their order.
 */
function PayButton({ seen, onSubmit }: { seen: SeenAtPaid[]; onSubmit: () => Promise<PaymentFailure | void> }) {
  const openPayment = usePaymentDialog();
  const dialogs = useDialogStack();
  const pay = () =>
    openPayment({
      itemName: 'Canoe Race',
      feePerPersonCents: 2500,
      quantity: 1,
      countries: [{ value: 'US', label: 'United States' }],
      initialValues: { billingCountryId: 'US' },
      onSubmit,
      onPaid: () => {
        flushSync(() => dialogs.open({ title: 'Success!', body: 'You are booked.' }));
        seen.push({ paymentShown: screen.queryByRole('dialog', { name: 'Payment', hidden: true }) !== null });
      },
    });
  return (
    <button type="button" onClick={pay}>
      Pay
    </button>
  );
}

async function payWithCard(user: UserEvent) {
  const payment = await screen.findByRole('dialog', { name: 'Payment' });
  const fill = async (label: RegExp, text: string) => {
    await user.click(within(payment).getByLabelText(label));
    await user.paste(text);
  };
  await fill(/Card number/, '4111111111111111');
  await fill(/Name on card/, 'Kehau Kahale');
  await fill(/Expiration date/, '0827');
  await fill(/Security code/, '123');
  await user.click(within(payment).getByRole('button', { name: 'Submit Payment' }));
}

describe('usePaymentDialog', () => {
  it('calls onPaid once the payment dialog has closed, so a dialog opened there stays open', async () => {
    const user = userEvent.setup();
    const seen: SeenAtPaid[] = [];
    const onSubmit = vi.fn(async (): Promise<PaymentFailure | void> => undefined);
    await renderWithProviders({ ui: <PayButton seen={seen} onSubmit={onSubmit} /> });
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await payWithCard(user);

    await waitFor(() => expect(seen).toHaveLength(1));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // The payment dialog had left the stack before onPaid ran: the result is not its child.
    expect(seen[0]).toEqual({ paymentShown: false });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment', hidden: true })).toBeNull());
    // Opened above a closing payment dialog, the dialog library would dismiss the result with it.
    const result = await screen.findByRole('dialog', { name: 'Success!' });
    // Still there a moment later: nothing dismisses it after it opened.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(result).toBeInTheDocument();
    expect(result).toBeVisible();
    expect(within(result).getByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(1);
  });

  it('does not call onPaid when the payment fails: the payment dialog stays open with the reason', async () => {
    const user = userEvent.setup();
    const seen: SeenAtPaid[] = [];
    const onSubmit = vi.fn(async (): Promise<PaymentFailure | void> => ({ message: 'Declined.' }));
    await renderWithProviders({ ui: <PayButton seen={seen} onSubmit={onSubmit} /> });
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await payWithCard(user);

    const payment = screen.getByRole('dialog', { name: 'Payment' });
    expect(await within(payment).findByRole('alert')).toHaveTextContent('Declined.');
    expect(seen).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Success!', hidden: true })).toBeNull();
  });
});
