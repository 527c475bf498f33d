import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  AuthSessionProvider,
  createCaptcha,
  createSignedOutSession,
  type SessionUser,
} from '@festival/shared-data-access-auth-session';
import { AppProviders } from '@festival/shared-feature-bootstrap';
import { createTestAppContext } from '@festival/shared-feature-bootstrap/testing';
import { createAdminRoutes } from './routes';

const staff: SessionUser = {
  id: 'staff-sub',
  email: 'staff@festival.localhost',
  firstName: 'Kai',
  lastName: 'Staff',
  userType: 'USER',
};

const emptyDashboard = {
  registrationsByStatus: [],
  registrationsByType: [],
  activitiesFillingUp: [],
  activityWaitlist: 0,
  pendingVisaRequests: 0,
  pendingAccommodationRequests: 0,
  checkInsToday: 0,
  activityCheckInsToday: 0,
};

/** Renders the admin site at `path`, signed out or signed in with these permission strings. */
async function renderAt(path: string, permissions: string[] | null = null) {
  const adapter: AxiosAdapter = async (config) => {
    const data =
      config.url === '/permissions/me'
        ? { data: permissions ?? [] }
        : config.url === '/dashboard'
          ? { data: emptyDashboard }
          : config.url === '/contents'
            ? { data: { countries: [], languages: [] } }
            : { data: [], hasNext: false, payloadSize: 0, totalRecords: 0 };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  const context = await createTestAppContext({ config: { site: 'admin' }, adapter });
  const signOut = vi.fn(async () => undefined);
  const session = permissions
    ? createSignedOutSession({
        restoreSession: async () => staff,
        getIdToken: async () => 'id-token',
        refresh: async () => ({ ok: true, value: staff }),
        signOut,
      })
    : createSignedOutSession();
  // The proof of work is not what these tests are about.
  const captcha = createCaptcha({
    challengeUrl: '/c',
    fetchImpl: async () => new Response(JSON.stringify({ parameters: { expiresAt: 9_999_999_999 } })),
    solve: async () => 'captcha-token',
  });
  const router = createMemoryRouter(createAdminRoutes(), { initialEntries: [path] });
  render(
    <AppProviders context={context}>
      <AuthSessionProvider
        session={session}
        captcha={captcha}
        notifyError={() => undefined}
        onSignedOut={() => router.navigate('/sign-in')}
      >
        <RouterProvider router={router} />
      </AuthSessionProvider>
    </AppProviders>,
  );
  return { router, signOut };
}

const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

describe('admin routes', () => {
  it('sends a visitor to sign-in, remembering the page and its query', async () => {
    const { router } = await renderAt('/users?page=2&search=ann');
    expect(await findHeading('Sign in to festival administration')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/users?page=2&search=ann');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    // Nothing to navigate to before signing in.
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('tells a signed-in user without any admin permission that there is no access, and offers sign-out', async () => {
    const user = userEvent.setup();
    const { router, signOut } = await renderAt('/', []);
    expect(await findHeading('No access')).toBeInTheDocument();
    expect(screen.getByText(/staff@festival\.localhost has no permission/)).toBeInTheDocument();
    expect(screen.getByText('Signed in as staff@festival.localhost')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Sign out' })[1]);
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it('hides Users from staff without USER:R and refuses the page', async () => {
    await renderAt('/', ['EVENT:R']);
    expect(await findHeading('Festival administration')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    // Without the dashboard (ATTENDEE:R), the home lists the sections the role opens, as the menu does.
    const sections = screen.getByRole('region', { name: 'Your sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Events']);
  });

  it('shows no access on /users without USER:R, saying it is this page that is refused', async () => {
    await renderAt('/users', ['EVENT:R']);
    expect(await findHeading('No access')).toBeInTheDocument();
    expect(screen.getByText(/may not open this page/)).toBeInTheDocument();
  });

  it('shows the Users link and page with USER:R', async () => {
    const user = userEvent.setup();
    const { router } = await renderAt('/', ['USER:R']);
    // In the menu and in the home's list of sections (this role shows no dashboard).
    expect(await screen.findAllByRole('link', { name: 'Users' }, { timeout: 5000 })).toHaveLength(2);
    await user.click(
      within(screen.getByRole('region', { name: 'Your sections' })).getByRole('link', { name: 'Users' }),
    );
    expect(await findHeading('Users')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users');
    expect(await screen.findByText('No result found')).toBeInTheDocument();
  });

  it('opens on the dashboard with ATTENDEE:R, with the Registrations link and page', async () => {
    const user = userEvent.setup();
    const { router } = await renderAt('/', ['ATTENDEE:R']);
    expect(await findHeading('Today at the festival')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Assistance' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Registrations' }));
    expect(await findHeading('Registrations')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/registrations');
  });

  it('shows the Assistance desks with ACCOMMODATION:R only, and no access to registrations', async () => {
    await renderAt('/assistance/visa', ['ACCOMMODATION:R']);
    expect(await findHeading('Visa requests')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Assistance' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Registrations' })).not.toBeInTheDocument();
  });

  it.each(['/registrations', '/delegations', '/assistance/accommodation'])(
    'shows no access on %s without its permission',
    async (path) => {
      await renderAt(path, ['USER:R']);
      expect(await findHeading('No access')).toBeInTheDocument();
    },
  );

  it('shows the not-found page for an unknown path', async () => {
    await renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument();
  });
});
