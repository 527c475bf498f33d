import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiHandler } from '@festival/shared-data-access-api-client/testing';
import { AuthSessionProvider, createCaptcha, createSignedOutSession } from '@festival/shared-data-access-auth-session';
import { renderWithProviders } from '@festival/shared-testing-react';
import type { AdminSubEvent, DelegationKey } from '@festival/shared-util-api-contracts';
import { testSiteConfig } from '@festival/shared-util-api-contracts/testing';
import { EventPage } from './event-page';

const EVENT_ID = '7f9619ff-8b86-4011-b42d-00c04fc964ff';
const me = {
  id: 'admin-sub',
  email: 'admin@festival.localhost',
  firstName: 'Festival',
  lastName: 'Admin',
  userType: 'USER',
};
const event = {
  id: EVENT_ID,
  name: 'FestPAC 2027',
  description: '',
  status: 'ACTIVE',
  startDate: '2027-06-06T10:00:00.000Z',
  endDate: '2027-06-16T10:00:00.000Z',
  location: 'Honolulu',
  timezone: 'Pacific/Honolulu',
  bannerImage: '',
  logoImage: '',
  refLink: '',
  capacity: 100,
  registrationFee: 0,
  requiresReview: false,
  subEvents: [],
};
const activity = (i: number): AdminSubEvent => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  mainEventId: EVENT_ID,
  name: `Activity ${i}`,
  description: '',
  status: 'ACTIVE',
  capacity: 10,
  numRegistration: 4,
  isAllowWaitList: true,
  activityRegistrationFee: 2500,
  registrationFee: 0,
  startDate: '2027-06-07T19:00:00.000Z',
  endDate: '2027-06-07T21:00:00.000Z',
  location: 'Hall A',
  imageUrl: '',
  imageVariants: [],
  waitingCount: 2,
});

async function renderEvent(permissions: string[], path = `/events/${EVENT_ID}`) {
  const activities = [activity(1), activity(2)];
  const keys: DelegationKey[] = [
    {
      id: '10000000-0000-4000-8000-000000000001',
      mainEventId: EVENT_ID,
      delegationName: 'Samoa',
      createdAt: '2027-01-01T00:00:00.000Z',
      revokedAt: null,
      registrationCount: 3,
    },
  ];
  const api: ApiHandler = ({ method, url, body: sent }) => {
    const body = (sent ?? {}) as Record<string, never>;
    if (url === '/permissions/me') return [200, { data: permissions }];
    if (url === `/events/${EVENT_ID}` && method === 'GET') return [200, { data: event }];
    if (url === `/events/${EVENT_ID}/sub-events` && method === 'GET')
      return [
        200,
        { data: activities, hasNext: false, payloadSize: activities.length, totalRecords: activities.length },
      ];
    if (url === `/events/${EVENT_ID}/sub-events` && method === 'POST') {
      if (body.name === 'Too big')
        return [
          400,
          {
            message: 'Invalid input',
            code: 'BAD_REQUEST',
            errors: [{ field: 'body.capacity', message: 'must be <= 1000000' }],
          },
        ];
      const created = { ...activity(3), ...body, waitingCount: 0, numRegistration: 0 };
      activities.push(created);
      return [201, { data: created }];
    }
    const put = /^\/sub-events\/(.+)$/.exec(url);
    if (put && method === 'PUT') {
      const index = activities.findIndex((a) => a.id === put[1]);
      activities[index] = { ...activities[index], ...body };
      return [200, { data: activities[index] }];
    }
    if (url === `/events/${EVENT_ID}/delegation-keys` && method === 'GET') return [200, { data: keys }];
    if (url === `/events/${EVENT_ID}/delegation-keys` && method === 'POST') {
      const created = {
        ...keys[0],
        id: '10000000-0000-4000-8000-000000000002',
        delegationName: body.delegationName,
        registrationCount: 0,
      };
      keys.unshift(created);
      return [201, { data: { ...created, key: 'K7QM-2XPA-9RTH' } }];
    }
    const revoke = /^\/events\/.+\/delegation-keys\/(.+)$/.exec(url);
    if (revoke && method === 'DELETE') {
      const key = keys.find((k) => k.id === revoke[1]) as DelegationKey;
      key.revokedAt = '2027-02-01T00:00:00.000Z';
      return [200, { data: key }];
    }
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
  const rendered = await renderWithProviders(
    { routes: [{ path: '/events/:id', element: <EventPage /> }], path },
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
  const search = () => new URLSearchParams(rendered.router.state.location.search);
  return { ...rendered, activities, search };
}

// jsdom has no PointerEvent; the checkbox (Ark UI) makes one when it is clicked.
/** Clears the field and pastes the value in one go (typing it key by key is slow on a busy machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

beforeAll(() => {
  window.PointerEvent ??= MouseEvent as unknown as typeof PointerEvent;
});

const ALL = [
  'EVENT:C',
  'EVENT:R',
  'EVENT:U',
  'EVENT:D',
  'EVENT_MANAGEMENT:C',
  'EVENT_MANAGEMENT:R',
  'EVENT_MANAGEMENT:U',
];
const findCell = (name: string) => screen.findByRole('cell', { name }, { timeout: 5000 });

describe('EventPage', () => {
  it('lists the activities with places, waitlist and fee, reading filter, sort and page from the URL', async () => {
    const { calls } = await renderEvent(ALL, `/events/${EVENT_ID}?status=ACTIVE&sort=name:desc&rows=5&search=Act`);
    expect(await findCell('Activity 1')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Activities' });
    expect(within(table).getAllByRole('cell', { name: '4/10' })).toHaveLength(2);
    expect(within(table).getAllByRole('cell', { name: '$25.00' })).toHaveLength(2);
    const list = calls.filter((c) => c.method === 'GET' && c.url.endsWith('/sub-events')).at(-1);
    expect(list?.params).toEqual({ take: 5, skip: 0, sort: 'name', order: 'desc', search: 'Act', status: 'ACTIVE' });
    expect(screen.getByLabelText('Status', { selector: 'select' })).toBeDefined();
  });

  it('creates an activity through the form: Hawaii time and dollars go to the API as UTC and cents', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = await renderEvent(ALL);
    await findCell('Activity 1');
    await user.click(screen.getByRole('button', { name: 'New activity' }));
    const dialog = await screen.findByRole('dialog', { name: 'New activity' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required')).not.toHaveLength(0);

    await fill(user, within(dialog).getByLabelText(/^Name/), 'Canoe race');
    await fill(user, within(dialog).getByLabelText(/^Starts/), '2027-06-08T09:00');
    await fill(user, within(dialog).getByLabelText(/^Ends/), '2027-06-08T08:00');
    await fill(user, within(dialog).getByLabelText(/^Capacity/), '30');
    await fill(user, within(dialog).getByLabelText(/^Activity fee/), '12.50');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Waitlist allowed when full' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The end must not be before the start')).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText(/^Ends/), '2027-06-08T11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New activity' })).toBeNull());
    const post = calls.find((c) => c.method === 'POST' && c.url.endsWith('/sub-events'));
    expect(post?.body).toEqual({
      name: 'Canoe race',
      description: '',
      status: 'ACTIVE',
      startDate: '2027-06-08T19:00:00.000Z',
      endDate: '2027-06-08T21:00:00.000Z',
      location: '',
      capacity: 30,
      isAllowWaitList: true,
      activityRegistrationFee: 1250,
      registrationFee: 0,
      imageUrl: '',
    });
    expect(await findCell('Canoe race')).toBeInTheDocument();
  }, 60_000);

  it("shows the server's field errors on the form", async () => {
    const user = userEvent.setup({ delay: null });
    await renderEvent(ALL);
    await findCell('Activity 1');
    await user.click(screen.getByRole('button', { name: 'New activity' }));
    const dialog = await screen.findByRole('dialog', { name: 'New activity' });
    await fill(user, within(dialog).getByLabelText(/^Name/), 'Too big');
    await fill(user, within(dialog).getByLabelText(/^Starts/), '2027-06-08T09:00');
    await fill(user, within(dialog).getByLabelText(/^Ends/), '2027-06-08T11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('must be <= 1000000')).toBeInTheDocument();
  });

  it('cancels an activity after a confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = await renderEvent(ALL);
    await findCell('Activity 2');
    await user.click(screen.getByRole('button', { name: 'Cancel Activity 2' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this activity?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel activity' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/sub-events/00000000-0000-4000-8000-000000000002');
    expect(put?.body).toMatchObject({ name: 'Activity 2', status: 'CANCELLED', capacity: 10 });
    expect(put?.body).not.toHaveProperty('waitingCount');
  });

  it('creates a delegation key, shows it once, and revokes one', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = await renderEvent(ALL);
    expect(await findCell('Samoa')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Delegation name/), 'Tonga');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByRole('alertdialog', { name: 'The new key for Tonga' });
    expect(within(shown).getByText('K7QM-2XPA-9RTH')).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(await findCell('Tonga')).toBeInTheDocument();
    expect(screen.queryByText('K7QM-2XPA-9RTH')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Revoke the key of Samoa' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this key?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it("exports the event's delegation keys: Export CSV asks the keys path for every row", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = await renderEvent(['EVENT:R']);
    expect(await findCell('Samoa')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url === `/events/${EVENT_ID}/delegation-keys`).at(-1)?.params).toEqual({
        take: 10_000_000,
      }),
    );
  });

  it('shows neither activities nor buttons to change anything to a read-only role', async () => {
    await renderEvent(['EVENT:R']);
    expect(await findCell('Samoa')).toBeInTheDocument();
    expect(screen.getByText('You may not see the activities (EVENT_MANAGEMENT).')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit event' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create key' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Revoke/ })).toBeNull();
  });
});
