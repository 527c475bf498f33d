import type { Page } from '@playwright/test';
import { expect, test, codeIn, expectAccessible, portalPort, siteUrl, waitForMail } from '@festival/shared-util-e2e';

const FIRST_PASSWORD = 'Hula#Moon2026';
const NEW_PASSWORD = 'Wave$Star2027';
const shots = 'dist/test-results/identity-e2e/screens';

async function waitForCaptcha(page: Page) {
  await expect(page.getByText('Checking that you are not a robot…')).toHaveCount(0, { timeout: 30_000 });
}

/** How many messages the dev mailbox holds for an address. */
async function mailCount(email: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${portalPort()}/dev/mailbox?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as unknown[]).length;
}

test('a user signs up on the identity site (one emailed code signs them in), resets a forgotten password and signs in with the new one', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `reset-${Date.now()}@example.org`;
  // Toasts are labelled too; the page's own fields live in main.
  const main = page.locator('#main-content');

  await page.goto(siteUrl('identity', '/sign-up'));
  await main.getByLabel('First name').fill('Keoni');
  await main.getByLabel('Last name').fill('Alapai');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await main.getByLabel('Confirm password').fill(FIRST_PASSWORD);
  await waitForCaptcha(page);
  await page.screenshot({ path: `${shots}/1-sign-up.png`, fullPage: true });
  await expectAccessible(page);
  const signUpAt = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await main.getByLabel('Verification code').fill(codeIn(await waitForMail(email, { after: signUpAt })));
  await page.getByRole('button', { name: 'Verify' }).click();
  // Issue 13.9: the verified sign-up code was the one code; no sign-in code is asked for or mailed.
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enter your one-time code' })).toHaveCount(0);
  expect(await mailCount(email)).toBe(1);
  await page.screenshot({ path: `${shots}/1b-signed-in-after-sign-up.png`, fullPage: true });
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to your festival account' })).toBeVisible();

  await page.goto(siteUrl('identity', '/forgot-password'));
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectAccessible(page);
  const requestedAt = new Date(Date.now() - 1000);
  await main.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText(`We sent a code to ${email}.`, { exact: false })).toBeVisible();
  const resetCode = codeIn(await waitForMail(email, { after: requestedAt }));
  await main.getByLabel('Verification code').fill(resetCode);
  await main.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await expect(page.locator('[data-met="true"]')).toHaveCount(5);
  await main.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.screenshot({ path: `${shots}/2-new-password.png`, fullPage: true });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.locator('#main-content').getByRole('status')).toHaveText(
    'Your password has been changed. You can sign in with it now.',
  );
  await page.getByRole('link', { name: 'Back to Sign In' }).click();

  await expect(page.getByRole('heading', { name: 'Sign in to your festival account' })).toBeVisible();
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill(FIRST_PASSWORD);
  await waitForCaptcha(page);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(main.getByRole('alert')).toHaveText('Incorrect username or password.');
  await main.getByLabel('Password').fill(NEW_PASSWORD);
  await waitForCaptcha(page);
  const signInAt = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your one-time code' })).toBeVisible();
  await page.screenshot({ path: `${shots}/3-code.png`, fullPage: true });
  await main.getByLabel('Verification code').fill(codeIn(await waitForMail(email, { after: signInAt })));

  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
  await page.screenshot({ path: `${shots}/4-account.png`, fullPage: true });
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Change your password' }).click();
  await main.getByLabel('Current password', { exact: true }).fill(NEW_PASSWORD);
  await main.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await main.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('The new password must differ from the current password')).toBeVisible();
  await page.goto(siteUrl('identity', '/'));

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to your festival account' })).toBeVisible();
});
