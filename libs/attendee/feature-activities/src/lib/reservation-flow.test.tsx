import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { FAKE_DECLINE_MESSAGE, type ApiCall } from '@festival/shared-data-access-api-client/testing';
import { DEFAULT_CONTACT_EMAIL } from '@festival/shared-util-api-contracts';
import { calculateFees } from '@festival/shared-util-fee-calculator';
import {
  activity,
  GUEST_ID,
  guest,
  MAIN_ID,
  mainAttendee,
  myRecord,
  othersHold,
  payWith,
  renderActivities,
  state,
} from './test-render';

const BOTH = ['Kēhau Kahale', 'Malia Fonoti'];

/** Book, tick who goes, Continue: the flow's first step. */
async function bookFor(user: UserEvent, activityName: string, names: string[]) {
  const card = await screen.findByRole('article', { name: activityName }, { timeout: 5000 });
  await user.click(within(card).getByRole('button', { name: 'Book' }));
  const choose = await screen.findByRole('dialog', { name: `Choose attendees for ${activityName}` });
  for (const name of names) await user.click(within(choose).getByLabelText(new RegExp(name)));
  await user.click(within(choose).getByRole('button', { name: 'Continue' }));
}

const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.url === '/registrations/sub-event');

/**
 * SPEC.md §4's decision table, through the page: each row's available places and waitlist open
 * exactly one of the four dialogs, and accepting it sends who goes with the right paying flags.
 */
describe('the reservation flow (SPEC.md §4)', () => {
  const rows = [
    {
      row: '1. no waitlist, no places',
      capacity: 2,
      held: 2,
      waitlist: false,
      dialog: 'Fully Registered',
      says: 'Unable to register for this event because all slots are currently full.',
      accept: null,
      sent: null,
      result: null,
    },
    {
      row: '2. no waitlist, fewer places than attendees',
      capacity: 2,
      held: 1,
      waitlist: false,
      dialog: 'Attention',
      says: 'Only 1 of the 2 attendees you chose can be registered',
      accept: 'Reserve 1 places',
      sent: [
        { id: MAIN_ID, isPayment: true },
        { id: GUEST_ID, isPayment: false },
      ],
      result: 'Success!',
    },
    {
      row: '3. waitlist, no places',
      capacity: 1,
      held: 1,
      waitlist: true,
      dialog: 'Join the waitlist',
      says: 'This activity is full.',
      accept: 'Join the waitlist',
      sent: [
        { id: MAIN_ID, isPayment: false },
        { id: GUEST_ID, isPayment: false },
      ],
      result: 'You are on the waitlist',
    },
    {
      row: '4. enough places',
      capacity: 5,
      held: 0,
      waitlist: false,
      dialog: 'Confirm your reservation',
      says: 'Number of attendees:',
      accept: 'Confirm',
      sent: [
        { id: MAIN_ID, isPayment: true },
        { id: GUEST_ID, isPayment: true },
      ],
      result: 'Success!',
    },
  ];

  it.each(rows)('$row → $dialog', async ({ capacity, held, waitlist, dialog, says, accept, sent, result }) => {
    const user = userEvent.setup();
    const fake = state([activity(1, { name: 'Hula Workshop', capacity, isAllowWaitList: waitlist })], {
      records: othersHold(1, held),
    });
    const { calls } = await renderActivities(fake);
    await bookFor(user, 'Hula Workshop', BOTH);
    const shown = await screen.findByRole(
      dialog === 'Fully Registered' || dialog === 'Attention' ? 'alertdialog' : 'dialog',
      {
        name: dialog,
      },
    );
    expect(within(shown).getByText(new RegExp(says.replace(/[.?]/g, '\\$&')))).toBeInTheDocument();
    // The available slot was asked first, for the registration's type.
    expect(calls.find((c) => c.url.endsWith('/available-slot'))?.params).toEqual({ type: 'GENERAL' });
    if (!accept) {
      expect(within(shown).getByRole('link', { name: DEFAULT_CONTACT_EMAIL })).toHaveAttribute(
        'href',
        `mailto:${DEFAULT_CONTACT_EMAIL}`,
      );
      await user.click(within(shown).getAllByRole('button', { name: 'Close' })[0]);
      expect(posts(calls)).toHaveLength(0);
      return;
    }
    if (dialog === 'Confirm your reservation') {
      expect(within(shown).getByText('06/08/2026')).toBeInTheDocument();
      expect(within(shown).getByText('9:30 AM')).toBeInTheDocument();
      expect(within(shown).getByText('Waikīkī Shell')).toBeInTheDocument();
      expect(within(shown).getByText('2')).toBeInTheDocument();
      expect(within(shown).queryByText('Payment cannot be undone.')).toBeNull();
    }
    await user.click(within(shown).getByRole('button', { name: accept }));
    const done = await screen.findByRole('dialog', { name: result as string });
    expect(posts(calls).map((c) => c.body)).toEqual([{ subEventId: fake.subEvents[0].id, attendees: sent }]);
    await user.click(within(done).getByRole('button', { name: 'View activity' }));
    const card = await screen.findByRole('article', { name: 'Hula Workshop' });
    await waitFor(() => expect(card).toHaveFocus());
    expect(within(card).getByText(result === 'Success!' ? 'Reserved' : 'Waitlisted')).toBeInTheDocument();
  });

  it('Attention: Leave this page goes back to my events and books nothing', async () => {
    const user = userEvent.setup();
    const fake = state([activity(1, { name: 'Hula Workshop', capacity: 1 })]);
    const { calls, router } = await renderActivities(fake);
    await bookFor(user, 'Hula Workshop', BOTH);
    const shown = await screen.findByRole('alertdialog', { name: 'Attention' });
    await user.click(within(shown).getByRole('button', { name: 'Leave this page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-events'));
    expect(posts(calls)).toHaveLength(0);
  });

  it('a paid activity: the confirmation warns, the payment opens, a decline books nothing, a good card books', async () => {
    const user = userEvent.setup();
    const fake = state([activity(1, { name: 'Canoe Race', capacity: 5, activityRegistrationFee: 2500 })]);
    const { calls } = await renderActivities(fake);
    await bookFor(user, 'Canoe Race', BOTH);
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your reservation' });
    expect(within(confirm).getByText('Payment cannot be undone.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Continue to payment' }));

    const payment = await screen.findByRole('dialog', { name: 'Payment' });
    expect(within(payment).getByText('$51.81')).toBeInTheDocument();
    // Billing starts from the main attendee.
    expect(within(payment).getByLabelText(/First name/)).toHaveValue('Kēhau');
    await payWith(user, '4000000000000002');
    expect(await within(payment).findByRole('alert')).toHaveTextContent(FAKE_DECLINE_MESSAGE);
    expect(fake.records).toHaveLength(0);

    await payWith(user, '4111111111111111');
    expect(await screen.findByRole('dialog', { name: 'Success!' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Payment' })).toBeNull();
    const [declined, paid] = posts(calls).map((c) => c.body as Record<string, never>);
    expect(paid).toMatchObject({
      attendees: [
        { id: MAIN_ID, isPayment: true },
        { id: GUEST_ID, isPayment: true },
      ],
      payment: { cardNumber: '4111111111111111', expirationDate: '2027-08', amount: calculateFees(2500, 2).totalCents },
    });
    expect(paid['idempotencyKey']).not.toBe(declined['idempotencyKey']);
    expect(fake.charges).toEqual([{ idempotencyKey: paid['idempotencyKey'], amount: 5181 }]);
    expect(fake.records.map((r) => r.status)).toEqual(['RESERVED', 'RESERVED']);
  });

  it('the payment dialog shows Cancel, which closes it without paying or booking anyone', async () => {
    const user = userEvent.setup();
    const fake = state([activity(1, { name: 'Canoe Race', capacity: 5, activityRegistrationFee: 2500 })]);
    const { calls } = await renderActivities(fake);
    await bookFor(user, 'Canoe Race', BOTH);
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your reservation' });
    await user.click(within(confirm).getByRole('button', { name: 'Continue to payment' }));
    const payment = await screen.findByRole('dialog', { name: 'Payment' });
    await user.click(within(payment).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Success!' })).toBeNull();
    expect(posts(calls)).toHaveLength(0);
    expect(fake.charges).toEqual([]);
    expect(fake.records).toHaveLength(0);
  });

  it('Choose attendees: Continue stays disabled while nobody is ticked (SPEC.md §8)', async () => {
    const user = userEvent.setup();
    const fake = state([activity(1, { name: 'Hula Workshop', capacity: 5 })]);
    const { calls } = await renderActivities(fake);
    const card = await screen.findByRole('article', { name: 'Hula Workshop' }, { timeout: 5000 });
    await user.click(within(card).getByRole('button', { name: 'Book' }));
    const choose = await screen.findByRole('dialog', { name: 'Choose attendees for Hula Workshop' });
    const continueButton = within(choose).getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.click(within(choose).getByLabelText(/Malia Fonoti/));
    expect(continueButton).toBeEnabled();
    await user.click(within(choose).getByLabelText(/Malia Fonoti/));
    expect(continueButton).toBeDisabled();
    await user.click(continueButton);
    expect(screen.getByRole('dialog', { name: 'Choose attendees for Hula Workshop' })).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('changing who goes asks to confirm changes and sends the whole new list with PUT', async () => {
    const user = userEvent.setup();
    const fake = state([activity(1, { name: 'Hula Workshop', capacity: 5 })], {
      records: [myRecord(1, mainAttendee, 'RESERVED')],
    });
    const { calls } = await renderActivities(fake);
    const card = await screen.findByRole('article', { name: 'Hula Workshop' }, { timeout: 5000 });
    await user.click(within(card).getByRole('button', { name: 'Change who goes' }));
    const choose = await screen.findByRole('dialog', { name: 'Choose attendees for Hula Workshop' });
    expect(within(choose).getByLabelText(/Kēhau Kahale/)).toBeChecked();
    await user.click(within(choose).getByLabelText(/Malia Fonoti/));
    await user.click(within(choose).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm changes' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm changes' }));
    expect(await screen.findByRole('dialog', { name: 'Success!' })).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`/registrations/sub-event/${fake.subEvents[0].id}`);
    expect(put?.body).toEqual({
      subEventId: fake.subEvents[0].id,
      attendees: [
        { id: MAIN_ID, isPayment: true },
        { id: GUEST_ID, isPayment: true },
      ],
    });
  });

  it('adding an attendee to a paid activity confirms the changes, then takes the payment for the newcomer only', async () => {
    const user = userEvent.setup();
    const fake = state([activity(1, { name: 'Canoe Race', capacity: 5, activityRegistrationFee: 2500 })], {
      records: [myRecord(1, mainAttendee, 'RESERVED')],
    });
    const { calls } = await renderActivities(fake);
    const card = await screen.findByRole('article', { name: 'Canoe Race' }, { timeout: 5000 });
    await user.click(within(card).getByRole('button', { name: 'Change who goes' }));
    const choose = await screen.findByRole('dialog', { name: 'Choose attendees for Canoe Race' });
    await user.click(within(choose).getByLabelText(/Malia Fonoti/));
    await user.click(within(choose).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm changes' });
    expect(within(confirm).getByText('Payment cannot be undone.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Continue to payment' }));
    const payment = await screen.findByRole('dialog', { name: 'Payment' });
    const oneFee = calculateFees(2500, 1).totalCents;
    expect(within(payment).getByText(`$${(oneFee / 100).toFixed(2)}`)).toBeInTheDocument();
    await payWith(user, '4111111111111111');
    expect(await screen.findByRole('dialog', { name: 'Success!' })).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      attendees: [
        { id: MAIN_ID, isPayment: true },
        { id: GUEST_ID, isPayment: true },
      ],
      payment: { amount: oneFee },
    });
  });

  it('Cancel registration asks first, then DELETEs and frees the places', async () => {
    const user = userEvent.setup();
    const fake = state([activity(1, { name: 'Hula Workshop', capacity: 2 })], {
      records: [myRecord(1, mainAttendee, 'RESERVED'), myRecord(1, guest, 'RESERVED')],
    });
    const { calls } = await renderActivities(fake);
    const card = await screen.findByRole('article', { name: 'Hula Workshop' }, { timeout: 5000 });
    expect(within(card).getByText('Full')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Cancel registration' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Cancel registration' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel registration' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await within(card).findByText('2 places left')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Book' })).toBeInTheDocument();
  });
});
