import type { Page } from '@playwright/test';

/**
 * The chunk with the code a site's first page runs (tools/vite/paint-first's `start` chunk, which
 * the page's inline loader imports after the first paint).
 */
const APP_CODE = /\/assets\/start-[^/]+\.js$/;

/**
 * Holds the app's code back until the returned function is called, so that the page is what the
 * server sent (a filled page, with nothing of the app running).
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_CODE, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
