import { expect, siteUrl, test, withMultiLanguage } from '@festival/shared-util-e2e';

test('the identity site switches to French: stored, fetched, reloaded', async ({ page }) => {
  await withMultiLanguage(page);
  await page.goto(siteUrl('identity', '/'));
  const reloaded = page.waitForEvent('load');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await reloaded;
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  expect(await page.evaluate(() => localStorage.getItem('festival.locale'))).toBe('fr');
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('festival.translation.fr') ?? '{}').identity?.title),
  ).toBe('Compte du festival');
});
