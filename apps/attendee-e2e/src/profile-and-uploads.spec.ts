import {
  expect,
  test,
  expectAccessible,
  signInAttendee,
  signUpAccount,
  siteRequest,
  storedFiles,
} from '@festival/shared-util-e2e';

const shots = 'dist/test-results/attendee-e2e/screens/profile';
const MEGABYTE = 1024 * 1024;
// A 1×1 PNG: real image bytes, since the server checks what an upload starts with.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('an avatar over the limit shows the message and stores nothing; a valid one uploads with progress, opens in the lightbox and is saved', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = { email: `e2e-profile-${Date.now()}@example.org`, firstName: 'Moana', lastName: 'Tuilagi' };
  await signUpAccount(account);
  await signInAttendee(page, account, '/me');

  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
  const before = storedFiles('avatars').length;

  const picker = page.getByLabel(/Profile picture/).and(page.locator('input[type=file]'));
  await picker.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([TINY_PNG, Buffer.alloc(16 * MEGABYTE)]),
  });
  await expect(page.getByText('Your file size is greater than 16MB. Please try again.')).toBeVisible();
  await page.screenshot({ path: `${shots}/1-too-large.png`, fullPage: true });
  await expectAccessible(page);
  expect(storedFiles('avatars')).toHaveLength(before);

  await picker.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
  await expect(page.getByText('Invalid file type. Allowed types: png, jpg, jpeg, webp')).toBeVisible();
  expect(storedFiles('avatars')).toHaveLength(before);

  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  // Announced to screen readers; the thumbnail shows it on screen.
  await expect(page.getByText('Uploaded: me.png')).toBeAttached();
  expect(storedFiles('avatars')).toHaveLength(before + 1);
  await page.getByRole('button', { name: 'Preview of me.png' }).click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
  await expect(lightbox.getByRole('link', { name: 'Download' })).toBeVisible();
  await page.screenshot({ path: `${shots}/2-lightbox.png` });
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);

  await page.getByRole('textbox', { name: /First name/ }).fill('Moana Lani');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /First name/ })).toHaveValue('Moana Lani');
  await page.screenshot({ path: `${shots}/3-saved.png`, fullPage: true });
  await expectAccessible(page);

  // The saved picture comes back through a short-lived signed download link.
  await page
    .getByRole('button', { name: /View your profile picture|Preview of/ })
    .first()
    .click();
  const download = lightbox.getByRole('link', { name: 'Download' });
  await expect(download).toHaveAttribute('href', /\/files\/download\?token=/);
  const href = new URL((await download.getAttribute('href')) ?? '');
  const [url, init] = siteRequest('attendee', `${href.pathname}${href.search}`);
  const served = await fetch(url, init);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  expect(
    Buffer.from(await served.arrayBuffer())
      .subarray(1, 4)
      .toString(),
  ).toBe('PNG');
});
