import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccommodationEntry } from '@festival/shared-util-api-contracts';
import { EVENT_ID, GUEST_ID, MAIN_ID, registration, registrationApi, renderPage } from './test-render';

const url = `/registered-information/${EVENT_ID}/accommodation-assistance`;
const apiPath = `/registrations/me/event/${EVENT_ID}/accommodation-assistance`;
const mainRequest = {
  checkInDate: '2026-06-04',
  checkOutDate: '2026-06-16',
  roomSharing: 'SHARE_WITH_GROUP' as const,
  specialNeeds: null,
};

const entries: AccommodationEntry[] = [
  {
    attendeeId: MAIN_ID,
    firstName: 'Kēhau',
    lastName: 'Kahale',
    isMainProfile: true,
    status: 'RESERVED',
    request: mainRequest,
  },
  { attendeeId: GUEST_ID, firstName: 'Malia', lastName: 'Fonoti', isMainProfile: false, status: null, request: null },
];

const api = registrationApi(registration(), (call) => (call.url === apiPath ? [200, { data: entries }] : undefined));

describe('AccommodationAssistancePage', () => {
  it('shows each attendee status, "Not requested" when nothing was asked', async () => {
    await renderPage(url, api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accommodation Assistance' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const main = await screen.findByRole('region', { name: 'Kēhau Kahale' }, { timeout: 5000 });
    expect(within(main).getByText('Reserved')).toBeInTheDocument();
    expect(within(main).getByLabelText(/Check-in date/)).toHaveValue('2026-06-04');
    expect(within(main).getByRole('radio', { name: 'Share with my group' })).toBeChecked();
    expect(
      within(main).getByText(
        'Changing a request puts it back to “Requested, waiting for a room” until the housing desk books it again.',
      ),
    ).toBeInTheDocument();
    const guest = screen.getByRole('region', { name: 'Malia Fonoti' });
    expect(within(guest).getByText('Not requested')).toBeInTheDocument();
    expect(within(guest).getByRole('group', { name: 'Room sharing' })).toBeInTheDocument();
    for (const name of ['Single room', 'Share with my group', 'Share with anyone'])
      expect(within(guest).getByRole('radio', { name })).not.toBeChecked();
  });

  it('refuses a check-out that is not after the check-in, and a missing room choice', async () => {
    const user = userEvent.setup();
    const { calls } = await renderPage(url, api);
    const guest = await screen.findByRole('region', { name: 'Malia Fonoti' }, { timeout: 5000 });
    await user.type(within(guest).getByLabelText(/Check-in date/), '2026-06-10');
    await user.type(within(guest).getByLabelText(/Check-out date/), '2026-06-10');
    await user.click(within(guest).getByRole('button', { name: 'Request accommodation' }));
    expect(await within(guest).findByText('The check-out date must be after the check-in date')).toBeInTheDocument();
    expect(within(guest).getByText('This field is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('saves the whole set with this attendee request added', async () => {
    const user = userEvent.setup();
    const { calls } = await renderPage(url, api);
    const guest = await screen.findByRole('region', { name: 'Malia Fonoti' }, { timeout: 5000 });
    await user.type(within(guest).getByLabelText(/Check-in date/), '2026-06-05');
    await user.type(within(guest).getByLabelText(/Check-out date/), '2026-06-12');
    await user.click(within(guest).getByRole('radio', { name: 'Single room' }));
    await user.type(within(guest).getByLabelText('Special needs'), 'Ground floor');
    await user.click(within(guest).getByRole('button', { name: 'Request accommodation' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      requests: [
        { attendeeId: MAIN_ID, ...mainRequest },
        {
          attendeeId: GUEST_ID,
          checkInDate: '2026-06-05',
          checkOutDate: '2026-06-12',
          roomSharing: 'SINGLE',
          specialNeeds: 'Ground floor',
        },
      ],
    });
    expect(await screen.findByText('Your accommodation request has been saved.')).toBeInTheDocument();
  });

  it('withdraws a request only after asking; Keep the request changes nothing (issue 13.6)', async () => {
    const user = userEvent.setup();
    const { calls } = await renderPage(url, api);
    const main = await screen.findByRole('region', { name: 'Kēhau Kahale' }, { timeout: 5000 });
    await user.click(within(main).getByRole('button', { name: 'Withdraw request' }));
    let ask = await screen.findByRole('alertdialog', { name: 'Withdraw the accommodation request?' });
    expect(ask).toHaveTextContent('The request for Kēhau Kahale');
    await user.click(within(ask).getByRole('button', { name: 'Keep the request' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(within(main).getByLabelText(/Check-out date/)).toHaveValue('2026-06-16');
    await user.click(within(main).getByRole('button', { name: 'Withdraw request' }));
    ask = await screen.findByRole('alertdialog', { name: 'Withdraw the accommodation request?' });
    await user.click(within(ask).getByRole('button', { name: 'Withdraw request' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ requests: [] }));
  });

  it('caps special needs at 500 characters', async () => {
    const user = userEvent.setup();
    await renderPage(url, api);
    const main = await screen.findByRole('region', { name: 'Kēhau Kahale' }, { timeout: 5000 });
    await user.click(within(main).getByLabelText('Special needs'));
    await user.paste('a'.repeat(501));
    await user.click(within(main).getByRole('button', { name: 'Save changes' }));
    expect(await within(main).findByText('reached maximum length of 500 characters')).toBeInTheDocument();
  });

  it('says "You have not registered for this event" when there is no registration', async () => {
    await renderPage(url, registrationApi(null));
    expect(
      await screen.findByRole('heading', { name: 'You have not registered for this event' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
