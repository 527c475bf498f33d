import { expect, expectAccessible, siteRequest, test, withMultiLanguage, signInStaff } from '@festival/shared-util-e2e';

const shots = 'dist/test-results/admin-e2e/screens';

test('a collected key appears in the translations editor, is translated in place and served on the next fetch; the admin site switches to French', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // What a site's collection loop sends (SPEC.md §7), with the api key /config.json hands the apps.
  const config = await (await page.request.get(...siteRequest('admin', '/config.json'))).json();
  const key = `admin:e2e.collected${Date.now()}`;
  const [url, options] = siteRequest('admin', config.translationCollection.url);
  const posted = await page.request.post(url, {
    headers: { ...options.headers, 'api-key': config.translationCollection.apiKey },
    data: { keys: [key] },
  });
  expect(posted.status()).toBe(200);

  await withMultiLanguage(page);
  await signInStaff(page, '/translations');
  await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
  await page.getByLabel('Search translations').fill(key);
  const row = page.getByRole('row').filter({ hasText: key });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Not in the English source (collected from a site)')).toBeVisible();
  await page.screenshot({ path: `${shots}/translations.png`, fullPage: true });
  await expectAccessible(page);

  const cell = row.getByLabel(`${key} in Français`);
  await cell.fill('Clé recueillie');
  await cell.blur();
  await expect(page.getByText('Translation saved (Français)')).toBeVisible();
  const file = await (await page.request.get(...siteRequest('admin', '/translation/fr.json'))).json();
  expect(file.admin.e2e[key.split('.')[1]]).toBe('Clé recueillie');

  const reloaded = page.waitForEvent('load');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await reloaded;
  await expect(page.getByRole('link', { name: 'Traductions' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
});
