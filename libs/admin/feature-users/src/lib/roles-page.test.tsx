import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiHandler } from '@festival/shared-data-access-api-client/testing';
import { AuthSessionProvider, createCaptcha, createSignedOutSession } from '@festival/shared-data-access-auth-session';
import { renderWithProviders } from '@festival/shared-testing-react';
import { testSiteConfig } from '@festival/shared-util-api-contracts/testing';
import { AuditLogPage } from './audit-log-page';
import { RolesPage } from './roles-page';

const me = { id: 'admin-sub', email: 'admin@festival.localhost', firstName: 'F', lastName: 'A', userType: 'USER' };
const roles = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'Administrator', description: 'All', permissions: ['ROLE:R'] },
  {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Door staff',
    description: 'Check-in',
    permissions: ['ATTENDEE:R'],
  },
];

async function render(path: string, element: ReactElement, permissions: string[]) {
  const api: ApiHandler = ({ method, url }) => {
    if (url === '/permissions/me') return [200, { data: permissions }];
    if (url === '/roles' && method === 'GET')
      return [200, { data: roles, hasNext: false, payloadSize: roles.length, totalRecords: roles.length }];
    if (url === '/roles' && method === 'POST') return [201, { data: { ...roles[1], id: 'new' } }];
    if (url === '/audit-log')
      return [
        200,
        {
          data: [
            {
              id: '00000000-0000-4000-8000-0000000000aa',
              actorSub: 'admin-sub',
              actorEmail: 'admin@festival.localhost',
              action: 'role.create',
              target: 'role:1',
              before: null,
              after: { name: 'Door staff' },
              at: '2026-11-25T20:00:00.000Z',
            },
          ],
          hasNext: false,
          payloadSize: 1,
          totalRecords: 1,
        },
      ];
    return [404, { message: 'Not found', code: 'NOT_FOUND' }];
  };
  const session = createSignedOutSession({
    restoreSession: async () => me,
    getIdToken: async () => 'id-token',
    refresh: async () => ({ ok: true, value: me }),
  });
  const captcha = createCaptcha({
    challengeUrl: '/c',
    fetchImpl: async () => new Response(JSON.stringify({ parameters: { expiresAt: 9_999_999_999 } })),
    solve: async () => 'captcha-token',
  });
  return renderWithProviders(
    { routes: [{ path: path.split('?')[0], element }], path },
    {
      api,
      config: testSiteConfig({ site: 'admin' }),
      wrapper: (children) => (
        <AuthSessionProvider session={session} captcha={captcha} notifyError={() => undefined}>
          {children}
        </AuthSessionProvider>
      ),
    },
  );
}

describe('RolesPage', () => {
  // jsdom lacks PointerEvent, which Chakra's checkbox creates on a click.
  beforeAll(() => {
    if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: MouseEvent });
  });

  it('lists roles, keeps the system role read-only and creates a role from the permission matrix', async () => {
    const user = userEvent.setup();
    const { calls } = await render('/roles', <RolesPage />, [
      'ROLE:R',
      'ROLE:C',
      'ROLE:U',
      'ROLE:D',
      'EVENT:R',
      'AUDIT_LOG:R',
    ]);
    expect(await screen.findByText('Door staff', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('System')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Administrator' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Door staff' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    // Only what the editor holds can be given: the server refuses the rest.
    expect(
      within(dialog).getByText('Permissions you do not hold yourself cannot be given or taken away here.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Delete Users')).toBeDisabled();
    expect(within(dialog).getByLabelText('View Events')).toBeEnabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Viewers');
    await user.click(within(dialog).getByLabelText('View Events'));
    await user.click(within(dialog).getByLabelText('View Audit log'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/roles')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Viewers',
      description: '',
      permissions: ['AUDIT_LOG:R', 'EVENT:R'],
    });
    // The matrix is 64 checkboxes: label queries over it take a while in jsdom.
  }, 90_000);

  it('offers neither New role nor the actions with ROLE:R alone, and sorts by name', async () => {
    const user = userEvent.setup();
    const { calls } = await render('/roles', <RolesPage />, ['ROLE:R']);
    expect(await screen.findByText('Door staff', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/roles').at(-1)?.params).toMatchObject({ sort: 'name', order: 'asc' }),
    );
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/roles').at(-1)?.params).toMatchObject({ sort: 'name', order: 'desc' }),
    );
  });
});

describe('AuditLogPage', () => {
  it('reads who, what and when from the URL and asks the API for them', async () => {
    const { calls } = await render(
      '/audit-log?actor=admin&action=role.&from=2026-11-01&to=2026-11-30&rows=20',
      <AuditLogPage />,
      ['AUDIT_LOG:R'],
    );
    expect(await screen.findByText('role.create', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('admin@festival.localhost')).toBeInTheDocument();
    expect(screen.getByText('11/25/2026 10:00 AM')).toBeInTheDocument();
    expect(screen.getByLabelText('Who (email)')).toHaveValue('admin');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(calls.filter((c) => c.url === '/audit-log').at(-1)?.params).toEqual({
      take: 20,
      skip: 0,
      sort: 'at',
      order: 'desc',
      actor: 'admin',
      action: 'role.',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('is newest first until the When header turns it to oldest first', async () => {
    const user = userEvent.setup();
    const { calls } = await render('/audit-log', <AuditLogPage />, ['AUDIT_LOG:R']);
    expect(await screen.findByText('role.create', {}, { timeout: 5000 })).toBeInTheDocument();
    const header = screen.getByRole('columnheader', { name: /When/ });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Sort by When' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/audit-log').at(-1)?.params).toMatchObject({ sort: 'at', order: 'asc' }),
    );
    expect(header).toHaveAttribute('aria-sort', 'ascending');
  });
});
