import type { Page } from '@playwright/test';
import {
  expect,
  test,
  codeIn,
  expectAccessible,
  holdTheApp,
  signUpAccount,
  siteRequest,
  siteUrl,
  waitForMail,
} from '@festival/shared-util-e2e';

// The seeded admin (apps/api/src/config.ts: ADMIN_EMAIL / ADMIN_PASSWORD, demo defaults on a developer machine).
const ADMIN_EMAIL = process.env['ADMIN_EMAIL'] ?? 'admin@festival.localhost';
const ADMIN_PASSWORD = process.env['ADMIN_PASSWORD'] ?? 'Aloha!Festival2027';
const shots = 'dist/test-results/admin-e2e/screens';

async function waitForCaptcha(page: Page) {
  await expect(page.getByText('Checking that you are not a robot…')).toHaveCount(0, { timeout: 30_000 });
}

test('the sign-in form arrives with the page, and what is typed into it before the app takes over is kept', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto(siteUrl('admin', '/sign-in'), { waitUntil: 'commit' });
  // No script has run: the server's form (no form element yet) is on screen, the email field focused.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to festival administration' })).toBeVisible();
  await expect(page.locator('form')).toHaveCount(0);
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill('typed before the app');
  release();
  // The app's form replaces it with the same values, the visitor still in the password field.
  await expect(page.locator('form')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByLabel('Email')).toHaveValue(ADMIN_EMAIL);
  await expect(page.getByLabel('Password')).toHaveValue('typed before the app');
  await expect(page.getByLabel('Password')).toBeFocused();
});

test('a visitor with a stored session never sees the sign-in form the server sent', async ({ page, request }) => {
  const [url, init] = siteRequest('admin', '/config.json');
  const { identity } = (await (await request.get(url, init)).json()) as { identity: { clientId: string } };
  // A session as the identity client keeps it (its key), set before any of the page's scripts run.
  const key = `CognitoIdentityServiceProvider.${identity.clientId}.LastAuthUser`;
  await page.addInitScript((name) => window.localStorage.setItem(name, 'someone'), key);
  await holdTheApp(page);
  await page.goto(siteUrl('admin', '/sign-in'), { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-signed-in', '');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to festival administration' })).toBeHidden();
  await expect(page.getByLabel('Email')).toBeHidden();
});

test('the seeded admin signs in with the emailed code, disables and enables a user, and signs out', async ({
  page,
}) => {
  // A proof of work, a mail and a few round trips on a 2-core machine.
  test.setTimeout(120_000);
  const email = `e2e-admin-target-${Date.now()}@example.org`;
  // An account for the admin to find; it stays unconfirmed, which the users page shows too.
  await signUpAccount({ email, firstName: 'Noelani', lastName: 'Akana' }, { site: 'admin', confirm: false });

  // The proof of work runs in Web Workers, off the page's main thread (issue 14).
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto(siteUrl('admin', '/users'));
  await expect(page).toHaveURL(siteUrl('admin', `/sign-in?redirect=${encodeURIComponent('/users')}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to festival administration' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await waitForCaptcha(page);
  expect(workers.some((url) => /\/assets\/altcha-worker-[\w-]+\.js$/.test(url))).toBe(true);
  await page.screenshot({ path: `${shots}/1-sign-in.png` });
  await expectAccessible(page);
  const signInAt = new Date();
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Enter your one-time code' })).toBeVisible();
  await expect(page.getByText('5 attempts left.')).toBeVisible();
  await page.screenshot({ path: `${shots}/2-code.png` });
  await expectAccessible(page);
  const code = codeIn(await waitForMail(ADMIN_EMAIL, { after: new Date(signInAt.getTime() - 1000) }));
  // The code submits itself once the sixth digit is in (SPEC.md §4).
  await page.getByLabel('Verification code').fill(code);

  await expect(page).toHaveURL(siteUrl('admin', '/users'));
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${ADMIN_EMAIL}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');

  await page.getByLabel('Search users').fill(email);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Enabled')).toBeVisible();
  await page.screenshot({ path: `${shots}/3-users.png` });
  await expectAccessible(page);

  await row.getByRole('button', { name: `Disable ${email}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Disable this user?' });
  await expect(confirm).toBeVisible();
  await page.screenshot({ path: `${shots}/4-confirm.png` });
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText(`${email} has been disabled.`)).toBeVisible();
  await expect(row.getByText('Disabled')).toBeVisible();
  await page.screenshot({ path: `${shots}/5-disabled.png` });

  await row.getByRole('button', { name: `Enable ${email}` }).click();
  await page.getByRole('alertdialog', { name: 'Enable this user?' }).getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByText(`${email} has been enabled.`)).toBeVisible();
  await expect(row.getByText('Enabled')).toBeVisible();

  // On a phone every account is a card: nothing off to the right, the action in reach.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('listitem').filter({ hasText: email });
  await expect(card.getByRole('button', { name: `Disable ${email}` })).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/6-users-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Rows per page and paging go to the URL too.
  await page.getByLabel('Search users').fill('');
  // The cleared search reaches the URL after its debounce; only then change the rows.
  await expect(page).not.toHaveURL(/search=/);
  await page.getByLabel('Rows per page').selectOption('5');
  await expect(page).toHaveURL(/rows=5/);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(siteUrl('admin', '/sign-in'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to festival administration' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${ADMIN_EMAIL}`)).toHaveCount(0);
});
