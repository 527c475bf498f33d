import { screen, waitFor } from '@testing-library/react';
import { testSiteConfig } from '@festival/shared-util-api-contracts/testing';
import { Deferred } from '@festival/shared-ui-kit';
import { SPLASH_DELAY_MS, startApp } from './start-app';

function App() {
  return <p>the app</p>;
}

/** Whether the splash screen (a status) was ever put in `root`, however briefly. */
function watchSplash(root: HTMLElement): () => boolean {
  let seen = false;
  const observer = new MutationObserver(() => {
    seen ||= root.querySelector('[role="status"]') !== null;
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => seen;
}

describe('startApp', () => {
  let root: HTMLElement;
  beforeEach(() => {
    // startApp renders as a page does, outside act(): the tests wait for what it shows.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    root.remove();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.unstubAllGlobals();
  });

  it('renders the app with no splash screen when it is ready in time', async () => {
    const config = testSiteConfig();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(config), { status: 200 })),
    );
    const splashSeen = watchSplash(root);
    await startApp(root, 'attendee', App);
    expect(await screen.findByText('the app')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, SPLASH_DELAY_MS + 100));
    expect(screen.getByText('the app')).toBeInTheDocument();
    expect(splashSeen()).toBe(false);
  });

  it('keeps the filled page on screen while the app renders in parts, then shows the whole app in its place', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(testSiteConfig()), { status: 200 })),
    );
    root.innerHTML = '<p>the filled page</p>';
    // What was on screen each time the root changed: never the app in part.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const visible = [...root.children].filter((child) => !(child as HTMLElement).hidden);
      seen.push(visible.map((child) => child.textContent).join('|'));
    });
    observer.observe(root, { childList: true, subtree: true, attributes: true });
    function StagedApp() {
      return (
        <>
          <p>the layout</p>
          <Deferred>
            <p>the page</p>
          </Deferred>
        </>
      );
    }
    await startApp(root, 'admin', StagedApp);
    expect(await screen.findByText('the page')).toBeVisible();
    observer.disconnect();
    expect(screen.queryByText('the filled page')).toBeNull();
    expect(root.children).toHaveLength(1);
    expect((root.firstElementChild as HTMLElement).style.display).toBe('contents');
    expect(seen.filter((text) => text.includes('the layout') && !text.includes('the page'))).toEqual([]);
    expect(seen).toContain('the filled page');
  });

  it('shows the splash screen once the configuration keeps the visitor waiting', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    void startApp(root, 'attendee', App);
    await new Promise((resolve) => setTimeout(resolve, SPLASH_DELAY_MS / 2));
    expect(root.querySelector('[role="status"]')).toBeNull();
    await waitFor(() => expect(screen.getByRole('status')).toBeInTheDocument(), { timeout: SPLASH_DELAY_MS * 2 });
  });
});
