import type { Page, Route } from '@playwright/test';

/** Fetches a routed request from Node, which cannot resolve *.localhost: loopback plus the site's Host header. */
function fetchFromNode(route: Route) {
  const url = new URL(route.request().url());
  const host = url.host;
  url.hostname = '127.0.0.1';
  return route.fetch({ url: url.toString(), headers: { ...route.request().headers(), host } });
}

/**
 * Turns on the MULTI_LANGUAGE setting for one page: /config.json as the server answers it, with the
 * switcher's flag set, so the journeys about languages need not change the portal every other
 * journey runs against. `extraLocales` are offered beside the server's (a locale it does not have).
 */
export async function withMultiLanguage(page: Page, extraLocales: Array<{ code: string; name: string }> = []) {
  await page.route('**/config.json', async (route) => {
    const response = await fetchFromNode(route);
    const config = await response.json();
    await route.fulfill({ response, json: { ...config, features: { ...config.features, multiLanguage: true } } });
  });
  if (extraLocales.length > 0)
    await page.route('**/api-svc/v1/locales', async (route) => {
      const response = await fetchFromNode(route);
      const body = await response.json();
      await route.fulfill({
        response,
        json: { data: [...body.data, ...extraLocales.map((locale) => ({ ...locale, description: locale.name }))] },
      });
    });
}

/** How far the page is wider than the window (a phone's 390 px must not scroll sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Switches the page to `code` the way the switcher leaves it (SPEC.md §4: the stored locale and its
 * downloaded translation), without clicking through: the translation is fetched from the portal and
 * saved in localStorage, then the page reloads. English needs no file.
 */
export async function useStoredLocale(page: Page, code: string): Promise<void> {
  await page.evaluate(async (language) => {
    if (language !== 'en') {
      const response = await fetch(`/translation/${language}.json`);
      if (!response.ok) throw new Error(`/translation/${language}.json answered ${response.status}`);
      localStorage.setItem(`festival.translation.${language}`, await response.text());
    }
    localStorage.setItem('festival.locale', language);
  }, code);
  await page.reload();
}
