import { expect, type Page } from '@playwright/test';
import { httpMailbox, idpTestClient, type IdpTestClient } from './idp-client';
import { codeIn, waitForMail } from './mailbox';
import { portalPort, siteRequest, siteUrl, type SiteName } from './portal-server';

export const E2E_PASSWORD = 'Kalo#Taro2026';

export interface AccountInput {
  email: string;
  firstName: string;
  lastName: string;
  password?: string;
}

/**
 * The one identity test client (./idp-client) against the portal under test: the pool comes from
 * the site's config.json, the codes from the portal's dev mailbox.
 */
async function portalIdpClient(site: SiteName): Promise<IdpTestClient> {
  const [url, init] = siteRequest(site, '/config.json');
  const { identity } = (await (await fetch(url, init)).json()) as {
    identity: { userPoolId: string; clientId: string };
  };
  const baseUrl = `http://127.0.0.1:${portalPort()}`;
  return idpTestClient({
    baseUrl,
    userPoolId: identity.userPoolId,
    clientId: identity.clientId,
    readMailbox: httpMailbox(baseUrl),
    mailTimeoutMs: 20_000,
  });
}

/**
 * An account made straight through the idp protocol (with a solved captcha), so that journeys
 * about other screens need not walk the sign-up screens, which have their own journey.
 * With `confirm` (the default), the emailed code is read from the local mailbox and the account confirmed.
 */
export async function signUpAccount(
  account: AccountInput,
  options: { site?: SiteName; confirm?: boolean } = {},
): Promise<void> {
  const idp = await portalIdpClient(options.site ?? 'attendee');
  await idp.createAccount({
    email: account.email,
    password: account.password ?? E2E_PASSWORD,
    givenName: account.firstName,
    familyName: account.lastName,
    confirm: options.confirm,
  });
}

/**
 * Signs in on the attendee site through the sign-in dialog and the emailed one-time code,
 * starting from a protected page so that the redirect lands there.
 */
export async function signInAttendee(page: Page, account: AccountInput, landOn = '/dashboard'): Promise<void> {
  await page.goto(siteUrl('attendee', landOn));
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  // A cold page on a busy machine: the app, then the dialog's own file (it loads when first opened).
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password ?? E2E_PASSWORD);
  await expect(dialog.getByText('Checking that you are not a robot…')).toHaveCount(0, { timeout: 30_000 });
  const signInAt = new Date(Date.now() - 1000);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Enter your one-time code' });
  await expect(codeDialog).toBeVisible();
  await codeDialog.getByLabel('Verification code').fill(codeIn(await waitForMail(account.email, { after: signInAt })));
  await expect(page.getByText('You have logged in successfully.')).toBeVisible();
  await expect(page).toHaveURL(siteUrl('attendee', landOn));
}

/** The seeded admin (apps/api/src/config.ts: ADMIN_EMAIL / ADMIN_PASSWORD, demo defaults on a developer machine). */
export const SEEDED_ADMIN = {
  email: process.env['ADMIN_EMAIL'] ?? 'admin@festival.localhost',
  password: process.env['ADMIN_PASSWORD'] ?? 'Aloha!Festival2027',
};

/**
 * The id token of a staff member (the seeded admin by default), signed in through the idp protocol
 * alone, for journeys that set up data through the staff API (the admin screens have their own journeys).
 */
export async function staffToken(who: { email: string; password: string } = SEEDED_ADMIN): Promise<string> {
  const idp = await portalIdpClient('admin');
  return (await idp.signIn(who.email, who.password)).idToken;
}

/**
 * Signs in on the admin site's sign-in page (the captcha, the password, the emailed code),
 * starting from `path`, and waits until the redirect lands back on it. The seeded admin by default.
 */
export async function signInStaff(
  page: Page,
  path: string,
  who: { email: string; password: string } = SEEDED_ADMIN,
): Promise<void> {
  await page.goto(siteUrl('admin', path));
  // A cold page on a busy machine: the app, then its sign-in page.
  await expect(page.getByLabel('Email')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await expect(page.getByText('Checking that you are not a robot…')).toHaveCount(0, { timeout: 30_000 });
  const signInAt = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your one-time code' })).toBeVisible();
  await page.getByLabel('Verification code').fill(codeIn(await waitForMail(who.email, { after: signInAt })));
  await expect(page).toHaveURL(siteUrl('admin', path), { timeout: 30_000 });
}
