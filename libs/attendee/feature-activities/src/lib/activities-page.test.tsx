import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calculateFees } from '@festival/shared-util-fee-calculator';
import { ACTIVITY_IMAGE_SIZES } from '@festival/shared-util-site';
import {
  activity,
  EVENT_ID,
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

const listCalls = (calls: { url: string; params: Record<string, unknown> }[]) =>
  calls.filter((c) => c.url === `/registrations/me/event/${EVENT_ID}/sub-event`);

describe('ActivitiesPage', () => {
  it("offers an activity picture's sized variants as a srcset with the card's sizes, the picture as stored without", async () => {
    const imageVariants = [
      { url: '/files/canoe-640w.webp', width: 640 },
      { url: '/files/canoe-960w.webp', width: 960 },
    ];
    await renderActivities(
      state([
        activity(1, { name: 'Canoe Race', imageUrl: '/files/canoe.png', imageVariants }),
        activity(2, { name: 'Hula Workshop', imageUrl: '/files/hula.png' }),
      ]),
    );
    const canoe = await screen.findByRole('article', { name: 'Canoe Race' }, { timeout: 5000 });
    const sized = within(canoe).getByRole('presentation');
    expect(sized).toHaveAttribute('src', '/files/canoe-640w.webp');
    expect(sized).toHaveAttribute('srcset', '/files/canoe-640w.webp 640w, /files/canoe-960w.webp 960w');
    expect(sized).toHaveAttribute('sizes', ACTIVITY_IMAGE_SIZES);
    const plain = within(screen.getByRole('article', { name: 'Hula Workshop' })).getByRole('presentation');
    expect(plain).toHaveAttribute('src', '/files/hula.png');
    expect(plain).not.toHaveAttribute('srcset');
  });

  it('lists the ACTIVE activities with when and where in Honolulu time, fee, places and my status', async () => {
    const fake = state(
      [
        activity(1, { name: 'Canoe Race', activityRegistrationFee: 2500, capacity: 10, location: 'Ala Moana Beach' }),
        activity(2, { name: 'Hula Workshop', capacity: 2, isAllowWaitList: true }),
        activity(3, { name: 'Tapa Making', capacity: 2 }),
        activity(4, { name: 'Closed Session', status: 'INACTIVE' }),
        activity(5, { name: 'Opening Night' }),
      ],
      {
        records: [
          myRecord(1, mainAttendee, 'RESERVED'),
          myRecord(1, guest, 'WAITING_LIST', { waitlistPosition: 1 }),
          myRecord(2, mainAttendee, 'RESERVED'),
          myRecord(2, guest, 'RESERVED'),
          ...othersHold(3, 1),
          myRecord(5, mainAttendee, 'CHECKED_IN'),
        ],
      },
    );
    await renderActivities(fake);

    const canoe = await screen.findByRole('article', { name: 'Canoe Race' }, { timeout: 5000 });
    expect(within(canoe).getByText('06/08/2026 at 9:30 AM')).toBeInTheDocument();
    expect(within(canoe).getByText('Ala Moana Beach')).toBeInTheDocument();
    expect(within(canoe).getByText('$25.00 per person')).toBeInTheDocument();
    expect(within(canoe).getByText('9 places left')).toBeInTheDocument();
    expect(within(canoe).getByText('Reserved')).toBeInTheDocument();
    expect(within(canoe).getByText('Kēhau Kahale')).toBeInTheDocument();
    expect(within(canoe).getByText('Malia Fonoti — waitlist #1')).toBeInTheDocument();

    const hula = screen.getByRole('article', { name: 'Hula Workshop' });
    expect(within(hula).getByText('Free')).toBeInTheDocument();
    expect(within(hula).getByText('Waitlist')).toBeInTheDocument();
    expect(within(hula).getByText('Reserved')).toBeInTheDocument();

    const tapa = screen.getByRole('article', { name: 'Tapa Making' });
    expect(within(tapa).getByText('1 place left')).toBeInTheDocument();

    const opening = screen.getByRole('article', { name: 'Opening Night' });
    expect(within(opening).getByText('Checked in')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Closed Session' })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('shows Waitlisted when every record waits, and Full when no place is left and there is no waitlist', async () => {
    const fake = state([
      activity(1, { name: 'Star Navigation', capacity: 1, isAllowWaitList: true }),
      activity(2, { name: 'Lei Making', capacity: 0 }),
    ]);
    fake.records.push(myRecord(1, mainAttendee, 'RESERVED'), myRecord(1, guest, 'WAITING_LIST'));
    fake.records[0].eventRegistrationId = 'someone-else';
    await renderActivities(fake);
    const star = await screen.findByRole('article', { name: 'Star Navigation' }, { timeout: 5000 });
    expect(within(star).getByText('Waitlisted')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Lei Making' })).getByText('Full')).toBeInTheDocument();
  });

  it('reads page, rows, sort and search from the URL, and writes sort and search back', async () => {
    const user = userEvent.setup();
    const fake = state(
      Array.from({ length: 12 }, (_, i) => activity(i + 1, { name: `Canoe ${String(i + 1).padStart(2, '0')}` })),
    );
    const { calls, search } = await renderActivities(
      fake,
      `/my-events/${EVENT_ID}?page=2&rows=5&sort=name:desc&search=canoe`,
    );
    expect(await screen.findByRole('article', { name: 'Canoe 07' }, { timeout: 5000 })).toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.params).toEqual({ take: 5, skip: 5, sort: 'name', order: 'desc', search: 'canoe' });
    expect(screen.getByLabelText('Search activities')).toHaveValue('canoe');
    expect(screen.getByLabelText('Sort by')).toHaveValue('desc');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'asc');
    await waitFor(() => expect(search().get('sort')).toBe('name:asc'));
    expect(search().get('page')).toBeNull();

    await user.clear(screen.getByLabelText('Search activities'));
    await user.type(screen.getByLabelText('Search activities'), 'Canoe 1');
    await waitFor(() => expect(search().get('search')).toBe('Canoe 1'), { timeout: 2000 });
    await waitFor(() => expect(listCalls(calls).at(-1)?.params).toMatchObject({ skip: 0, search: 'Canoe 1' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  });

  it('opens the payment for held places from an offer link and pays with PUT', async () => {
    const user = userEvent.setup();
    const fake = state([activity(1, { name: 'Canoe Race', activityRegistrationFee: 2500, capacity: 2 })]);
    fake.records.push(
      myRecord(1, mainAttendee, 'RESERVED', { isPayment: true }),
      myRecord(1, guest, 'WAITING_LIST', { offerExpiresAt: '2026-06-01T10:00:00.000Z', waitlistPosition: 1 }),
    );
    const { calls } = await renderActivities(fake, `/my-events/${EVENT_ID}?offer=${fake.subEvents[0].id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Payment' }, { timeout: 5000 });
    expect(within(dialog).getByText('$25.00 × 1')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Leave this page' })).toBeInTheDocument();
    await payWith(user, '4111111111111111');
    expect(await screen.findByRole('dialog', { name: 'Success!' })).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      subEventId: fake.subEvents[0].id,
      attendees: [
        { id: MAIN_ID, isPayment: true },
        { id: GUEST_ID, isPayment: true },
      ],
      payment: { amount: calculateFees(2500, 1).totalCents, cardNumber: '4111111111111111', expirationDate: '2027-08' },
    });
  });
});

describe('ActivitiesPage on a page the server filled', () => {
  it("shows the filled activities at once, a placeholder for the buttons, then the attendee's records", async () => {
    const fake = state([activity(1, { name: 'Canoe Race', capacity: 10 }), activity(2, { name: 'Hula Workshop' })], {
      records: [myRecord(1, mainAttendee, 'RESERVED')],
    });
    const filled = {
      data: fake.subEvents.map((s) => ({ ...s, availableSlot: 9, registrations: [] })),
      hasNext: false,
      payloadSize: 2,
      totalRecords: 2,
    };
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await renderActivities(fake, undefined, undefined, { list: filled, held });

    const canoe = await screen.findByRole('article', { name: 'Canoe Race' });
    expect(within(canoe).getByText('9 places left')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading activities…' })).toBeNull();
    expect(within(canoe).queryByRole('button')).toBeNull();
    expect(within(canoe).queryByText('Reserved')).toBeNull();

    release();
    expect(await within(canoe).findByText('Reserved')).toBeInTheDocument();
    expect(within(canoe).getByRole('button', { name: 'Change who goes' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Hula Workshop' })).getByRole('button', { name: 'Book' }),
    ).toBeInTheDocument();
  });
});
