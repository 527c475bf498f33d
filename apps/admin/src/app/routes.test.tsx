import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, createTestAppContext } from '@festival/shared-feature-bootstrap';
import { createAdminRoutes } from './routes';

async function renderAt(path: string) {
  const context = await createTestAppContext({ config: { site: 'admin' } });
  const router = createMemoryRouter(createAdminRoutes(), { initialEntries: [path] });
  render(<AppProviders context={context}><RouterProvider router={router} /></AppProviders>);
}

describe('admin routes', () => {
  it('shows the home page inside the layout', async () => {
    await renderAt('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
  });

  it('shows the not-found page for an unknown path', async () => {
    await renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument();
  });
});
