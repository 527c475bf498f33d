import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMediaApplication } from '@festival/shared-util-api-contracts';
import { MediaApplicationsPage } from './media-applications-page';
import { list, renderStaffPage } from '@festival/shared-testing-react';

const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const application = (i: number, firstName: string, status: StaffMediaApplication['status']): StaffMediaApplication => ({
  id: id(i),
  eventId: id(99),
  eventName: 'Pacific Arts & Culture Festival 2027',
  userId: id(200 + i),
  firstName,
  lastName: 'Kealoha',
  email: `${firstName.toLowerCase()}@example.org`,
  status,
  organisation: `${firstName} News`,
  role: 'PHOTOGRAPHER',
  outletCountry: 'FJ',
  website: null,
  coveragePlan: 'Canoe arrivals.',
  pressCredentialFile: `documents/${id(200 + i)}/${id(300 + i)}.pdf`,
  portfolioUrl: 'https://portfolio.example',
  portfolioFile: null,
  createdAt: '2027-05-01T10:00:00.000Z',
  updatedAt: '2027-05-01T10:00:00.000Z',
});
const rows = [application(1, 'Ann', 'REVIEWING'), application(2, 'Bob', 'ARCHIVED')];

describe('MediaApplicationsPage', () => {
  const render = (path: string, permissions: string[]) =>
    renderStaffPage([{ path: '/media', element: <MediaApplicationsPage /> }], path, permissions, (call) => {
      if (call.url === '/media-applications') return [200, list(rows)];
      if (call.method === 'PUT' && call.url === `/media-applications/${id(1)}/status`)
        return [200, { data: { ...rows[0], status: (call.body as { status: string }).status } }];
      return undefined;
    });

  it('filters by status through the URL and accredits after a confirmation with MEDIA:U', async () => {
    const user = userEvent.setup();
    const { calls } = await render('/media?status=REVIEWING', ['MEDIA:R', 'MEDIA:U']);
    expect(await screen.findByText('ann@example.org', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/media-applications')?.params).toMatchObject({ status: 'REVIEWING' });
    // An archived application has no moves left.
    expect(screen.queryByRole('button', { name: /Bob Kealoha/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accredit Ann Kealoha' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Accredit this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Accredit' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { status: 'APPROVED' } }));
  });

  it('offers no decisions with MEDIA:R alone', async () => {
    await render('/media', ['MEDIA:R']);
    expect(await screen.findByText('ann@example.org', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accredit Ann Kealoha' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
  });
});
