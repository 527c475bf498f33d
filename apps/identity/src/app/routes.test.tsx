import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AuthSessionProvider, createSignedOutSession } from '@festival/shared-data-access-auth-session';
import { AppProviders } from '@festival/shared-feature-bootstrap';
import { createTestAppContext } from '@festival/shared-feature-bootstrap/testing';
import { createIdentityRoutes } from './routes';

async function renderAt(path: string) {
  const context = await createTestAppContext({ config: { site: 'identity' } });
  const router = createMemoryRouter(createIdentityRoutes(), { initialEntries: [path] });
  render(
    <AppProviders context={context}>
      <AuthSessionProvider session={createSignedOutSession()} notifyError={() => undefined}>
        <RouterProvider router={router} />
      </AuthSessionProvider>
    </AppProviders>,
  );
}

// A page's file and its strings load on demand: under a loaded CI machine that takes over a second.
const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

describe('identity routes', () => {
  it('shows the sign-in page inside the layout', async () => {
    await renderAt('/');
    expect(await findHeading('Sign in to your festival account')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
  });

  it('shows forgot password and sign-up with the live checklist', async () => {
    await renderAt('/forgot-password');
    expect(await findHeading('Reset your password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Code' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path', async () => {
    await renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument();
  });
});
