import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouteErrorPage } from './route-error-page';
import { renderRoutesAt } from './test-router';

let broken = true;
function Fragile() {
  if (broken) throw new Error('boom');
  return <p>Recovered</p>;
}

const renderAt = (path: string) =>
  renderRoutesAt(
    [
      { path: '/', element: <p>Home</p> },
      { path: '/fragile', element: <Fragile />, errorElement: <RouteErrorPage /> },
    ],
    path,
  );

describe('RouteErrorPage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
  });

  it('logs the error once and renders the page again, query and hash kept, with Try again', async () => {
    const router = renderAt('/fragile?tab=2#day-3');
    expect(await screen.findByRole('heading', { name: 'Unfortunately, something went wrong.' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
    expect(
      vi.mocked(console.error).mock.calls.filter(([logged]) => logged instanceof Error && logged.message === 'boom'),
    ).toHaveLength(1);
    broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Recovered')).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/fragile', search: '?tab=2', hash: '#day-3' });
  });

  it('goes home in the app with Back to Home', async () => {
    const router = renderAt('/fragile');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Back to Home' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
