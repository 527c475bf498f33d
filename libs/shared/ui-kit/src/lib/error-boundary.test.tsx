import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { ErrorBoundary } from './error-boundary';
import { getSystem } from './theme';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('boom');
  return <p>All good</p>;
}

describe('ErrorBoundary', () => {
  it('shows the error page and recovers with Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow = true;
    const onError = vi.fn();
    render(
      <ChakraProvider value={getSystem()}>
        <ErrorBoundary onError={onError}>
          <Fragile />
        </ErrorBoundary>
      </ChakraProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Unfortunately, something went wrong.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(onError).toHaveBeenCalled();
    shouldThrow = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
  });
});
