import { screen, waitFor } from '@testing-library/react';
import { testSiteConfig } from '@festival/shared-util-api-contracts/testing';
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
