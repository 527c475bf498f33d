import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { HeaderNavLink, SiteFrame } from './site-frame';
import { UiProvider } from './ui-provider';

function renderFrame(path: string) {
  const frame = (
    <SiteFrame
      title="Festival admin"
      nav={
        <>
          <HeaderNavLink to="/" end>
            Home
          </HeaderNavLink>
          <HeaderNavLink to="/users">Users</HeaderNavLink>
        </>
      }
    >
      <Outlet />
    </SiteFrame>
  );
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: frame,
        children: [
          { index: true, element: <h1>Home page</h1> },
          { path: 'users', element: <h1>Users page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <UiProvider>
      <RouterProvider router={router} />
    </UiProvider>,
  );
}

describe('SiteFrame', () => {
  it('draws the skip link, the titled navigation and the page in main', async () => {
    renderFrame('/users');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav).toHaveTextContent('Festival admin');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Users page' }));
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    // `end`: Home is not current below it.
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('follows the link to its page and marks it current', async () => {
    renderFrame('/users');
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
  });
});
