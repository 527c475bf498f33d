import { act, render, screen } from '@testing-library/react';
import { UiProvider } from './ui-provider';

describe('OnlineStatusToasts', () => {
  it('tells the user when the connection drops and comes back', async () => {
    render(
      <UiProvider>
        <p>page</p>
      </UiProvider>,
    );
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText('You are offline')).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Connection restored')).toBeInTheDocument();
  });
});
