import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiHandler } from '@festival/shared-data-access-api-client/testing';
import { AuthSessionProvider, createCaptcha, createSignedOutSession } from '@festival/shared-data-access-auth-session';
import { renderWithProviders } from '@festival/shared-testing-react';
import { UsersPage } from './users-page';
import { testSiteConfig } from '@festival/shared-util-api-contracts/testing';

const me = {
  id: 'admin-sub',
  email: 'admin@festival.localhost',
  firstName: 'Festival',
  lastName: 'Admin',
  userType: 'USER',
};
const people = Array.from({ length: 12 }, (_, i) => ({
  sub: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  email: `person${i}@example.org`,
  firstName: `Person${i}`,
  lastName: 'Kahale',
  status: 'CONFIRMED',
  enabled: i !== 3,
  createdAt: '2026-03-01T10:00:00.000Z',
}));

const config = testSiteConfig({ site: 'admin' });

/** The export's progress as the head link answers it, one answer per poll (the last repeats). */
let exportPolls: { status: string; rows: number; total: number | null }[] = [];

async function renderUsers(path: string, permissions: string[]) {
  const api: ApiHandler = ({ method, url, params }) => {
    if (url === '/permissions/me') return [200, { data: permissions }];
    if (url === '/users' && Number(params['take']) === 10_000_000) {
      const links = { id: 'e1', head: '/exports/e1', get: 'http://files.test/signed-link', fileName: 'users.csv' };
      return [202, { data: links }];
    }
    if (url === '/exports/e1') {
      const progress = exportPolls.length > 1 ? exportPolls.shift() : exportPolls[0];
      return [200, { data: { id: 'e1', ...progress } }];
    }
    const action = /^\/users\/([^/]+)\/(disable|enable)$/.exec(url);
    if (action && method === 'POST' && action[1] === people[1].sub)
      return [
        403,
        { message: 'At least one active account must keep the Administrator role.', code: 'LAST_ADMINISTRATOR' },
      ];
    if (action && method === 'POST') {
      const person = people.find((p) => p.sub === action[1]);
      return [200, { data: { ...person, enabled: action[2] === 'enable' } }];
    }
    const { take = 10, skip = 0, search = '' } = params as { take?: number; skip?: number; search?: string };
    const found = people.filter((p) => p.email.includes(String(search)));
    const data = found.slice(Number(skip), Number(skip) + Number(take));
    return [
      200,
      {
        data,
        hasNext: Number(skip) + data.length < found.length,
        payloadSize: data.length,
        totalRecords: found.length,
      },
    ];
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
  const { calls, router } = await renderWithProviders(
    { routes: [{ path: '/users', element: <UsersPage /> }], path },
    {
      api,
      config,
      wrapper: (children) => (
        <AuthSessionProvider session={session} captcha={captcha} notifyError={() => undefined}>
          {children}
        </AuthSessionProvider>
      ),
    },
  );
  const userCalls = () => calls.filter((c) => c.method === 'GET' && c.url === '/users');
  const search = () => new URLSearchParams(router.state.location.search);
  return { calls, userCalls, search };
}

// The first render of a file loads Chakra and the router: give it more than the default second.
const findCell = (name: string) => screen.findByRole('cell', { name }, { timeout: 5000 });

describe('UsersPage', () => {
  it('reads page, rows, sort and search from the URL and asks the API for that window', async () => {
    const { userCalls } = await renderUsers('/users?page=2&rows=5&sort=createdAt:asc&search=person', ['USER:R']);
    expect(await findCell('person5@example.org')).toBeInTheDocument();
    expect(userCalls().at(-1)?.params).toEqual({ take: 5, skip: 5, sort: 'createdAt', order: 'asc', search: 'person' });
    expect(screen.getByLabelText('Rows per page')).toHaveValue('5');
    expect(screen.getByLabelText('Search users')).toHaveValue('person');
    expect(screen.getByText('6–10 of 12')).toBeInTheDocument();
  });

  it('moves a page number past the end back to the last page', async () => {
    const { search } = await renderUsers('/users?page=9&rows=5', ['USER:R']);
    await waitFor(() => expect(search().get('page')).toBe('3'));
    expect(await findCell('person10@example.org')).toBeInTheDocument();
  });

  it('falls back to the defaults for values a link gets wrong', async () => {
    const { userCalls } = await renderUsers('/users?page=-3&rows=7&sort=email:up', ['USER:R']);
    expect(await findCell('person0@example.org')).toBeInTheDocument();
    expect(userCalls().at(-1)?.params).toEqual({ take: 10, skip: 0 });
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
  });

  it('writes paging, rows per page and sort back to the URL', async () => {
    const user = userEvent.setup();
    const { userCalls, search } = await renderUsers('/users', ['USER:R']);
    await findCell('person0@example.org');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(search().get('page')).toBe('2'));
    expect(await findCell('person11@example.org')).toBeInTheDocument();
    expect(userCalls().at(-1)?.params).toMatchObject({ take: 10, skip: 10 });

    // A new page size starts again at page 1.
    await user.selectOptions(screen.getByLabelText('Rows per page'), '5');
    await waitFor(() => expect(search().get('rows')).toBe('5'));
    expect(search().get('page')).toBeNull();
    await waitFor(() => expect(userCalls().at(-1)?.params).toMatchObject({ take: 5, skip: 0 }));

    await user.click(screen.getByRole('button', { name: 'Sort by Created' }));
    await waitFor(() => expect(search().get('sort')).toBe('createdAt:asc'));
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Sort by Created' }));
    await waitFor(() => expect(search().get('sort')).toBe('createdAt:desc'));
    await waitFor(() => expect(userCalls().at(-1)?.params).toMatchObject({ sort: 'createdAt', order: 'desc' }));
  });

  it('puts the search in the URL only once typing pauses for 300 ms', async () => {
    const user = userEvent.setup();
    const { userCalls, search } = await renderUsers('/users?page=2', ['USER:R']);
    await findCell('person11@example.org');
    const before = userCalls().length;

    await user.type(screen.getByLabelText('Search users'), 'person1');
    // Typing is faster than the debounce: nothing has been asked yet.
    expect(search().get('search')).toBeNull();
    expect(userCalls()).toHaveLength(before);

    await waitFor(() => expect(search().get('search')).toBe('person1'));
    expect(search().get('page')).toBeNull();
    await waitFor(() => expect(userCalls().at(-1)?.params).toMatchObject({ search: 'person1', skip: 0 }));
    // One request for the whole word, not one per key.
    expect(userCalls().filter((c) => String(c.params['search'] ?? '').startsWith('person')).length).toBe(1);
  });

  it('hides Disable and Enable without USER:U', async () => {
    await renderUsers('/users', ['USER:R']);
    await findCell('person0@example.org');
    expect(screen.queryByRole('button', { name: /^Disable / })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('disables a user after confirmation and says so', async () => {
    const user = userEvent.setup();
    const { calls } = await renderUsers('/users', ['USER:R', 'USER:U']);
    await user.click(await screen.findByRole('button', { name: 'Disable person0@example.org' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable this user?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === `/users/${people[0].sub}/disable`)).toBe(true),
    );
    expect(await screen.findByText('person0@example.org has been disabled.')).toBeInTheDocument();
    // The disabled one offers Enable.
    expect(screen.getByRole('button', { name: 'Enable person3@example.org' })).toBeInTheDocument();
    await act(async () => undefined);
  });

  it("says why the server refused to disable an account, in the user's words", async () => {
    const user = userEvent.setup();
    await renderUsers('/users', ['USER:R', 'USER:U']);
    await user.click(await screen.findByRole('button', { name: 'Disable person1@example.org' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable this user?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(
      await screen.findByText(
        'At least one active account must keep the Administrator role: give it to another account first.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('You do not have permission to trigger this action')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disable person1@example.org' })).toBeInTheDocument();
    await act(async () => undefined);
  });

  describe('CSV export', () => {
    let saved: string[];
    beforeEach(() => {
      saved = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => {
          saved.push(url);
          return new Response('Email,First name\n', { status: 200 });
        }),
      );
      URL.createObjectURL = vi.fn(() => 'blob:users');
      URL.revokeObjectURL = vi.fn();
    });
    afterEach(() => vi.unstubAllGlobals());

    it('exports the filtered list: Requesting, Exporting with progress, then downloads the signed link', async () => {
      exportPolls = [
        { status: 'RUNNING', rows: 5, total: 10 },
        { status: 'DONE', rows: 10, total: 10 },
      ];
      const user = userEvent.setup();
      const { userCalls } = await renderUsers('/users?search=person1&sort=createdAt:asc', ['USER:R']);
      await findCell('person1@example.org');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByText('Exporting… 50%')).toBeInTheDocument();
      expect(userCalls().at(-1)?.params).toEqual({
        take: 10_000_000,
        sort: 'createdAt',
        order: 'asc',
        search: 'person1',
      });
      await waitFor(() => expect(saved).toEqual(['http://files.test/signed-link']), { timeout: 4000 });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
    });

    it('says "Export File Failed!" when the export fails', async () => {
      exportPolls = [{ status: 'FAILED', rows: 0, total: 10 }];
      const user = userEvent.setup();
      await renderUsers('/users', ['USER:R']);
      await findCell('person0@example.org');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByText('Export File Failed!')).toBeInTheDocument();
      expect(saved).toEqual([]);
    });
  });
});
