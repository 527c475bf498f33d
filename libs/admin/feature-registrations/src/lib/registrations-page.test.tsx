import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffRegistrationSummary } from '@festival/shared-util-api-contracts';
import { RegistrationsPage } from './registrations-page';
import { list, renderStaffPage } from '@festival/shared-testing-react';

const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const registrations: StaffRegistrationSummary[] = ['Ann', 'Bob', 'Carl'].map((firstName, i) => ({
  id: id(i),
  eventId: id(99),
  type: i === 2 ? 'DELEGATE' : 'GENERAL',
  status: i === 2 ? 'REJECTED' : 'PENDING',
  delegationName: i === 2 ? 'Aotearoa' : null,
  mainAttendee: { firstName, lastName: 'Kealoha', email: `${firstName.toLowerCase()}@example.org` },
  attendeeCount: 1,
  createdAt: '2027-05-01T10:00:00.000Z',
}));

function render(path: string, permissions: string[]) {
  return renderStaffPage([{ path: '/registrations', element: <RegistrationsPage /> }], path, permissions, (call) => {
    if (call.url === '/contents') return [200, { data: { countries: [{ id: 'WS', name: 'Samoa' }], languages: [] } }];
    if (call.url === '/events/active') return [200, list([{ id: id(99) }])];
    if (call.url === `/events/${id(99)}`)
      return [200, { data: { id: id(99), subEvents: [{ id: id(50), name: 'Hula' }] } }];
    if (call.url === '/registrations' && call.method === 'GET') return [200, list(registrations)];
    if (call.url === '/registrations/status' && call.method === 'POST') {
      const { ids, status } = call.body as { ids: string[]; status: string };
      return [
        200,
        {
          data: ids.map((rid) =>
            rid === id(2)
              ? {
                  id: rid,
                  ok: false,
                  status: 'REJECTED',
                  message: 'A registration that is REJECTED cannot become APPROVED.',
                }
              : { id: rid, ok: true, status, message: null },
          ),
        },
      ];
    }
    return undefined;
  });
}

const findCell = (name: string) => screen.findByRole('cell', { name }, { timeout: 5000 });

describe('RegistrationsPage', () => {
  it('reads the filters from the URL (a dashboard link) and asks the API for them', async () => {
    const { calls } = await render(
      `/registrations?status=PENDING&type=GENERAL&activityId=${id(50)}&countryId=WS&search=ann&sort=name:asc`,
      ['ATTENDEE:R'],
    );
    expect(await findCell('ann@example.org')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/registrations').at(-1)?.params).toEqual({
      take: 10,
      skip: 0,
      sort: 'name',
      order: 'asc',
      search: 'ann',
      status: 'PENDING',
      type: 'GENERAL',
      activityId: id(50),
      countryId: 'WS',
    });
    expect(screen.getByLabelText('Status')).toHaveValue('PENDING');
    expect(screen.getByLabelText('Type')).toHaveValue('GENERAL');
    await waitFor(() => expect(screen.getByLabelText('Activity')).toHaveValue(id(50)));
    expect(screen.getByLabelText('Country')).toHaveValue('WS');
  });

  it('writes a chosen filter to the URL and starts again at the first page', async () => {
    const user = userEvent.setup();
    const { search, calls } = await render('/registrations?page=2', ['ATTENDEE:R']);
    await findCell('ann@example.org');
    await user.selectOptions(screen.getByLabelText('Type'), 'DELEGATE');
    await waitFor(() => expect(search().get('type')).toBe('DELEGATE'));
    expect(search().get('page')).toBeNull();
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/registrations').at(-1)?.params).toMatchObject({
        type: 'DELEGATE',
        skip: 0,
      }),
    );
  });

  it('sorts by main attendee through its column header, saying the order to assistive tech', async () => {
    const user = userEvent.setup();
    const { search, calls } = await render('/registrations', ['ATTENDEE:R']);
    await findCell('ann@example.org');
    const header = screen.getByRole('columnheader', { name: 'Main attendee' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button', { name: 'Sort by Main attendee' }));
    await waitFor(() => expect(search().get('sort')).toBe('name:asc'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/registrations').at(-1)?.params).toMatchObject({
        sort: 'name',
        order: 'asc',
      }),
    );
  });

  it('offers no selection or bulk action without ATTENDEE:U', async () => {
    await render('/registrations', ['ATTENDEE:R']);
    await findCell('ann@example.org');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('approves the selected registrations after a confirmation and lists those that could not change', async () => {
    const user = userEvent.setup();
    const { calls } = await render('/registrations', ['ATTENDEE:R', 'ATTENDEE:U']);
    await findCell('ann@example.org');
    await user.click(screen.getByRole('checkbox', { name: 'Select every registration on this page' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Action for the selected registrations'), 'APPROVED');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Approve 3 registrations?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [id(0), id(1), id(2)], status: 'APPROVED' });
    expect(await screen.findByText('2 of 3 registrations changed.')).toBeInTheDocument();
    expect(
      screen.getByText('Carl Kealoha: A registration that is REJECTED cannot become APPROVED.'),
    ).toBeInTheDocument();
    // The one refused stays selected, to act on it otherwise.
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const { calls } = await render('/registrations', ['ATTENDEE:R', 'ATTENDEE:U']);
    await findCell('ann@example.org');
    await user.click(screen.getByRole('checkbox', { name: 'Select the registration of Ann Kealoha' }));
    await user.selectOptions(screen.getByLabelText('Action for the selected registrations'), 'REJECTED');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject 1 registrations?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
