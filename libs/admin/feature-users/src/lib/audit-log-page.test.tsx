import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@festival/shared-util-api-contracts';
import { list, renderStaffPage } from '@festival/shared-testing-react';
import { AuditLogPage } from './audit-log-page';

const entry: AuditEntry = {
  id: '00000000-0000-4000-8000-000000000001',
  actorSub: 'staff-sub',
  actorEmail: 'kai@festival.localhost',
  action: 'user.disable',
  target: 'ann@example.org',
  before: { enabled: true },
  after: { enabled: false },
  at: '2027-05-02T20:00:00.000Z',
};

function render(path: string) {
  return renderStaffPage([{ path: '/audit-log', element: <AuditLogPage /> }], path, ['AUDIT_LOG:R'], (call) =>
    call.url === '/audit-log' ? [200, list([entry])] : undefined,
  );
}

const auditCalls = (calls: { url: string; params: Record<string, unknown> }[]) =>
  calls.filter((c) => c.url === '/audit-log');

describe('AuditLogPage (SPEC.md §2: filters in the URL)', () => {
  it('reads who, what, from and to from the URL and asks the API for them', async () => {
    const { calls } = await render(
      '/audit-log?actor=kai%40festival.localhost&action=user.&from=2027-05-01&to=2027-05-31',
    );
    expect(await screen.findByRole('cell', { name: 'user.disable' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Who (email)')).toHaveValue('kai@festival.localhost');
    expect(screen.getByLabelText('What (action)')).toHaveValue('user.');
    expect(screen.getByLabelText('From')).toHaveValue('2027-05-01');
    expect(screen.getByLabelText('To')).toHaveValue('2027-05-31');
    expect(auditCalls(calls).at(-1)?.params).toMatchObject({
      actor: 'kai@festival.localhost',
      action: 'user.',
      from: '2027-05-01',
      to: '2027-05-31',
    });
  });

  it('writes a chosen filter to the URL, back to the first page, keeping the rest', async () => {
    const user = userEvent.setup();
    const { calls, search } = await render('/audit-log?page=3&rows=20&from=2027-05-01');
    await screen.findByRole('cell', { name: 'user.disable' }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2027-05-31' } });
    await waitFor(() => expect(search().get('to')).toBe('2027-05-31'));
    expect(search().get('page')).toBeNull();
    expect(search().get('rows')).toBe('20');
    expect(search().get('from')).toBe('2027-05-01');
    await user.type(screen.getByLabelText('Who (email)'), 'kai');
    await waitFor(() => expect(search().get('actor')).toBe('kai'));
    await waitFor(() => expect(auditCalls(calls).at(-1)?.params).toMatchObject({ actor: 'kai', to: '2027-05-31' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    await waitFor(() => expect(search().has('from')).toBe(false));
  });
});
