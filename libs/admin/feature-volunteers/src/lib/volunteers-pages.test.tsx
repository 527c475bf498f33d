import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AssignmentSuggestion,
  StaffVolunteerDetail,
  StaffVolunteerSummary,
  VolunteerAvailability,
} from '@festival/shared-util-api-contracts';
import { timeSlotOf } from '@festival/shared-util-registration';
import { list, renderStaffPage } from '@festival/shared-testing-react';
import { VolunteerPage } from './volunteer-page';
import { VolunteerShiftsPage } from './volunteer-shifts-page';
import { VolunteersPage } from './volunteers-page';

const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const MON_MORNING = timeSlotOf('2027-06-07', 'MORNING');
const MON_NIGHT = timeSlotOf('2027-06-07', 'NIGHT');

const summary = (i: number, firstName: string, status: StaffVolunteerSummary['status']): StaffVolunteerSummary => ({
  id: id(i),
  eventId: id(99),
  status,
  firstName,
  lastName: 'Kealoha',
  email: `${firstName.toLowerCase()}@example.org`,
  phone: '+1 808 555 0100',
  tShirtSize: 'M',
  offeredCount: 2,
  assignedCount: 0,
  createdAt: '2027-05-01T10:00:00.000Z',
});
const rows = [summary(1, 'Ann', 'REVIEWING'), summary(2, 'Bob', 'APPROVED')];

describe('VolunteersPage', () => {
  const render = (path: string, permissions: string[]) =>
    renderStaffPage([{ path: '/volunteers', element: <VolunteersPage /> }], path, permissions, (call) => {
      if (call.url === '/volunteers') return [200, list(rows)];
      if (call.method === 'PUT' && call.url === `/volunteers/${id(1)}/status`)
        return [200, { data: { ...rows[0], status: 'APPROVED' } }];
      return undefined;
    });

  it('reads the status filter from the URL and approves an application after a confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = await render('/volunteers?status=REVIEWING', ['VOLUNTEER:R', 'VOLUNTEER:U']);
    expect(await screen.findByRole('cell', { name: 'ann@example.org' }, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/volunteers')?.params).toEqual({ take: 10, skip: 0, status: 'REVIEWING' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    // Bob is approved already: only the waitlist move is offered.
    expect(screen.queryByRole('button', { name: 'Approve Bob Kealoha' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Waitlist Bob Kealoha' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve Ann Kealoha' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'APPROVED' }));
    expect(await screen.findByText('The application of Ann Kealoha is now “Approved”.')).toBeInTheDocument();
  });

  it('shows no actions to a reader', async () => {
    await render('/volunteers', ['VOLUNTEER:R']);
    await screen.findByRole('cell', { name: 'ann@example.org' }, { timeout: 5000 });
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve Ann Kealoha' })).not.toBeInTheDocument();
  });
});

describe('VolunteerPage', () => {
  it('shows the applicant with the shifts offered and assigned', async () => {
    const detail: StaffVolunteerDetail = {
      id: id(1),
      eventId: id(99),
      status: 'APPROVED',
      firstName: 'Ann',
      lastName: 'Kealoha',
      email: 'ann@example.org',
      phone: '+1 808 555 0100',
      areaIds: ['STAGE'],
      languageIds: ['en'],
      experience: null,
      tShirtSize: 'M',
      emergencyName: 'Kai Makoa',
      emergencyPhone: '+1 808 555 0101',
      emergencyRelationship: 'Brother',
      agreementAccepted: true,
      timeSlots: [
        { id: id(20), ...MON_MORNING },
        { id: id(21), ...MON_NIGHT },
      ],
      assignedShifts: [MON_NIGHT],
      createdAt: '2027-05-01T10:00:00.000Z',
      updatedAt: '2027-05-01T10:00:00.000Z',
    };
    await renderStaffPage(
      [{ path: '/volunteers/:id', element: <VolunteerPage /> }],
      `/volunteers/${id(1)}`,
      ['VOLUNTEER:R'],
      (call) => (call.url === `/volunteers/${id(1)}` ? [200, { data: detail }] : undefined),
    );
    expect(await screen.findByRole('heading', { name: 'Ann Kealoha' }, { timeout: 5000 })).toBeInTheDocument();
    const offered = screen.getByRole('list', { name: 'Shifts offered' });
    expect(
      within(offered)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['06/07/2027, Morning', '06/07/2027, Night']);
    const assigned = screen.getByRole('list', { name: 'Shifts assigned' });
    expect(
      within(assigned)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['06/07/2027, Night']);
    expect(screen.queryByRole('button', { name: 'Waitlist' })).not.toBeInTheDocument();
  });
});

describe('VolunteerShiftsPage', () => {
  const availability: VolunteerAvailability = {
    festival: {
      id: id(99),
      name: 'Festival',
      startDate: '2027-06-07T00:00:00.000Z',
      endDate: '2027-06-07T10:00:00.000Z',
      timezone: 'Pacific/Honolulu',
    },
    shifts: [
      { day: '2027-06-07', ...MON_MORNING, offered: 3, approved: 2, assigned: 0 },
      { day: '2027-06-07', ...timeSlotOf('2027-06-07', 'AFTERNOON'), offered: 0, approved: 0, assigned: 0 },
      { day: '2027-06-07', ...MON_NIGHT, offered: 1, approved: 1, assigned: 1 },
    ],
  };
  const suggestion: AssignmentSuggestion = {
    assignments: [
      { volunteerId: id(1), ...MON_MORNING, firstName: 'Ann', lastName: 'Kealoha', email: 'ann@example.org' },
      { volunteerId: id(2), ...MON_MORNING, firstName: 'Bob', lastName: 'Kealoha', email: 'bob@example.org' },
      { volunteerId: id(2), ...MON_NIGHT, firstName: 'Bob', lastName: 'Kealoha', email: 'bob@example.org' },
    ],
    unfilled: [{ ...timeSlotOf('2027-06-07', 'AFTERNOON'), missing: 2 }],
  };

  it('shows the grid, suggests for the need typed, and saves the suggestion after a confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = await renderStaffPage(
      [{ path: '/volunteers/shifts', element: <VolunteerShiftsPage /> }],
      '/volunteers/shifts',
      ['VOLUNTEER:R', 'VOLUNTEER:U'],
      (call) => {
        if (call.url === '/volunteers/availability') return [200, { data: availability }];
        if (call.url === '/volunteers/assignments/suggest') return [200, { data: suggestion }];
        if (call.method === 'PUT' && call.url === '/volunteers/assignments')
          return [200, { data: { assigned: 3, changedVolunteers: 2 } }];
        return undefined;
      },
    );
    const grid = await screen.findByRole('table', { name: 'Shifts of the festival' }, { timeout: 5000 });
    const monday = within(grid).getByRole('row', { name: /06\/07\/2027/ });
    expect(within(monday).getByText('3 offered (2 approved)')).toBeInTheDocument();
    expect(within(monday).getByText('1 assigned')).toBeInTheDocument();

    const need = screen.getByLabelText('Volunteers needed per shift');
    await user.clear(need);
    await user.type(need, '2');
    await user.click(screen.getByRole('button', { name: 'Suggest assignments' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ need: 2 }));
    const table = await screen.findByRole('table', { name: 'Suggested assignments' });
    expect(
      within(table).getByRole('row', { name: '06/07/2027, Morning Ann Kealoha, Bob Kealoha' }),
    ).toBeInTheDocument();
    expect(screen.getByText('06/07/2027, Afternoon: 2 more needed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save assignments' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Save these assignments?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save assignments' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        assignments: suggestion.assignments.map(({ volunteerId, startDate, type }) => ({
          volunteerId,
          startDate,
          type,
        })),
      }),
    );
    expect(await screen.findByText('Assignments saved: 2 volunteers were emailed.')).toBeInTheDocument();
  });

  it('refuses a need that is not a whole number and offers no saving to a reader', async () => {
    const user = userEvent.setup();
    await renderStaffPage(
      [{ path: '/volunteers/shifts', element: <VolunteerShiftsPage /> }],
      '/volunteers/shifts',
      ['VOLUNTEER:R'],
      (call) => {
        if (call.url === '/volunteers/availability') return [200, { data: availability }];
        if (call.url === '/volunteers/assignments/suggest') return [200, { data: suggestion }];
        return undefined;
      },
    );
    const need = await screen.findByLabelText('Volunteers needed per shift', {}, { timeout: 5000 });
    await user.clear(need);
    expect(screen.getByRole('button', { name: 'Suggest assignments' })).toBeDisabled();
    await user.type(need, '1');
    await user.click(screen.getByRole('button', { name: 'Suggest assignments' }));
    await screen.findByRole('table', { name: 'Suggested assignments' });
    expect(screen.queryByRole('button', { name: 'Save assignments' })).not.toBeInTheDocument();
  });
});
