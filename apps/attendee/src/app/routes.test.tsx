import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { listReply, replyTo, sampleFestival as festival } from '@festival/shared-data-access-api-client/testing';
import { RouteErrorPage } from '@festival/shared-ui-kit';
import { createAttendeeRoutes } from './routes';
import { renderAttendee } from './test-render';

const answer =
  (status: number, data: unknown): AxiosAdapter =>
  async (config) =>
    replyTo(config, status, data);

describe('attendee routes', () => {
  it('sends a visitor of a protected page home with the redirect and opens the sign-in dialog', async () => {
    const router = await renderAttendee('/my-events?tab=past');
    // The lazy page and the redirect can take more than a second on a loaded CI machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 10_000 });
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/my-events?tab=past')}`);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    // The dialog's form (Formik, Yup) arrives in its own file when a dialog first opens.
    expect(await within(dialog).findByLabelText('Email', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      'http://identity.localhost:8080/forgot-password',
    );
  });

  it.each([
    '/dashboard',
    '/me',
    '/register-event/7',
    '/registered-information/3/delegation-portal',
    '/volunteer/update',
    '/media',
  ])('protects %s', async (path) => {
    const router = await renderAttendee(path);
    await waitFor(() => expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(path)}`), {
      timeout: 10_000,
    });
  });

  it.each([
    ['/terms-conditions', 'Terms and Conditions'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/faq', 'Frequently asked questions'],
    ['/dev', 'Developer tools'],
  ])('lets visitors see %s', async (path, heading) => {
    const router = await renderAttendee(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('shows the not-found page for an unknown path', async () => {
    await renderAttendee('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('shows the error page for a render error, with Back to Home and Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('boom');
      return <p>Recovered</p>;
    }
    const routes = createAttendeeRoutes();
    routes[0].children!.unshift({ path: '/fragile', element: <Fragile />, errorElement: <RouteErrorPage /> });
    const router = await renderAttendee('/fragile', { routes });
    expect(await screen.findByRole('heading', { name: 'Unfortunately, something went wrong.' })).toBeInTheDocument();
    broken = false;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Recovered')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fragile');
  });

  it('leaves the error page for home with Back to Home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    const routes = createAttendeeRoutes();
    routes[0].children!.unshift({ path: '/broken', element: <Broken />, errorElement: <RouteErrorPage /> });
    const router = await renderAttendee('/broken', { routes });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Back to Home' }));
    // The lazy page and the redirect can take more than a second on a loaded CI machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 10_000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the festival' })).toBeInTheDocument();
  });

  it('home shows the active festival from the API', async () => {
    const urls: string[] = [];
    const adapter: AxiosAdapter = async (config) => {
      urls.push(`${config.baseURL}${config.url}`);
      return answer(200, listReply([festival]))(config);
    };
    // The quote below the festival is fetched once it comes into view (issue 14).
    const watching: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          watching.push(callback);
        }
        observe = () => undefined;
        disconnect = () => undefined;
      },
    );
    onTestFinished(() => void vi.unstubAllGlobals());
    await renderAttendee('/', { adapter });
    expect(await screen.findByRole('heading', { level: 1, name: festival.name })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Banner of ${festival.name}` })).toHaveAttribute(
      'src',
      festival.bannerImage,
    );
    expect(screen.getByRole('img', { name: `Logo of ${festival.name}` })).toHaveAttribute('src', festival.logoImage);
    // 06/16 08:00 UTC is still 06/15 in Honolulu.
    expect(screen.getByText('06/06/2026 – 06/15/2026')).toBeInTheDocument();
    expect(screen.getByText('Honolulu, Hawaiʻi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit the festival site' })).toHaveAttribute('href', festival.refLink);
    // The festival; the Pacific quote under it (issue 16.6) once it comes into view.
    expect(urls).toEqual(['/api-svc/v1/events/active']);
    act(() =>
      watching.forEach((callback) =>
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
      ),
    );
    await waitFor(() => expect([...urls].sort()).toEqual(['/api-svc/v1/events/active', '/api-svc/v1/quotes/random']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The call to action (issue 13.8): signed out, Register now opens sign-up, headed for the form.
    expect(screen.getByRole('button', { name: 'I have an account: sign in' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Register now' }));
    expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
  });

  it('home says so when the festival cannot be loaded', async () => {
    await renderAttendee('/', { adapter: answer(500, {}) });
    expect(await screen.findByText('The festival could not be loaded.')).toBeInTheDocument();
    expect(screen.getAllByText('An error has occurred').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('home says so when no festival is active', async () => {
    await renderAttendee('/', { adapter: answer(200, { data: [], hasNext: false, payloadSize: 0, totalRecords: 0 }) });
    expect(
      await screen.findByText('There is no active festival at the moment. Please check back soon.'),
    ).toBeInTheDocument();
  });
});

describe('attendee layout', () => {
  it.each([
    ['/', true],
    ['/faq', true],
    ['/terms-conditions', true],
    ['/no-such-page', true],
    ['/dev', false],
    ['/login', false],
  ])('footer on %s shown = %s', async (path, shown) => {
    await renderAttendee(path);
    await screen.findAllByRole('heading', { level: 1 });
    const footer = screen.queryByRole('contentinfo');
    if (!shown) {
      expect(footer).not.toBeInTheDocument();
      return;
    }
    for (const name of ['Become a volunteer', 'Media', 'Festival site', 'Terms and Conditions', 'Privacy Policy']) {
      expect(within(footer!).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(footer!).getByRole('link', { name: 'Festival site' })).toHaveAttribute(
      'href',
      'https://festival.example.org',
    );
  });

  it('gives the navbar elevation after 50 px of scroll', async () => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await renderAttendee('/faq');
    expect(await screen.findByRole('banner')).toHaveAttribute('data-elevated', 'false');
    // The scroll listener is attached by an effect after the header first renders: let effects run
    // (under load they had not always, and the scroll went unheard).
    await act(async () => undefined);
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 80, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('banner')).toHaveAttribute('data-elevated', 'true');
  });

  it('shows the visitor items and opens sign-in from the navbar', async () => {
    await renderAttendee('/faq');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });
});
