import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { MailboxMessage } from '@festival/shared-util-api-contracts';
import { calculateFees } from '@festival/shared-util-fee-calculator';
import { httpMailbox, idpTestClient } from '@festival/shared-util-e2e/idp-client';
import {
  expect,
  test,
  expectAccessible,
  portalPort,
  signInAttendee,
  signUpAccount,
  siteRequest,
  siteUrl,
  api,
  festivalId,
  registerThroughApi,
  pageToken,
  FESTIVAL,
  fillCard,
  saidOnce,
  SANDBOX_CARD,
} from '@festival/shared-util-e2e';

const shots = 'dist/test-results/attendee-e2e/screens/activities';

/**
 * A new account signed in on the attendee site and registered for the festival (main attendee plus
 * `extras` additional attendees of the same family), on its activities page.
 */
async function registeredAttendee(page: Page, name: string, extras: string[] = []) {
  const stamp = Date.now();
  const account = { email: `e2e-act-${name.toLowerCase()}-${stamp}@example.org`, firstName: name, lastName: 'Kahale' };
  await signUpAccount(account);
  await signInAttendee(page, account, '/my-events');
  const eventId = await festivalId();
  await registerThroughApi(await pageToken(page), eventId, account, extras);
  await page.goto(siteUrl('attendee', `/my-events/${eventId}`));
  await expect(page.getByRole('heading', { level: 1, name: `Activities of ${FESTIVAL}` })).toBeVisible({
    timeout: 30_000,
  });
  return { account, eventId };
}

/** Another user, signed in through the idp protocol alone (no browser), with their token. */
async function apiUser(name: string) {
  const [url, init] = siteRequest('attendee', '/config.json');
  const { identity } = (await (await fetch(url, init)).json()) as {
    identity: { userPoolId: string; clientId: string };
  };
  const baseUrl = `http://127.0.0.1:${portalPort()}`;
  const idp = idpTestClient({
    baseUrl,
    userPoolId: identity.userPoolId,
    clientId: identity.clientId,
    readMailbox: httpMailbox(baseUrl),
    mailTimeoutMs: 30_000,
  });
  const email = `e2e-act-${name.toLowerCase()}-${Date.now()}@example.org`;
  const signedIn = await idp.newSignedInUser({ email, givenName: name, familyName: 'Fonoti' });
  return { account: { email, firstName: name, lastName: 'Fonoti' }, token: signedIn.idToken };
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

/** Book → tick who goes → Continue: the flow's first step. */
async function bookFor(page: Page, activity: string, names: string[]) {
  await card(page, activity).getByRole('button', { name: 'Book' }).click();
  const choose = page.getByRole('dialog', { name: `Choose attendees for ${activity}` });
  await expect(choose).toBeVisible();
  for (const name of names) await choose.getByLabel(new RegExp(name)).check({ force: true });
  return choose;
}

/**
 * The page at 1280 and at 390 px wide (a phone), then back; a dialog is fixed to the viewport, so
 * only a page without one is taken whole.
 */
async function look(page: Page, name: string, options: { accessible?: boolean; fullPage?: boolean } = {}) {
  const fullPage = options.fullPage ?? false;
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage });
  await page.setViewportSize({ width: 1280, height: 720 });
  if (options.accessible !== false) await expectAccessible(page);
}

/**
 * The payment's buttons stay at the bottom edge of the dialog's scrolling body while the form is
 * scrolled: nothing of the form shows beneath them (the body's own padding once let it).
 */
async function expectButtonsAtBottom(payment: Locator) {
  const bar = payment.getByRole('button', { name: 'Submit Payment' }).locator('..');
  const body = payment.locator('.chakra-dialog__body');
  for (const width of [1280, 390]) {
    await payment.page().setViewportSize({ width, height: width === 390 ? 844 : 720 });
    const [barBox, bodyBox] = await Promise.all([bar.boundingBox(), body.boundingBox()]);
    expect(barBox && bodyBox && Math.abs(barBox.y + barBox.height - (bodyBox.y + bodyBox.height))).toBeLessThan(1);
  }
  await payment.page().setViewportSize({ width: 1280, height: 720 });
}

/** Polls the local mailbox until a message to `to` whose subject matches arrives. */
async function waitForSubject(to: string, subject: RegExp, timeoutMs = 60_000): Promise<MailboxMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`http://127.0.0.1:${portalPort()}/dev/mailbox?to=${encodeURIComponent(to)}`);
    if (response.ok) {
      const found = ((await response.json()) as MailboxMessage[]).find((message) => subject.test(message.subject));
      if (found) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No mail "${subject}" for ${to} arrived in time.`);
}

/** The names of a zip's entries, read from its local file headers ("PK\x03\x04"). */
function zipEntryNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = zip.indexOf('PK\x03\x04'); at >= 0; at = zip.indexOf('PK\x03\x04', at + 4)) {
    const nameLength = zip.readUInt16LE(at + 26);
    names.push(zip.subarray(at + 30, at + 30 + nameLength).toString('utf8'));
  }
  return names;
}

test('an attendee books a free activity for themself and an additional attendee', async ({ page }) => {
  test.setTimeout(240_000);
  await registeredAttendee(page, 'Leilani', ['Keoni']);
  await expect(card(page, 'Opening Ceremony')).toBeVisible();
  // INACTIVE and CANCELLED activities are never listed.
  await expect(card(page, 'Lauhala Weaving Circle')).toHaveCount(0);
  await expect(card(page, 'Sunrise Paddle at Ala Moana')).toHaveCount(0);
  await look(page, '1-list', { fullPage: true });

  const choose = await bookFor(page, 'Kapa Haka Showcase', ['Leilani Kahale', 'Keoni Kahale']);
  await look(page, '2-choose-attendees');
  await choose.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your reservation' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText('Waikīkī Shell')).toBeVisible();
  await expect(confirm.getByText('Payment cannot be undone.')).toHaveCount(0);
  await look(page, '3-confirm');
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  const done = page.getByRole('dialog', { name: 'Success!' });
  await expect(done).toBeVisible({ timeout: 30_000 });
  await done.getByRole('button', { name: 'View activity' }).click();
  await expect(card(page, 'Kapa Haka Showcase').getByText('Reserved', { exact: true })).toBeVisible();
  await expect(card(page, 'Kapa Haka Showcase').getByText(/Keoni Kahale/)).toBeVisible();
});

test('an attendee books a paid activity and pays with the sandbox card', async ({ page }) => {
  test.setTimeout(240_000);
  await registeredAttendee(page, 'Kehau');
  const choose = await bookFor(page, 'Hula Kahiko Workshop', ['Kehau Kahale']);
  await choose.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your reservation' });
  await expect(confirm.getByText('Payment cannot be undone.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Continue to payment' }).click();

  const payment = page.getByRole('dialog', { name: 'Payment' });
  await expect(payment).toBeVisible();
  const fees = calculateFees(2500, 1);
  const summary = payment.getByRole('complementary', { name: 'Summary' });
  await expect(summary.getByText('Total (Non-refundable)')).toBeVisible();
  await expect(summary.getByText(`$${(fees.totalCents / 100).toFixed(2)}`)).toBeVisible();
  await expect(payment.getByLabel(/First name/)).toHaveValue('Kehau');
  await fillCard(payment, SANDBOX_CARD.approved);
  await expect(payment.getByLabel(/Card number/)).toHaveValue('4111 1111 1111 1111');
  await expectButtonsAtBottom(payment);
  await look(page, '4-payment');
  await payment.getByRole('button', { name: 'Submit Payment' }).click();

  const done = page.getByRole('dialog', { name: 'Success!' });
  await expect(done).toBeVisible({ timeout: 60_000 });
  await expect(payment).toHaveCount(0);
  await done.getByRole('button', { name: 'View activity' }).click();
  await expect(card(page, 'Hula Kahiko Workshop').getByText('Reserved', { exact: true })).toBeVisible();
});

test('a declined card shows why in the payment dialog and books nothing', async ({ page }) => {
  test.setTimeout(240_000);
  const { eventId } = await registeredAttendee(page, 'Pua');
  const choose = await bookFor(page, 'Ukulele Masterclass', ['Pua Kahale']);
  await choose.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm your reservation' })
    .getByRole('button', { name: 'Continue to payment' })
    .click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await fillCard(payment, SANDBOX_CARD.declined);
  await payment.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(payment.getByRole('alert')).toContainText('This transaction has been declined.', { timeout: 60_000 });
  await saidOnce(page, 'This transaction has been declined.');
  await look(page, '5-payment-declined');

  // Nothing was booked: the server holds no record, and the card still offers to book.
  const { data } = await api<{ data: { name: string; myRecords?: unknown[]; records?: unknown[] }[] }>(
    await pageToken(page),
    'GET',
    `/registrations/me/event/${eventId}/sub-event?search=Ukulele`,
  );
  expect(data).toHaveLength(1);
  expect(JSON.stringify(data[0])).not.toMatch(/RESERVED|WAITING_LIST|PENDING_PAYMENT/);
  await page.reload();
  await expect(card(page, 'Ukulele Masterclass').getByRole('button', { name: 'Book' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(card(page, 'Ukulele Masterclass').getByText('Reserved', { exact: true })).toHaveCount(0);
});

test('an attendee joins a full waitlist and is promoted by email when another user cancels', async ({ page }) => {
  test.setTimeout(240_000);
  const activity = 'Traditional Tattoo: Art and Meaning';
  // Another family takes the three places.
  const other = await apiUser('Sione');
  const eventId = await festivalId();
  const registration = await registerThroughApi(other.token, eventId, other.account, ['Mele', 'Tevita']);
  const { data: activities } = await api<{ data: { id: string; name: string }[] }>(
    other.token,
    'GET',
    `/registrations/me/event/${eventId}/sub-event?search=Tattoo`,
  );
  const tattoo = activities.find((a) => a.name === activity);
  if (!tattoo) throw new Error(`${activity} is not listed`);
  await api(other.token, 'POST', '/registrations/sub-event', {
    subEventId: tattoo.id,
    attendees: registration.attendees.map((a) => ({ id: a.id, isPayment: true })),
  });

  const { account } = await registeredAttendee(page, 'Noelani');
  await expect(card(page, activity).getByText('Waitlist', { exact: true })).toBeVisible();
  const choose = await bookFor(page, activity, ['Noelani Kahale']);
  await choose.getByRole('button', { name: 'Continue' }).click();
  const join = page.getByRole('dialog', { name: 'Join the waitlist' });
  await expect(join.getByText(/This activity is full\./)).toBeVisible();
  await look(page, '6-join-waitlist');
  await join.getByRole('button', { name: 'Join the waitlist' }).click();
  const done = page.getByRole('dialog', { name: 'You are on the waitlist' });
  await expect(done).toBeVisible({ timeout: 30_000 });
  await look(page, '7-waitlist-success');
  await done.getByRole('button', { name: 'View activity' }).click();
  await expect(card(page, activity).getByText('Waitlisted', { exact: true })).toBeVisible();

  // The other family cancels: the first one waiting gets the place and an email says so.
  await api(other.token, 'DELETE', `/registrations/sub-event/${tattoo.id}`);
  const mail = await waitForSubject(account.email, /you have a place at Traditional Tattoo/);
  expect(mail.text).toContain('Noelani Kahale');
  await page.reload();
  await expect(card(page, activity).getByText('Reserved', { exact: true })).toBeVisible({ timeout: 30_000 });
});

test('registered information downloads the wallet pass, a zip with pass.json and a signature', async ({ page }) => {
  test.setTimeout(240_000);
  const { eventId } = await registeredAttendee(page, 'Kalani');
  await page.goto(siteUrl('attendee', `/registered-information/${eventId}`));
  const button = page.getByRole('button', { name: 'Add to wallet' });
  await expect(button).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), button.click()]);
  expect(download.suggestedFilename()).toBe('festival-pass.pkpass');
  const pass = readFileSync(await download.path());
  expect(pass.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  const names = zipEntryNames(pass);
  expect(names).toEqual(expect.arrayContaining(['pass.json', 'manifest.json', 'signature']));
});
