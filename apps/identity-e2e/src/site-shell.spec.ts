import { expect, test, expectAccessible, expectGlobalStylesFromPage, siteUrl } from '@festival/shared-util-e2e';

test.describe('identity site shell', () => {
  test('the identity site is served on identity.* and passes the accessibility check', async ({ page }) => {
    const response = await page.goto(siteUrl('identity', '/'));
    await expect(page.getByRole('main')).toBeVisible();
    await expectAccessible(page);
    await expectGlobalStylesFromPage(page, response);
  });

  test('an unknown identity path shows the not-found page', async ({ page }) => {
    await page.goto(siteUrl('identity', '/no-such-page'));
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
    await expectAccessible(page);
  });
});
