import { act, render, screen } from '@testing-library/react';
import { showSuccessToast } from './toaster';
import { toaster } from './toaster-store';
import { UiProvider } from './ui-provider';

describe('LazyAppToaster', () => {
  afterEach(() => toaster.remove());

  it('renders no toast region until a toast is created, then shows the toast', async () => {
    render(
      <UiProvider>
        <p>page</p>
      </UiProvider>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => showSuccessToast('Saved'));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('shows a toast created before the provider mounted', async () => {
    showSuccessToast('Created early');
    render(
      <UiProvider>
        <p>page</p>
      </UiProvider>,
    );
    expect(await screen.findByText('Created early')).toBeInTheDocument();
  });
});
