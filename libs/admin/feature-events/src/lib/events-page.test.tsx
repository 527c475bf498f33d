import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiHandler } from '@festival/shared-data-access-api-client/testing';
import { AuthSessionProvider, createCaptcha, createSignedOutSession } from '@festival/shared-data-access-auth-session';
import { renderWithProviders } from '@festival/shared-testing-react';
import { testSiteConfig } from '@festival/shared-util-api-contracts/testing';
import { EventsPage } from './events-page';

const me = {
  id: 'admin-sub',
  email: 'admin@festival.localhost',
  firstName: 'Festival',
  lastName: 'Admin',
  userType: 'USER',
};
const NEW_ID = '7f9619ff-8b86-4011-b42d-00c04fc96400';
const festival = (i: number, status = 'ACTIVE') => ({
  id: `7f9619ff-8b86-4011-b42d-00c04fc964${String(i).padStart(2, '0')}`,
  name: `Festival ${i}`,
  description: '',
  status,
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
});

async function renderEvents(permissions: string[], path = '/events') {
  const events = [festival(1), festival(2, 'CANCELLED')];
  const api: ApiHandler = ({ method, url, params, body }) => {
    if (url === '/permissions/me') return [200, { data: permissions }];
    if (url === '/events' && method === 'GET') {
      const found = events.filter((e) => !params['status'] || e.status === params['status']);
      return [200, { data: found, hasNext: false, payloadSize: found.length, totalRecords: found.length }];
    }
    if (url === '/events' && method === 'POST')
      return [201, { data: { ...festival(0), ...(body as object), id: NEW_ID, timezone: 'Pacific/Honolulu' } }];
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
    {
      routes: [
        { path: '/events', element: <EventsPage /> },
        { path: '/events/:id', element: <p>event page</p> },
      ],
      path,
    },
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
  return { ...rendered, search: () => new URLSearchParams(rendered.router.state.location.search) };
}

/** Clears the field and pastes the value in one go (typing it key by key is slow on a busy machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

beforeAll(() => {
  window.PointerEvent ??= MouseEvent as unknown as typeof PointerEvent;
});

describe('EventsPage', () => {
  it('exports the filtered list: Export CSV asks /events for every row with the table’s filter and order', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = await renderEvents(['EVENT:R'], '/events?status=ACTIVE&sort=name:desc&search=Fest');
    expect(await screen.findByRole('link', { name: 'Festival 1' }, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/events').at(-1)?.params).toEqual({
        take: 10_000_000,
        sort: 'name',
        order: 'desc',
        search: 'Fest',
        status: 'ACTIVE',
      }),
    );
  });

  it('keeps the status filter in the URL with the table state, and asks the API for it', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls, search } = await renderEvents(['EVENT:R'], '/events?page=2&sort=name:asc');
    expect(await screen.findByRole('link', { name: 'Festival 1' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New event' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Status'), 'CANCELLED');
    await waitFor(() => expect(search().get('status')).toBe('CANCELLED'));
    // Another filter starts again at page 1; the sort stays.
    expect(search().get('page')).toBeNull();
    expect(search().get('sort')).toBe('name:asc');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Festival 1' })).toBeNull());
    expect(calls.filter((c) => c.url === '/events').at(-1)?.params).toEqual({
      take: 10,
      skip: 0,
      sort: 'name',
      order: 'asc',
      status: 'CANCELLED',
    });
  });

  it('creates an event through the form (requires review, fee in cents) and opens it', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls, router } = await renderEvents(['EVENT:R', 'EVENT:C']);
    await user.click(await screen.findByRole('button', { name: 'New event' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New event' });
    await fill(user, within(dialog).getByLabelText(/^Name/), 'FestPAC 2031');
    await fill(user, within(dialog).getByLabelText(/^Starts/), '2031-06-06T08:00');
    await fill(user, within(dialog).getByLabelText(/^Ends/), '2031-06-16T20:00');
    await fill(user, within(dialog).getByLabelText(/^Registration fee/), '40');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Registrations need review by staff' }));
    // One registration carries up to 10 people unless staff choose otherwise.
    expect(within(dialog).getByLabelText(/^People per registration/)).toHaveValue('10');
    await fill(user, within(dialog).getByLabelText(/^People per registration/), '101');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a whole number from 1 to 100')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText(/^People per registration/), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/events/${NEW_ID}`));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'FestPAC 2031',
      status: 'INACTIVE',
      startDate: '2031-06-06T18:00:00.000Z',
      endDate: '2031-06-17T06:00:00.000Z',
      registrationFee: 4000,
      requiresReview: true,
      maxAttendeesPerRegistration: 25,
    });
  }, 60_000);
});
