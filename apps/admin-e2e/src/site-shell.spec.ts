import {
  expect,
  test,
  expectAccessible,
  expectGlobalStylesFromPage,
  portalPort,
  siteUrl,
} from '@festival/shared-util-e2e';

test.describe('admin site shell', () => {
  test('the admin site is served on admin.* and passes the accessibility check', async ({ page }) => {
    const response = await page.goto(siteUrl('admin', '/'));
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page).toHaveTitle(/admin/i);
    await expectAccessible(page);
    await expectGlobalStylesFromPage(page, response);
  });

  test('any other host name gets the admin site', async ({ request }) => {
    const config = await (await request.get(`http://127.0.0.1:${portalPort()}/config.json`)).json();
    expect(config.site).toBe('admin');
  });

  test('an unknown admin path shows the not-found page', async ({ page }) => {
    await page.goto(siteUrl('admin', '/no-such-page'));
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
    await expectAccessible(page);
  });
});
