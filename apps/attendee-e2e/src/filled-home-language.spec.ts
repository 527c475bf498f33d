import type { Page } from '@playwright/test';
import { expect, holdTheApp, siteUrl, test, useStoredLocale, withMultiLanguage } from '@festival/shared-util-e2e';

/** Where the festival's name, its banner and the location's label sit on screen. */
async function layoutOf(page: Page) {
  const box = async (selector: string) => {
    const found = await page.locator(selector).first().boundingBox();
    if (!found) throw new Error(`${selector} is not on screen`);
    return { x: Math.round(found.x), y: Math.round(found.y), width: Math.round(found.width) };
  };
  return {
    name: await box('#festival-name'),
    banner: await box('#root article img'),
    location: await box('#root dl > div:nth-child(2) dt, #root dl > div:nth-child(2) > dt'),
  };
}

/**
 * The attendee home the server fills (issue 14 point 3) is written in the visitor's language
 * (issue 16): the app stores the chosen language in a cookie too, the server reads it, and the app
 * takes over showing the same words in the same place.
 */
test('the filled home arrives in the chosen language, and the app takes over in it without a jump', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await withMultiLanguage(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl('attendee', '/'));
  await useStoredLocale(page, 'fr');
  // A language chosen before the cookie existed gets it when the app starts.
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'festival_locale')?.value)
    .toBe('fr');

  // Hold the app's code back, so the page as the server filled it can be looked at.
  const release = await holdTheApp(page);
  const documentResponse = page.waitForResponse((response) => response.request().resourceType() === 'document');
  await page.goto(siteUrl('attendee', '/'), { waitUntil: 'commit' });
  const html = await (await documentResponse).text();
  expect(html).toMatch(/<html lang="fr">/);
  expect(html).toContain('data-prerendered="home"');
  expect(html).toContain('S’inscrire maintenant');
  expect(html).toContain('<dt>Lieu</dt>');

  const cta = page.locator('a.pr-cta');
  await expect(cta).toHaveText('S’inscrire maintenant');
  await expect(page.locator('#root img').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('filled-home-fr-shell.png') });
  const shell = await layoutOf(page);

  release();
  // The app's own hero: its call to action is a button.
  await expect(page.getByRole('button', { name: 'S’inscrire maintenant' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.screenshot({ path: test.info().outputPath('filled-home-fr-app.png') });
  const app = await layoutOf(page);
  // The same festival name and banner in the same place (a few pixels of font metrics aside).
  expect(Math.abs(app.name.y - shell.name.y), 'the name moved vertically').toBeLessThanOrEqual(4);
  expect(Math.abs(app.name.x - shell.name.x), 'the name moved sideways').toBeLessThanOrEqual(4);
  expect(Math.abs(app.banner.y - shell.banner.y), 'the banner moved').toBeLessThanOrEqual(4);
  expect(Math.abs(app.banner.width - shell.banner.width), 'the banner resized').toBeLessThanOrEqual(4);
  expect(Math.abs(app.location.x - shell.location.x), 'the location moved sideways').toBeLessThanOrEqual(4);
});
