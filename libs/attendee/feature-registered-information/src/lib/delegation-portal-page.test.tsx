import { screen, within } from '@testing-library/react';
import type { DelegationPortal } from '@festival/shared-util-api-contracts';
import { EVENT_ID, GUEST_ID, MAIN_ID, registration, registrationApi, renderPage } from './test-render';

const portal: DelegationPortal = {
  delegationName: 'Team Samoa',
  members: [
    {
      registrationId: 'r1',
      attendeeId: MAIN_ID,
      firstName: 'Kēhau',
      lastName: 'Kahale',
      isMainProfile: true,
      isMine: true,
      status: 'APPROVED',
      registrationStatus: 'APPROVED',
    },
    {
      registrationId: 'r1',
      attendeeId: GUEST_ID,
      firstName: 'Malia',
      lastName: 'Fonoti',
      isMainProfile: false,
      isMine: true,
      status: 'CHECKED_IN',
      registrationStatus: 'APPROVED',
    },
    {
      registrationId: 'r2',
      attendeeId: 'a3',
      firstName: 'Sione',
      lastName: 'Tuilagi',
      isMainProfile: true,
      isMine: false,
      status: 'PENDING',
      registrationStatus: 'PENDING_PAYMENT',
    },
  ],
};
const url = `/registered-information/${EVENT_ID}/delegation-portal`;
const delegate = registration({ type: 'DELEGATE', delegationName: 'Team Samoa' });

describe('DelegationPortalPage', () => {
  it('shows the delegation and its members with statuses, the caller marked You', async () => {
    await renderPage(
      url,
      registrationApi(delegate, (call) => (call.url.endsWith('/delegation') ? [200, { data: portal }] : undefined)),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Delegation Portal' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Delegation: Team Samoa' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Delegation members' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Profile', 'Attendee status', 'Registration status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Kēhau KahaleYou', 'Main profile', 'Approved', 'Approved'],
      ['Malia Fonoti', 'Additional attendee', 'Checked in', 'Approved'],
      ['Sione Tuilagi', 'Main profile', 'Pending', 'Pending payment'],
    ]);
  });

  it('tells a GENERAL registration the portal is for delegates, without asking for it', async () => {
    const { calls } = await renderPage(url, registrationApi(registration()));
    expect(
      await screen.findByText(
        'The delegation portal is only available to delegate registrations.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/delegation'))).toBe(false);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the same when the API answers 403', async () => {
    await renderPage(
      url,
      registrationApi(delegate, (call) =>
        call.url.endsWith('/delegation') ? [403, { message: 'Only delegates', code: 'FORBIDDEN' }] : undefined,
      ),
    );
    expect(
      await screen.findByText(
        'The delegation portal is only available to delegate registrations.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('says "You have not registered for this event" when there is no registration', async () => {
    await renderPage(url, registrationApi(null));
    expect(
      await screen.findByRole('heading', { name: 'You have not registered for this event' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', `/preview-event/${EVENT_ID}`);
  });
});
