import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiHandler } from '@festival/shared-data-access-api-client/testing';
import { AuthSessionProvider, createCaptcha, createSignedOutSession } from '@festival/shared-data-access-auth-session';
import { renderWithProviders } from '@festival/shared-testing-react';
import type { CheckInOutcome, CheckInRoster } from '@festival/shared-util-api-contracts';
import { testSiteConfig } from '@festival/shared-util-api-contracts/testing';
import { CheckInPage } from './check-in-page';

const me = { id: 'door-sub', email: 'door@festival.localhost', firstName: 'Door', lastName: 'Staff', userType: 'USER' };
const EVENT = '11111111-1111-4111-8111-111111111111';
const EARLIER = '2027-06-01T18:05:00.000Z'; // 8:05 AM in Honolulu

const person = (attendeeId: string, firstName: string, status: 'APPROVED' | 'PENDING' = 'APPROVED') => ({
  attendeeId,
  registrationId: `reg-${attendeeId}`,
  firstName,
  lastName: 'Kealoha',
  email: `${firstName.toLowerCase()}@example.org`,
  type: 'GENERAL' as const,
  status,
  checkedInAt: null,
  activities: [],
});

const roster: CheckInRoster = {
  eventId: EVENT,
  eventName: 'Aloha Festival',
  generatedAt: '2027-06-01T17:00:00.000Z',
  activities: [],
  attendees: [person('ann', 'Ann'), person('kai', 'Kai'), person('lei', 'Lei', 'PENDING')],
};

function answer(attendeeId: string, outcome: CheckInOutcome['outcome'], checkedInAt: string): CheckInOutcome {
  const p = roster.attendees.find((a) => a.attendeeId === attendeeId)!;
  return {
    attendeeId,
    registrationId: p.registrationId,
    firstName: p.firstName,
    lastName: p.lastName,
    subEventId: null,
    outcome,
    checkedInAt,
    message: '',
  };
}

async function renderDesk(permissions: string[], onCheckIn: (body: Record<string, unknown>) => CheckInOutcome[]) {
  const api: ApiHandler = ({ method, url, body }) => {
    if (url === '/permissions/me') return [200, { data: permissions }];
    if (url === '/events/active')
      return [200, { data: [{ id: EVENT, name: 'Aloha Festival' }], hasNext: false, payloadSize: 1, totalRecords: 1 }];
    if (url === '/wallet/check-in-key') return [200, { keys: [] }];
    if (url === '/check-ins/roster') return [200, { data: roster }];
    if (url === '/check-ins' && method === 'POST')
      return [200, { data: { results: onCheckIn(body as Record<string, unknown>) } }];
    return undefined;
  };
  const captcha = createCaptcha({
    challengeUrl: '/c',
    fetchImpl: async () => new Response(JSON.stringify({ parameters: { expiresAt: 9_999_999_999 } })),
    solve: async () => 'captcha-token',
  });
  const session = createSignedOutSession({
    restoreSession: async () => me,
    getIdToken: async () => 'id-token',
    refresh: async () => ({ ok: true, value: me }),
  });
  return renderWithProviders(
    { routes: [{ path: '/check-in', element: <CheckInPage /> }], path: '/check-in' },
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

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

async function searchAndCheckIn(user: ReturnType<typeof userEvent.setup>, text: string, name: string) {
  const box = screen.getByLabelText('Search attendees');
  await user.clear(box);
  await user.type(box, text);
  await user.click(await screen.findByRole('button', { name: `Check in ${name}` }));
}

describe('CheckInPage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('checks a searched attendee in through the API, and refuses one whose registration is pending', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    const { calls } = await renderDesk(['SCREENER:R', 'SCREENER:U'], (body) => {
      sent.push(body);
      return [answer('ann', 'CHECKED_IN', new Date().toISOString())];
    });
    await screen.findByText(/Attendee list of .* kept on this device \(3 people\)/, undefined, { timeout: 5000 });
    await searchAndCheckIn(user, 'ann', 'Ann Kealoha');
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(within(result).getByText(/Ann Kealoha/)).toBeInTheDocument();
    expect(within(result).getByText(/— Checked in$/)).toBeInTheDocument();
    expect(sent).toEqual([{ attendeeId: 'ann', subEventId: null }]);
    // The row now says when.
    expect(await screen.findByText(/^Checked in at \d\d\/\d\d\/\d{4}/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search attendees'));
    await user.type(screen.getByLabelText('Search attendees'), 'lei');
    expect(
      await screen.findByText('The registration is PENDING: only an approved registration can be checked in.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check in Lei Kealoha' })).toBeNull();
    expect(calls.filter((c) => c.url === '/check-ins')).toHaveLength(1);
  });

  it('queues check-ins offline (once per person), keeps them across a reload, and syncs them back online; another device got there first', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    // Another device (online) checked Kai in at 8:05 AM: the server says so when this one syncs.
    const first = await renderDesk(['SCREENER:R', 'SCREENER:U'], (body) => {
      sent.push(body);
      return [answer(String(body['attendeeId']), 'ALREADY_CHECKED_IN', EARLIER)];
    });
    await screen.findByText(/kept on this device \(3 people\)/, undefined, { timeout: 5000 });
    expect(screen.getByText('Online')).toBeInTheDocument();

    setOnline(false);
    expect(await screen.findByText('Offline')).toBeInTheDocument();
    await searchAndCheckIn(user, 'kai', 'Kai Kealoha');
    expect(await screen.findByText(/Checked in on this device; it will be sent when online/)).toBeInTheDocument();
    expect(screen.getByText('1 check-in waiting to sync')).toBeInTheDocument();
    // A second tap on this device is "already", and is not queued again.
    await user.click(screen.getByRole('button', { name: 'Check in Kai Kealoha' }));
    expect(await screen.findByText(/Already checked in at/)).toBeInTheDocument();
    expect(screen.getByText('1 check-in waiting to sync')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    // The queue outlives the page (a reload while still offline).
    first.unmount();
    await renderDesk(['SCREENER:R', 'SCREENER:U'], (body) => {
      sent.push(body);
      return [answer(String(body['attendeeId']), 'ALREADY_CHECKED_IN', EARLIER)];
    });
    expect(await screen.findByText('1 check-in waiting to sync', undefined, { timeout: 5000 })).toBeInTheDocument();

    setOnline(true);
    const synced = await screen.findByRole('region', { name: 'Sent after being offline' });
    expect(within(synced).getByText(/Kai Kealoha/)).toBeInTheDocument();
    expect(within(synced).getByText(/Already checked in at 06\/01\/2027 8:05 AM/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Everything is synced')).toBeInTheDocument());
    expect(sent).toEqual([{ attendeeId: 'kai', subEventId: null, scannedAt: expect.any(String) }]);
  });

  it('shows the list but no check-in buttons or scanner to a screener who may only read', async () => {
    const user = userEvent.setup();
    await renderDesk(['SCREENER:R'], () => []);
    await screen.findByText(/kept on this device/, undefined, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Scan with camera' })).toBeNull();
    await user.type(screen.getByLabelText('Search attendees'), 'ann');
    expect(await screen.findByText('Ann Kealoha')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check in Ann Kealoha' })).toBeNull();
  });
});
