import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { PageMain } from './page-main';
import { renderRoutesAt } from './test-router';

function LateHeading() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h1>Activities</h1> : <p>Loading…</p>;
}

/** Like the sign-in dialog: its button navigates, then the dialog closes and the button is gone. */
function NavigatingDialog() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Sign in">
      <button
        type="button"
        onClick={() => {
          void navigate('/faq');
          setTimeout(() => setOpen(false), 20);
        }}
      >
        Sign In
      </button>
    </div>
  );
}

/** A loading heading, then the loaded page's own (another element, as a page shell swap makes). */
function SwappedHeading() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? (
    <section>
      <h1>Register for the festival</h1>
    </section>
  ) : (
    <div>
      <h1>Register</h1>
    </div>
  );
}

function renderRoutes(initial = '/', options: { dialog?: boolean } = {}) {
  return renderRoutesAt(
    [
      {
        element: (
          <>
            <nav>
              <Link to="/">Home</Link>
              <Link to="/faq">FAQ</Link>
              <Link to="/activities">Activities</Link>
              <Link to="/form">Form</Link>
              <Link to="/register">Register</Link>
              <Link to="/?page=2">Next page</Link>
            </nav>
            {options.dialog && <NavigatingDialog />}
            <PageMain>
              <Outlet />
            </PageMain>
          </>
        ),
        children: [
          { path: '/', element: <h1>Welcome</h1> },
          { path: '/faq', element: <h1>Questions</h1> },
          { path: '/activities', element: <LateHeading /> },
          { path: '/register', element: <SwappedHeading /> },
          {
            path: '/form',
            element: (
              <>
                <h1>Form</h1>
                <input aria-label="Name" autoFocus />
              </>
            ),
          },
        ],
      },
    ],
    initial,
  );
}

describe('PageMain: focus after navigation (issue 13.13)', () => {
  it('leaves focus alone on the first load, then moves it to the new page heading', async () => {
    const user = userEvent.setup();
    renderRoutes();
    expect(screen.getByRole('heading', { name: 'Welcome' })).not.toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Questions' })).toHaveFocus());
  });

  it('waits for a heading that comes later', async () => {
    const user = userEvent.setup();
    renderRoutes();
    await user.click(screen.getByRole('link', { name: 'Activities' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Activities' })).toHaveFocus());
  });

  it('keeps the focus a page placed itself, and ignores a change of the query alone', async () => {
    const user = userEvent.setup();
    const router = renderRoutes();
    await user.click(screen.getByRole('link', { name: 'Form' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await act(() => router.navigate('/'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Welcome' })).toHaveFocus());
    const next = screen.getByRole('link', { name: 'Next page' });
    await user.click(next);
    expect(next).toHaveFocus();
  });

  it('waits for a dialog that navigates as it closes, then moves focus to the new page heading', async () => {
    const user = userEvent.setup();
    renderRoutes('/', { dialog: true });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Questions' })).toHaveFocus());
  });

  it('follows a loading heading that gives way to the loaded page heading', async () => {
    const user = userEvent.setup();
    renderRoutes();
    await user.click(screen.getByRole('link', { name: 'Register' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Register for the festival' })).toHaveFocus());
  });
});
