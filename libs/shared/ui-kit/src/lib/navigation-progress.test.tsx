import { act, render, screen } from '@testing-library/react';
import { NAVIGATION_PROGRESS_DELAY_MS, NavigationProgress } from './navigation-progress';
import { UiProvider } from './ui-provider';

describe('NavigationProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a labelled bar only once a navigation lasts longer than a moment, and hides it when done', () => {
    const { rerender } = render(
      <UiProvider>
        <NavigationProgress active />
      </UiProvider>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(NAVIGATION_PROGRESS_DELAY_MS));
    expect(screen.getByRole('progressbar', { name: 'Opening the page…' })).toBeInTheDocument();
    rerender(
      <UiProvider>
        <NavigationProgress active={false} />
      </UiProvider>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('never shows for a quick navigation', () => {
    const { rerender } = render(
      <UiProvider>
        <NavigationProgress active />
      </UiProvider>,
    );
    act(() => void vi.advanceTimersByTime(NAVIGATION_PROGRESS_DELAY_MS - 50));
    rerender(
      <UiProvider>
        <NavigationProgress active={false} />
      </UiProvider>,
    );
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
