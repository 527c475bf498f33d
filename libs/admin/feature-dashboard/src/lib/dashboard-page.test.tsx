import { screen } from '@testing-library/react';
import { renderStaffPage } from '@festival/shared-testing-react';
import { sampleDashboard } from './dashboard-fixture';
import { DashboardPage } from './dashboard-page';

const render = (permissions: string[], dashboard = sampleDashboard) =>
  renderStaffPage(
    [{ path: '/', element: <DashboardPage fallback={<p>Welcome page</p>} /> }],
    '/',
    permissions,
    ({ url }) => (url === '/dashboard' ? [200, { data: dashboard }] : undefined),
  );

describe('DashboardPage', () => {
  it('links each count to its filtered list', async () => {
    await render(['ATTENDEE:R']);
    expect(await screen.findByRole('link', { name: 'Open Pending: 12' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/registrations?status=PENDING',
    );
    expect(screen.getByRole('link', { name: 'Open Delegate: 42' })).toHaveAttribute(
      'href',
      '/registrations?type=DELEGATE',
    );
    expect(screen.getByRole('link', { name: 'Hula workshop' })).toHaveAttribute(
      'href',
      `/registrations?activityId=${sampleDashboard.activitiesFillingUp[0].id}`,
    );
    expect(screen.getByRole('link', { name: /Visa requests pending/ })).toHaveAttribute(
      'href',
      '/assistance/visa?status=PENDING',
    );
    expect(screen.getByRole('link', { name: /Accommodation requests awaiting a room/ })).toHaveAttribute(
      'href',
      '/assistance/accommodation?status=NOT_RESERVED',
    );
    expect(screen.getByRole('link', { name: /At the festival/ })).toHaveAttribute(
      'href',
      '/registrations?status=CHECKED_IN',
    );
    expect(screen.getByText('40 of 40 places')).toBeInTheDocument();
  });

  it('says so where a festival has no registrations yet, instead of an empty tile', async () => {
    await render(['ATTENDEE:R'], { ...sampleDashboard, registrationsByStatus: [], registrationsByType: [] });
    expect(await screen.findAllByText('No registrations yet.', {}, { timeout: 5000 })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /^Open Pending/ })).not.toBeInTheDocument();
  });

  it('shows the fallback to staff who may not read registrations, without asking for the counts', async () => {
    const { calls } = await render(['USER:R']);
    expect(await screen.findByText('Welcome page', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/dashboard')).toBe(false);
  });
});
