import type { Locator, Page } from '@playwright/test';
import { expect, test, codeIn, expectAccessible, portalPort, siteUrl, waitForMail } from '@festival/shared-util-e2e';

const PASSWORD = 'Kalo#Taro2026';
const shots = 'dist/test-results/attendee-e2e/screens';

/** Submit does nothing until the background proof of work has made a captcha token (SPEC.md §7). */
async function waitForCaptcha(dialog: Locator) {
  await expect(dialog.getByText('Checking that you are not a robot…')).toHaveCount(0, { timeout: 30_000 });
}

async function topDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a new attendee signs up and is signed in by the one verification code, later signs in with the emailed code, lands on the redirect page and signs out', async ({
  page,
}) => {
  // Three proofs of work and two mails on a 2-core machine.
  test.setTimeout(180_000);
  const email = `e2e-${Date.now()}@example.org`;

  await page.goto(siteUrl('attendee', '/my-events'));
  await expect(page).toHaveURL(siteUrl('attendee', `/?redirect=${encodeURIComponent('/my-events')}`));
  let dialog = await topDialog(page, 'Sign in');
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await page.screenshot({ path: `${shots}/1-sign-in.png` });
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Create an account' }).click();
  dialog = await topDialog(page, 'Create an account');
  await dialog.getByLabel('First name').fill('Leilani');
  await dialog.getByLabel('Last name').fill('Kahale');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await expect(dialog.locator('[data-met="true"]')).toHaveCount(1);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(dialog.locator('[data-met="true"]')).toHaveCount(5);
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  await waitForCaptcha(dialog);
  await page.screenshot({ path: `${shots}/2-sign-up.png` });
  await expectAccessible(page);
  const signUpAt = new Date();
  await dialog.getByRole('button', { name: 'Sign Up' }).click();

  dialog = await topDialog(page, 'Verify your email');
  await expect(dialog.getByText('The email may take 10 to 20 seconds to arrive.')).toBeVisible();
  await page.screenshot({ path: `${shots}/3-verify.png` });
  await expectAccessible(page);
  await dialog.getByLabel('Verification code').fill('000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid verification code provided, please try again.');
  const signUpCode = codeIn(await waitForMail(email, { after: new Date(signUpAt.getTime() - 1000) }));
  await dialog.getByLabel('Verification code').fill(signUpCode);
  await dialog.getByRole('button', { name: 'Verify' }).click();

  // Issue 13.9: the verified sign-up code was the one code: signed in at once, no second code mailed.
  await expect(page.getByText('You have logged in successfully.')).toBeVisible();
  await expect(page).toHaveURL(siteUrl('attendee', '/my-events'));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  let nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.screenshot({ path: `${shots}/4-signed-in-after-sign-up.png` });
  const mailbox = await fetch(`http://127.0.0.1:${portalPort()}/dev/mailbox?to=${encodeURIComponent(email)}`);
  expect(((await mailbox.json()) as unknown[]).length).toBe(1);
  await nav.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(siteUrl('attendee', '/'));

  // A later sign-in asks for the emailed code as always.
  await page.goto(siteUrl('attendee', '/my-events'));
  dialog = await topDialog(page, 'Sign in');
  await dialog.getByLabel('Email').fill(email);
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await expect(dialog.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    /identity\.localhost:\d+\/forgot-password$/,
  );
  await dialog.getByLabel('Password').fill('Wrong#Pass2026');
  await waitForCaptcha(dialog);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect username or password.');
  await dialog.getByLabel('Password').fill(PASSWORD);
  await waitForCaptcha(dialog);
  const signInAt = new Date();
  await dialog.getByRole('button', { name: 'Sign In' }).click();

  dialog = await topDialog(page, 'Enter your one-time code');
  await expect(dialog.getByText('5 attempts left.')).toBeVisible();
  // The sign-in dialog does not stay behind the code dialog.
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page.screenshot({ path: `${shots}/5-multi-factor.png` });
  await expectAccessible(page);
  const mfaCode = codeIn(await waitForMail(email, { after: new Date(signInAt.getTime() - 1000) }));
  const wrong = mfaCode === '123456' ? '654321' : '123456';
  await dialog.getByLabel('Verification code').fill(wrong);
  await expect(dialog.getByRole('alert')).toHaveText(
    'Invalid verification code provided, please try again. 4 attempts left.',
  );
  await page.screenshot({ path: `${shots}/6-multi-factor-wrong.png` });
  // Typing the last digit submits the code by itself.
  await dialog.getByLabel('Verification code').pressSequentially(mfaCode);

  await expect(page.getByText('You have logged in successfully.')).toBeVisible();
  await expect(page).toHaveURL(siteUrl('attendee', '/my-events'));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.screenshot({ path: `${shots}/7-signed-in.png` });

  // The API sees the bearer ID token: the profile of the new user.
  const me = await page.evaluate(async () => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
    const response = await fetch('/api-svc/v1/me', {
      headers: { Authorization: `Bearer ${key ? localStorage.getItem(key) : ''}` },
    });
    return response.status;
  });
  expect(me).toBe(200);

  // A reload keeps the session (tokens in this site's storage on localhost).
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();

  await nav.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(siteUrl('attendee', '/'));
  await expect(nav.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.goto(siteUrl('attendee', '/my-events'));
  await expect(page).toHaveURL(siteUrl('attendee', `/?redirect=${encodeURIComponent('/my-events')}`));
});
