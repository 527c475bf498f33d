import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffAccommodationRequest, StaffVisaRequest } from '@festival/shared-util-api-contracts';
import { AccommodationRequestsPage } from './accommodation-requests-page';
import { list, renderStaffPage } from '@festival/shared-testing-react';
import { VisaRequestsPage } from './visa-requests-page';

const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const person = (i: number, firstName: string) => ({
  id: id(i),
  registrationId: id(100 + i),
  eventId: id(99),
  attendeeId: id(200 + i),
  firstName,
  lastName: 'Kealoha',
  email: `${firstName.toLowerCase()}@example.org`,
  createdAt: '2027-05-01T10:00:00.000Z',
  updatedAt: '2027-05-01T10:00:00.000Z',
});
const visa: StaffVisaRequest[] = [
  {
    ...person(1, 'Ann'),
    status: 'PENDING',
    passportCountryId: 'WS',
    nationalityCountryId: 'WS',
    arrivalDate: '2027-06-30',
    departureDate: '2027-07-05',
    needsInvitationLetter: true,
    notes: null,
  },
  {
    ...person(2, 'Bob'),
    status: 'COMPLETED',
    passportCountryId: 'NZ',
    nationalityCountryId: 'NZ',
    arrivalDate: '2027-06-30',
    departureDate: '2027-07-05',
    needsInvitationLetter: false,
    notes: null,
  },
];
const rooms: StaffAccommodationRequest[] = [
  {
    ...person(3, 'Carl'),
    status: 'NOT_RESERVED',
    checkInDate: '2027-06-30',
    checkOutDate: '2027-07-05',
    roomSharing: 'SINGLE',
    specialNeeds: null,
  },
];

describe('VisaRequestsPage', () => {
  const render = (path: string, permissions: string[]) =>
    renderStaffPage([{ path: '/assistance/visa', element: <VisaRequestsPage /> }], path, permissions, (call) => {
      if (call.url === '/assistance/visa-requests') return [200, list(visa)];
      if (call.method === 'PUT' && call.url === `/assistance/visa-requests/${id(1)}/status`)
        return [200, { data: { ...visa[0], status: 'COMPLETED' } }];
      return undefined;
    });

  it('reads the status filter from the URL and offers Mark completed only on pending requests with ACCOMMODATION:U', async () => {
    const user = userEvent.setup();
    const { calls } = await render('/assistance/visa?status=PENDING', ['ACCOMMODATION:R', 'ACCOMMODATION:U']);
    expect(await screen.findByRole('cell', { name: 'ann@example.org' }, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/assistance/visa-requests')?.params).toEqual({
      take: 10,
      skip: 0,
      status: 'PENDING',
    });
    expect(
      screen.queryByRole('button', { name: 'Mark the visa request of Bob Kealoha completed' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark the visa request of Ann Kealoha completed' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark this visa request completed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark completed' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'COMPLETED' }));
    expect(await screen.findByText('The visa request of Ann Kealoha is completed.')).toBeInTheDocument();
  });

  it('shows no actions to a reader', async () => {
    await render('/assistance/visa', ['ACCOMMODATION:R']);
    await screen.findByRole('cell', { name: 'ann@example.org' }, { timeout: 5000 });
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});

describe('AccommodationRequestsPage', () => {
  it('filters by room sharing through the URL and reserves a room after a confirmation', async () => {
    const user = userEvent.setup();
    const { calls, search } = await renderStaffPage(
      [{ path: '/assistance/accommodation', element: <AccommodationRequestsPage /> }],
      '/assistance/accommodation',
      ['ACCOMMODATION:R', 'ACCOMMODATION:U'],
      (call) => {
        if (call.url === '/assistance/accommodation-requests') return [200, list(rooms)];
        if (call.method === 'PUT') return [200, { data: { ...rooms[0], status: 'RESERVED' } }];
        return undefined;
      },
    );
    await screen.findByRole('cell', { name: 'carl@example.org' }, { timeout: 5000 });
    await user.selectOptions(screen.getByLabelText('Room sharing'), 'SINGLE');
    await waitFor(() => expect(search().get('roomSharing')).toBe('SINGLE'));
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/assistance/accommodation-requests').at(-1)?.params).toMatchObject({
        roomSharing: 'SINGLE',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Reserve a room for Carl Kealoha' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reserve a room?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        url: `/assistance/accommodation-requests/${id(3)}/status`,
        body: { status: 'RESERVED' },
      }),
    );
    expect(await screen.findByText('The accommodation request of Carl Kealoha is now Reserved.')).toBeInTheDocument();
  });
});
