import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@festival/shared-testing-react';
import { PaymentForm, type PaymentFailure, type PaymentRequest } from './payment-form';

// On a busy machine a Chakra form's first render can take over the default second.
configure({ asyncUtilTimeout: 5000 });

const countries = [
  { value: 'US', label: 'United States' },
  { value: 'WS', label: 'Samoa' },
];

let keys = 0;
const newKey = () => `00000000-0000-4000-8000-${String(++keys).padStart(12, '0')}`;

async function renderForm(onSubmit: (request: PaymentRequest) => Promise<PaymentFailure | void>) {
  const onCancel = vi.fn();
  await renderWithProviders({
    ui: (
      <PaymentForm
        itemName="Canoe Race"
        feePerPersonCents={2500}
        quantity={2}
        countries={countries}
        onSubmit={onSubmit}
        onCancel={onCancel}
        newIdempotencyKey={newKey}
      />
    ),
  });
  return { onCancel, form: await screen.findByRole('form', { name: 'Payment' }) };
}

/** Pastes rather than types (one change per field keeps the test fast); the card number is typed. */
async function fill(user: UserEvent, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillValid(user: UserEvent, card = '4111111111111111') {
  await fill(user, /Card number/, card);
  await fill(user, /Name on card/, 'Kehau Kahale');
  await fill(user, /Expiration date/, '0827');
  await fill(user, /Security code/, '123');
  await user.selectOptions(screen.getByLabelText(/Country/), 'US');
}

describe('PaymentForm', () => {
  it('shows the fee summary: fee × quantity, the transaction fee and the non-refundable total', async () => {
    await renderForm(async () => undefined);
    const summary = screen.getByRole('complementary', { name: 'Summary' });
    expect(within(summary).getByText('$25.00 × 2')).toBeInTheDocument();
    expect(within(summary).getByText('$50.00')).toBeInTheDocument();
    expect(within(summary).getByText('Transaction fee')).toBeInTheDocument();
    expect(within(summary).getByText('$1.81')).toBeInTheDocument();
    expect(within(summary).getByText('Total (Non-refundable)')).toBeInTheDocument();
    expect(within(summary).getByText('$51.81')).toBeInTheDocument();
  });

  it('puts the total before the card fields in the document, so a phone shows it first', async () => {
    await renderForm(async () => undefined);
    const summary = screen.getByRole('complementary', { name: 'Summary' });
    const cardNumber = screen.getByLabelText(/Card number/);
    expect(summary.compareDocumentPosition(cardNumber) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the card number in groups of four as it is typed, and keeps the expiry as MM/YY', async () => {
    const user = userEvent.setup();
    await renderForm(async () => undefined);
    await user.type(screen.getByLabelText(/Card number/), '41111111');
    expect(screen.getByLabelText(/Card number/)).toHaveValue('4111 1111');
    await fill(user, /Expiration date/, '0827');
    expect(screen.getByLabelText(/Expiration date/)).toHaveValue('08/27');
    await fill(user, /Security code/, '12345');
    expect(screen.getByLabelText(/Security code/)).toHaveValue('123');
  });

  it('gives every payment field rule its SPEC.md §5 message, tied to the field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    await renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));
    for (const label of [/Card number/, /Name on card/, /Expiration date/, /Security code/, /Country/])
      await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleErrorMessage('This field is required'));
    await fill(user, /Card number/, '4111 1111');
    await fill(user, /Name on card/, 'Mary J.');
    await fill(user, /Expiration date/, '1329');
    await fill(user, /Billing|Email/, 'nope');
    await fill(user, /Phone/, '123');
    await waitFor(() =>
      expect(screen.getByLabelText(/Card number/)).toHaveAccessibleErrorMessage('Card number must be 16 digits'),
    );
    expect(screen.getByLabelText(/Name on card/)).toHaveAccessibleErrorMessage('Special characters are not allowed');
    expect(screen.getByLabelText(/Expiration date/)).toHaveAccessibleErrorMessage(
      'Not a valid expiration date. Format: MM/YY',
    );
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleErrorMessage('Invalid email address');
    expect(screen.getByLabelText(/Phone/)).toHaveAccessibleErrorMessage('Invalid phone number');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the SPEC.md §3 payload: card number without spaces, expiry as YYYY-MM, amount = total, with a key', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_request: PaymentRequest) => undefined);
    await renderForm(onSubmit);
    await fillValid(user);
    await fill(user, /First name/, ' Kehau ');
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const request = onSubmit.mock.calls[0][0];
    expect(request.payment).toEqual({
      cardNumber: '4111111111111111',
      cardName: 'Kehau Kahale',
      cardCode: '123',
      expirationDate: '2027-08',
      firstName: 'Kehau',
      lastName: '',
      email: '',
      city: '',
      countryId: 'US',
      zipCode: '',
      state: '',
      phone: '',
      address: '',
      amount: 5181,
    });
    expect(request.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('submits once on a double click: the button is disabled while the payment is under way', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((done) => (release = done)));
    await renderForm(onSubmit);
    await fillValid(user);
    const button = screen.getByRole('button', { name: 'Submit Payment' });
    await user.dblClick(button);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(button).toBeDisabled();
    await user.click(button);
    release();
    await waitFor(() => expect(button).toBeEnabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows a decline in the form, keeps what was typed, and makes the next submit a new attempt', async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn<(request: PaymentRequest) => Promise<PaymentFailure | void>>()
      .mockResolvedValueOnce({ message: 'This transaction has been declined.' })
      .mockResolvedValueOnce({
        message: 'Connection timeout. Please check your network and try again.',
        unanswered: true,
      })
      .mockResolvedValue(undefined);
    await renderForm(onSubmit);
    await fillValid(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('This transaction has been declined.');
    // Its own place above the form, not laid over a field.
    expect(banner).not.toContainElement(screen.getByLabelText(/Security code/));
    expect(
      banner.compareDocumentPosition(screen.getByLabelText(/Card number/)) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByLabelText(/Card number/)).toHaveValue('4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(3));
    const [first, second, third] = onSubmit.mock.calls.map(([r]) => r.idempotencyKey);
    // After the decline a new attempt; after no answer (a timeout) the retry keeps its key.
    expect(second).not.toBe(first);
    expect(third).toBe(second);
  });

  it('puts the server field errors on their fields', async () => {
    const user = userEvent.setup();
    await renderForm(async () => ({
      message: 'Invalid card number',
      fieldErrors: [{ field: 'payment.cardNumber', message: 'The card number is not valid' }],
    }));
    await fillValid(user, '4111111111111112');
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Card number/)).toHaveAccessibleErrorMessage('The card number is not valid'),
    );
  });
});
