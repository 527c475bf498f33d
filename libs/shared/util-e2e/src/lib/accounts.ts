import { expect, type Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { codeIn, waitForMail } from './mailbox';
import { portalPort, siteRequest, siteUrl, type SiteName } from './portal-server';

export const E2E_PASSWORD = 'Kalo#Taro2026';

export interface AccountInput {
  email: string;
  firstName: string;
  lastName: string;
  password?: string;
}

interface PortalConfig {
  identity: { endpoint: string; clientId: string };
  captchaChallengeUrl: string;
}

async function portalConfig(site: SiteName): Promise<PortalConfig> {
  const [url, init] = siteRequest(site, '/config.json');
  return (await (await fetch(url, init)).json()) as PortalConfig;
}

async function captchaToken(site: SiteName, config: PortalConfig): Promise<string> {
  const [url, init] = siteRequest(site, config.captchaChallengeUrl);
  const challenge = (await (await fetch(url, init)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** One call of the idp's Cognito protocol (IDP-PROTOCOL.md), as the browser client makes it. */
async function idpCall(config: PortalConfig, target: string, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${portalPort()}${new URL(config.identity.endpoint).pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      host: `identity.localhost:${portalPort()}`,
    },
    body: JSON.stringify({ ClientId: config.identity.clientId, ...body }),
  });
  if (!response.ok) throw new Error(`${target} failed: ${response.status} ${await response.text()}`);
}

/**
 * An account made straight through the idp protocol (with a solved captcha), so that journeys
 * about other screens need not walk the sign-up screens, which have their own journey.
 * With `confirm`, the emailed code is read from the local mailbox and the account confirmed.
 */
export async function signUpAccount(
  account: AccountInput,
  options: { site?: SiteName; confirm?: boolean } = {},
): Promise<void> {
  const config = await portalConfig(options.site ?? 'attendee');
  const token = await captchaToken(options.site ?? 'attendee', config);
  const startedAt = new Date(Date.now() - 1000);
  await idpCall(config, 'SignUp', {
    Username: account.email,
    Password: account.password ?? E2E_PASSWORD,
    UserAttributes: [
      { Name: 'email', Value: account.email },
      { Name: 'given_name', Value: account.firstName },
      { Name: 'family_name', Value: account.lastName },
    ],
    ValidationData: [{ Name: 'captchaToken', Value: token }],
    ClientMetadata: { captchaToken: token },
  });
  if (options.confirm === false) return;
  const code = codeIn(await waitForMail(account.email, { after: startedAt }));
  await idpCall(config, 'ConfirmSignUp', { Username: account.email, ConfirmationCode: code });
}

/**
 * Signs in on the attendee site through the sign-in dialog and the emailed one-time code,
 * starting from a protected page so that the redirect lands there.
 */
export async function signInAttendee(page: Page, account: AccountInput, landOn = '/dashboard'): Promise<void> {
  await page.goto(siteUrl('attendee', landOn));
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
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
