import {
  expect,
  test,
  expectAccessible,
  expectGlobalStylesFromPage,
  siteRequest,
  siteUrl,
} from '@festival/shared-util-e2e';
import type { MainEvent } from '@festival/shared-util-api-contracts';
import { attendeeRoutes } from '@festival/shared-util-site';

test.describe('attendee site shell', () => {
  test('home shows the active festival from the API', async ({ page }) => {
    const response = await page.goto(siteUrl('attendee', '/'));
    const festival = await (await page.request.get(...siteRequest('attendee', '/api-svc/v1/events/active'))).json();
    const name: string = festival.data[0].name;
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    // The banner in the size the browser chose among the API's variants, or as stored without any.
    const { bannerImage, bannerImageVariants } = festival.data[0] as MainEvent;
    const offered = bannerImageVariants.length ? bannerImageVariants.map((variant) => variant.url) : [bannerImage];
    const banner = page.getByRole('img', { name: `Banner of ${name}` });
    await expect(banner).toBeVisible();
    const shown = () => banner.evaluate((img: HTMLImageElement) => img.currentSrc && new URL(img.currentSrc).pathname);
    await expect.poll(shown).not.toBe('');
    expect(offered.map((url) => new URL(url, page.url()).pathname)).toContain(await shown());
    await expect(page.locator(`img[src="${festival.data[0].logoImage}"]`)).toBeVisible();
    await expectAccessible(page);
    await expectGlobalStylesFromPage(page, response);
  });

  test("at phone width the home's quote, below the fold, is fetched only when the visitor scrolls to it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const quoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/quotes/random')) quoteRequests.push(request.url());
    });
    await page.goto(siteUrl('attendee', '/'));
    await expect(page.getByRole('button', { name: 'Register now' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(quoteRequests).toEqual([]);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const quote = page.getByRole('figure');
    await expect(quote.locator('blockquote')).not.toBeEmpty();
    expect(quoteRequests).toHaveLength(1);
  });

  test('a protected page sends the visitor home with a redirect and opens sign-in', async ({ page }) => {
    await page.goto(siteUrl('attendee', '/my-events?tab=past'));
    await expect(page).toHaveURL(siteUrl('attendee', `/?redirect=${encodeURIComponent('/my-events?tab=past')}`));
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page);
  });

  test('/login opens the sign-in dialog, and names the page it leads to', async ({ page }) => {
    await page.goto(siteUrl('attendee', '/login?redirect=%2Fmy-events'));
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);
    await expect(page.getByText('/my-events')).toBeVisible();
    await expectAccessible(page);
  });

  test("every route of the site loads directly (reload, bookmark, new tab): the app, never the server's JSON", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const anId = '00000000-0000-4000-8000-000000000000';
    for (const route of Object.values(attendeeRoutes)) {
      const path = route.path.replace(/:[A-Za-z]+/g, anId);
      const response = await page.goto(siteUrl('attendee', path));
      expect(response?.headers()['content-type'], path).toMatch(/text\/html/);
      // The app has started: a page's main landmark, or a dialog (sign-in on /login and on a protected page).
      await expect(page.getByRole('main').or(page.getByRole('dialog')).first(), path).toBeVisible();
      await expect(page.locator('body'), path).not.toContainText('"message":');
    }
  });

  test("the navbar's Sign In opens sign-in and its Sign Up opens sign-up", async ({ page }) => {
    await page.goto(siteUrl('attendee', '/'));
    const navbar = page.getByRole('banner');
    await navbar.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('dialog', { name: 'Create an account' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await navbar.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  });

  test("at phone width the menu's Sign Up opens sign-up and the menu closes, as it does on any navigation", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl('attendee', '/'));
    const menu = page.locator('#mobile-menu');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('dialog', { name: 'Create an account' })).toBeVisible();
    await expect(menu).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    // Leaving the page by other means than the menu's own links (here the browser) closes it too.
    await page.evaluate(() => window.history.pushState(null, '', '/faq'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page.getByRole('heading', { level: 1, name: /Frequently|FAQ/i })).toBeVisible();
    await expect(menu).toHaveCount(0);
  });

  test('every focus ring met with the keyboard is at least 2 px and 3:1 against what is around it (WCAG 2.2, issue 13.13)', async ({
    page,
  }) => {
    await page.goto(siteUrl('attendee', '/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Register now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an account' });
    await expect(dialog.getByLabel('First name')).toBeFocused();
    const rings: string[] = [];
    // The sign-up dialog's fields and links, then the home page's links and buttons.
    for (let presses = 0; presses < 16; presses += 1) {
      if (presses === 8) {
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      }
      const ring = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
        const luminance = ([r, g, b]: number[]) => {
          const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
          return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
        };
        const contrast = (a: number[], b: number[]) => {
          const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
          return (high + 0.05) / (low + 0.05);
        };
        // What the ring is drawn on: the nearest opaque background around the element.
        let around = element.parentElement;
        while (around && (rgb(getComputedStyle(around).backgroundColor)[3] ?? 1) === 0) around = around.parentElement;
        const background = rgb(getComputedStyle(around ?? document.body).backgroundColor);
        const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`;
        return {
          name,
          width: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
          contrast: contrast(rgb(style.outlineColor), background),
        };
      });
      if (ring)
        rings.push(
          `${ring.name}: ${ring.width >= 2 && ring.contrast >= 3 ? 'ok' : `${ring.width}px ${ring.contrast.toFixed(2)}:1`}`,
        );
      await page.keyboard.press('Tab');
    }
    expect(rings.length).toBeGreaterThan(8);
    expect(rings.filter((ring) => !ring.endsWith(': ok'))).toEqual([]);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto(siteUrl('attendee', '/no-such-page'));
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
    await expectAccessible(page);
  });

  test('public pages need no sign-in and show the footer links', async ({ page }) => {
    for (const path of ['/terms-conditions', '/privacy-policy', '/faq']) {
      await page.goto(siteUrl('attendee', path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveURL(siteUrl('attendee', path));
      await expectAccessible(page);
    }
    const footer = page.getByRole('contentinfo');
    for (const name of ['Become a volunteer', 'Media', 'Terms and Conditions', 'Privacy Policy']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
  });

  test('each site answers on its own host with its own configuration', async ({ request }) => {
    for (const [site, expected] of [
      ['attendee', 'attendee'],
      ['admin', 'admin'],
      ['identity', 'identity'],
    ] as const) {
      const config = await (await request.get(...siteRequest(site, '/config.json'))).json();
      expect(config.site).toBe(expected);
    }
  });
});

test.describe('attendee site failures', () => {
  test('a render error shows the error page with Back to Home and Try again', async ({ page }) => {
    await page.goto(siteUrl('attendee', '/dev'));
    await page.getByRole('button', { name: 'Simulate a render error' }).click();
    await expect(page.getByText('Unfortunately, something went wrong.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectAccessible(page);
    await page
      .getByRole('link', { name: 'Back to Home' })
      .or(page.getByRole('button', { name: 'Back to Home' }))
      .click();
    await expect(page).toHaveURL(siteUrl('attendee', '/'));
  });

  test('the dev page lists the local mailbox', async ({ page }) => {
    await page.goto(siteUrl('attendee', '/dev'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });
});
