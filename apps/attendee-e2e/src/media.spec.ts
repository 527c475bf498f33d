import { expect, test, expectAccessible, signInAttendee, signUpAccount, storedFiles } from '@festival/shared-util-e2e';

const shots = 'dist/test-results/attendee-e2e/screens/media';
/** The seeded past festival (libs/server/seed): its media cut-off, 31 May 2024, has passed. */
const PAST_EVENT_ID = '5eed2024-0000-4000-8000-000000000024';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('applies as media before the cut-off: field errors first, then the application, read back', async ({ page }) => {
  test.setTimeout(180_000);
  const account = { email: `e2e-media-${Date.now()}@example.org`, firstName: 'Lani', lastName: 'Kahale' };
  await signUpAccount(account);
  await signInAttendee(page, account, '/media');
  await page.goto(page.url().replace(/\/media$/, '/'));

  // The footer's "Media" leads to /media.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Media' }).click();
  await expect(page).toHaveURL(/\/media$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
  await page.getByRole('link', { name: 'Apply for media accreditation' }).click();
  await expect(page).toHaveURL(/\/media\/registration$/);
  const form = page.getByRole('form', { name: 'Media application' });
  await expect(form).toBeVisible();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/registration-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(form.getByText('This field is required').first()).toBeVisible();
  await expect(form.getByText('Give a portfolio link or upload a portfolio file')).toBeVisible();
  await expectAccessible(page);

  await form.getByRole('textbox', { name: /Organisation or outlet/ }).fill('Pacific Islands News');
  await form.getByRole('combobox', { name: /Role/ }).selectOption('PHOTOGRAPHER');
  await form.getByRole('combobox', { name: /Outlet country/ }).selectOption('FJ');
  await form.getByRole('textbox', { name: 'Outlet website' }).fill('not a url');
  await form.getByRole('textbox', { name: /Coverage plan/ }).fill('Daily photo stories from the canoe arrivals.');
  const before = storedFiles('documents').length;
  await form
    .getByLabel(/Press credential/)
    .and(page.locator('input[type=file]'))
    .setInputFiles({ name: 'press-card.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Uploaded: press-card.pdf')).toBeAttached();
  expect(storedFiles('documents')).toHaveLength(before + 1);
  await form.getByRole('textbox', { name: /Portfolio link/ }).fill('https://pina.example/portfolio');
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(form.getByText('Enter a web address starting with https://')).toBeVisible();
  await form.getByRole('textbox', { name: 'Outlet website' }).fill('https://pina.example');
  await form.getByRole('button', { name: 'Submit application' }).click();

  await expect(page).toHaveURL(/\/media\/information$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My media application' })).toBeVisible();
  await expect(page.getByText('Under review')).toBeVisible();
  await expect(page.getByText('Pacific Islands News')).toBeVisible();
  await page.screenshot({ path: `${shots}/information-1280.png`, fullPage: true });

  // One application per user and event: the form is not offered again.
  await page.goto(page.url().replace('/media/information', '/media/registration'));
  await expect(page.getByText('You have already applied as media for this festival.')).toBeVisible();
});

test('shows the closed notice for the past festival, whose media cut-off has passed', async ({ page }) => {
  test.setTimeout(120_000);
  const account = { email: `e2e-media-closed-${Date.now()}@example.org`, firstName: 'Kai', lastName: 'Palakiko' };
  await signUpAccount(account);
  await signInAttendee(page, account, `/media/registration?event=${PAST_EVENT_ID}`);
  await expect(page.getByText('Pacific Arts & Culture Festival 2024', { exact: true })).toBeVisible();
  await expect(page.getByText('Media registration is closed')).toBeVisible();
  await expect(page.getByText(/closed at the end of 05\/31\/2024/)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Media application' })).toHaveCount(0);
  await expectAccessible(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/closed-${width}.png`, fullPage: true });
  }
});
