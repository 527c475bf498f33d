import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouteNotFoundPage } from './route-not-found-page';
import { renderRoutesAt } from './test-router';

describe('RouteNotFoundPage', () => {
  it('shows the 404 page, whose Back to Home goes home in the app', async () => {
    const router = renderRoutesAt(
      [
        { path: '/', element: <p>Home</p> },
        { path: '*', element: <RouteNotFoundPage /> },
      ],
      '/no-such-page',
    );
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
