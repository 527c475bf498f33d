import { act, render, screen } from '@testing-library/react';
import { createStagedRender, StagedRenderProvider } from './staged-render';
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

  it('during a staged first render, keeps the app out of sight and the filled page where it is; shown anyway, it takes the page in', () => {
    const root = document.createElement('div');
    root.innerHTML = '<h1>Pacific Festival</h1>';
    document.body.append(root);
    keepPrerenderedShell(root);
    const shown: boolean[] = [];
    const staged = createStagedRender({ nextTask: () => new Promise(() => undefined), show: () => shown.push(true) });
    const app = render(
      <StagedRenderProvider value={staged}>
        <StartupFallback />
      </StagedRenderProvider>,
    );
    // The app waits (a stored session, a page's file): nothing of it is shown, the filled page stays.
    expect(shown).toEqual([]);
    expect(app.container.childNodes).toHaveLength(0);
    expect(root.querySelector('h1')).not.toBeNull();
    act(() => staged.showNow());
    expect(app.container.querySelector('h1')?.textContent).toBe('Pacific Festival');
    root.remove();
  });

  it('during a staged first render, lets the app be shown once the wait is over', () => {
    const staged = createStagedRender({ nextTask: () => new Promise(() => undefined), show: () => undefined });
    const { rerender } = render(
      <StagedRenderProvider value={staged}>
        <StartupFallback />
      </StagedRenderProvider>,
    );
    expect(staged.shown()).toBe(false);
    rerender(
      <StagedRenderProvider value={staged}>
        <p>the page</p>
      </StagedRenderProvider>,
    );
    expect(staged.shown()).toBe(true);
  });
});
