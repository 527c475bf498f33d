import { render, screen } from '@testing-library/react';
import { keepPrerenderedShell, StartupFallback } from './startup-fallback';
import { UiProvider } from './ui-provider';

describe('StartupFallback', () => {
  it('is the splash screen on a page the server did not fill', () => {
    render(
      <UiProvider>
        <StartupFallback />
      </UiProvider>,
    );
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });

  it("shows the filled page's own nodes (the same picture element) while the app waits, and again in the next wait", () => {
    const root = document.createElement('div');
    root.innerHTML = '<h1>Activities of Festival</h1><img src="/media/demo/a.svg" alt="">';
    const picture = root.querySelector('img');
    keepPrerenderedShell(root);
    const first = render(<StartupFallback />);
    expect(screen.getByRole('heading', { name: 'Activities of Festival' })).toBeInTheDocument();
    expect(first.container.querySelector('img')).toBe(picture);
    expect(screen.queryByRole('status')).toBeNull();
    first.unmount();
    const second = render(<StartupFallback />);
    expect(second.container.querySelector('img')).toBe(picture);
  });
});
