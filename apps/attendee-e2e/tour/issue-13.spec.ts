import type { Locator, Page } from '@playwright/test';
import {
  codeIn,
  E2E_PASSWORD,
  expect,
  festivalId,
  horizontalOverflow,
  signInAttendee,
  signUpAccount,
  siteRequest,
  siteUrl,
  test,
  waitForMail,
} from '@festival/shared-util-e2e';
import type { MailboxMessage } from '@festival/shared-util-api-contracts';

// Issue 13: "every fix is seen in a screenshot at both widths before it is called done". A tour,
// not a journey (the journeys in ../src assert the behaviour): it walks each of the fifteen
// points and leaves `pNN-what-390.png` and `pNN-what-1280.png` in dist/issue-13-shots for a
// person to look at. Run it with `npx playwright test -c apps/attendee-e2e/tour.config.ts`.

const dir = 'dist/issue-13-shots';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const ADMIN_EMAIL = process.env['ADMIN_EMAIL'] ?? 'admin@festival.localhost';
const ADMIN_PASSWORD = process.env['ADMIN_PASSWORD'] ?? 'Aloha!Festival2027';
// A 1×1 PNG: real image bytes, since the server checks what an upload starts with.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ viewport: DESKTOP });

/**
 * The page (or one part of it) at 390 then 1280 px; the page is left at 1280. Each width also
 * fails softly when the page scrolls sideways, so the tour reports what a look would catch.
 */
async function shot(page: Page, name: string, options: { part?: Locator; fullPage?: boolean } = {}) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    // Let the layout settle after the resize (breakpoints swap parts of the navbar and the tables).
    await page.waitForTimeout(300);
    const path = `${dir}/${name}-${size.width}.png`;
    await (options.part
      ? options.part.screenshot({ path })
      : page.screenshot({ path, fullPage: options.fullPage ?? true }));
    expect.soft(await horizontalOverflow(page), `${name} at ${size.width} px scrolls sideways`).toBe(0);
  }
}

/** A form field by its label; required fields carry a " *" after it. */
const field = (scope: Locator | Page, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));

async function waitForCaptcha(scope: Locator | Page) {
  await expect(scope.getByText('Checking that you are not a robot…')).toHaveCount(0, { timeout: 30_000 });
}

async function fillAttendee(scope: Locator, options: { delegate?: boolean } = {}) {
  await field(scope, 'Date of Birth').fill('1991-03-14');
  await field(scope, 'Phone Number').fill('(808) 956-8111');
  if (!options.delegate) await field(scope, 'Ethnicity').fill('Native Hawaiian');
  await field(scope, 'Address').fill('2500 Campus Rd');
  await field(scope, 'City').fill('Honolulu');
  await field(scope, 'State').fill('HI');
  await field(scope, 'Country').selectOption('US');
  await field(scope, 'Zip Code').fill('96822');
  const languages = scope.getByRole('group', { name: 'Languages' });
  await languages.getByRole('searchbox', { name: 'Search Languages' }).fill('engl');
  await languages.getByRole('checkbox', { name: 'English', exact: true }).check();
}

/** The newest mail to `to` whose subject matches, once it has arrived. */
async function mailAbout(to: string, subject: RegExp): Promise<MailboxMessage> {
  for (let tries = 0; tries < 80; tries += 1) {
    const [url] = siteRequest('attendee', `/dev/mailbox?to=${encodeURIComponent(to)}`);
    const messages = (await (await fetch(url)).json()) as MailboxMessage[];
    const found = messages.find((message) => subject.test(message.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

/** A mail's HTML and text side by side, as a mail client would show them. */
async function shotMail(page: Page, name: string, message: MailboxMessage) {
  const mail = await page.context().newPage();
  await mail.setContent(message.html);
  await shot(mail, `${name}-html`);
  await mail.setContent(`<pre style="white-space:pre-wrap;font:14px monospace;margin:16px"></pre>`);
  await mail.locator('pre').evaluate((pre, text) => (pre.textContent = text), message.text);
  await shot(mail, `${name}-text`);
  await mail.close();
}

test('a new attendee from the home page to a submitted registration and its help pages (points 1, 2, 6, 8–15)', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const stamp = Date.now();
  const email = `tour-${stamp}@example.org`;

  // 8, 14: the home page signed out: one brand name, the banner without words, Register now.
  await page.goto(siteUrl('attendee', '/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot(page, 'p08-p14-home-signed-out');

  // 2: Sign Up in the navbar opens sign-up (behind the menu at phone width).
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.screenshot({ path: `${dir}/p02-navbar-menu-390.png` });
  await page.locator('#mobile-menu').getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('dialog', { name: 'Create an account' })).toBeVisible();
  await expect(page.locator('#mobile-menu')).toHaveCount(0);
  await shot(page, 'p02-navbar-sign-up-opens-sign-up', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // 8, 9: Register now → sign up → one code → signed in, on the form.
  await page.getByRole('button', { name: 'Register now' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByLabel('First name').fill('Leilani');
  await dialog.getByLabel('Last name').fill('Kahale');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await dialog.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await waitForCaptcha(dialog);
  const signUpAt = new Date(Date.now() - 1000);
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  dialog = page.getByRole('dialog', { name: 'Verify your email' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await shot(page, 'p09-verify-email-one-dialog', { fullPage: false });
  await dialog.getByLabel('Verification code').fill(codeIn(await waitForMail(email, { after: signUpAt })));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('You have logged in successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Register for / })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shot(page, 'p08-p09-signed-in-on-the-form', { fullPage: false });

  // 13: after navigation the page's h1 has focus; 14: the DOB's copy beside SPEC's message.
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  expect.soft(page.getByRole('heading', { level: 1 }), `focus is on ${focused}`).toBeFocused();
  const main = page.getByRole('region', { name: 'Your details' });
  await field(main, 'Date of Birth').fill('2999-01-01');
  await field(main, 'Date of Birth').blur();
  await expect(main.getByText('DOB must before today')).toBeVisible();
  await shot(page, 'p14-dob-message-and-help', { part: field(main, 'Date of Birth').locator('xpath=../..') });

  // 13: the type radios: arrows move between them without opening the key dialog.
  await page.getByRole('radio', { name: 'General' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Delegate' })).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shot(page, 'p13-delegate-radio-by-arrow-no-dialog', { fullPage: false });
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'General' })).toBeChecked();

  // 12: the Pacific languages by their own and their English names.
  const languages = main.getByRole('group', { name: 'Languages' });
  const search = languages.getByRole('searchbox', { name: 'Search Languages' });
  for (const [query, name] of [
    ['hawai', 'hawaiian'],
    ['tongan', 'tongan'],
    ['chuuk', 'chuukese'],
    ['tok pisin', 'tok-pisin'],
    ['palau', 'palauan'],
  ]) {
    await search.fill(query);
    await page.waitForTimeout(300);
    await shot(page, `p12-languages-${name}`, { part: languages });
  }

  // 13: focus on a field and on a button, as the keyboard brings it.
  await fillAttendee(main);
  await field(main, 'City').focus();
  await page.keyboard.press('Tab');
  await shot(page, 'p13-focus-on-a-field', { fullPage: false });
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await shot(page, 'p13-focus-on-next');
  await page.getByRole('button', { name: 'Next' }).click();

  // 11: step 2 survives a reload with its draft; same address for an additional attendee.
  await page.getByRole('button', { name: 'Add Additional Attendee' }).click();
  const extra = page.getByRole('region', { name: 'Additional Attendee 1' });
  await field(extra, 'First Name').fill('Keoni');
  await field(extra, 'Last Name').fill('Kahale');
  await field(extra, 'Email').fill(`tour-keoni-${stamp}@example.org`);
  await page.waitForTimeout(1000);
  await page.reload();
  await expect(page.getByRole('tab', { name: /Additional Attendees/ })).toHaveAttribute('aria-selected', 'true', {
    timeout: 30_000,
  });
  await expect(field(page.getByRole('region', { name: 'Additional Attendee 1' }), 'First Name')).toHaveValue('Keoni');
  await shot(page, 'p11-step-2-after-reload', { fullPage: false });
  await extra.getByLabel('Same address as the main attendee').check({ force: true });
  await field(extra, 'Date of Birth').fill('1993-07-02');
  await field(extra, 'Phone Number').fill('(808) 956-8112');
  await field(extra, 'Ethnicity').fill('Native Hawaiian');
  await extra.getByRole('searchbox', { name: 'Search Languages' }).fill('hawai');
  await extra
    .getByRole('checkbox', { name: /^Hawaiian/ })
    .first()
    .check();
  await shot(page, 'p11-same-address');
  const submittedAt = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your registration has been submitted.')).toBeVisible();
  await expect(page).toHaveURL(/\/registered-information\/[0-9a-f-]{36}$/);
  const eventId = page.url().split('/').pop() ?? '';
  await shot(page, 'p15-registered-information');

  // 15: the confirmation, the additional attendee's notice, and after an edit what changed.
  await shotMail(page, 'p15-mail-confirmation', await mailAbout(email, /^Your registration \S+ for /));
  await shotMail(
    page,
    'p15-mail-additional-attendee',
    await mailAbout(`tour-keoni-${stamp}@example.org`, /registered you for/),
  );
  await page.getByRole('link', { name: 'Edit registration' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Edit registration for / })).toBeVisible();
  await field(page.getByRole('region', { name: 'Your details' }), 'City').fill('Hilo');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your registration has been updated.')).toBeVisible();
  const changed = await (async () => {
    for (let tries = 0; tries < 80; tries += 1) {
      const [url] = siteRequest('attendee', `/dev/mailbox?to=${encodeURIComponent(email)}`);
      const messages = (await (await fetch(url)).json()) as MailboxMessage[];
      const fresh = messages.find((m) => new Date(m.sentAt) > submittedAt && /was changed/.test(m.subject));
      if (fresh) return fresh;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('no "what changed" mail');
  })();
  await shotMail(page, 'p15-mail-what-changed', changed);

  // 10: accommodation requested reads as waiting, not refused.
  await page.goto(siteUrl('attendee', `/registered-information/${eventId}/accommodation-assistance`));
  const room = page.getByRole('region', { name: 'Leilani Kahale' });
  await room.getByLabel('Check-in date').fill('2027-06-04');
  await room.getByLabel('Check-out date').fill('2027-06-16');
  await room.getByLabel('Share with my group').check({ force: true });
  await room.getByRole('button', { name: 'Request accommodation' }).click();
  await expect(room.getByText('Requested, waiting for a room', { exact: true })).toBeVisible();
  await shot(page, 'p10-accommodation-requested');

  // 6: withdrawing asks first.
  await page.goto(siteUrl('attendee', `/registered-information/${eventId}/visa-assistance`));
  const visa = page.getByRole('region', { name: 'Keoni Kahale' });
  await visa.getByLabel('Passport country').selectOption('NZ');
  await visa.getByLabel('Nationality').selectOption('NZ');
  await visa.getByLabel('Arrival date').fill('2027-06-04');
  await visa.getByLabel('Departure date').fill('2027-06-16');
  await visa.getByRole('button', { name: 'Request visa assistance' }).click();
  await expect(visa.getByText('Pending', { exact: true })).toBeVisible();
  await visa.getByRole('button', { name: 'Withdraw request' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await shot(page, 'p06-withdraw-visa-asks', { fullPage: false });
  await page.getByRole('alertdialog').getByRole('button', { name: 'Keep the request' }).click();
  await expect(visa.getByText('Pending', { exact: true })).toBeVisible();
  await page.goto(siteUrl('attendee', `/registered-information/${eventId}/accommodation-assistance`));
  await room.getByRole('button', { name: 'Withdraw request' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await shot(page, 'p06-withdraw-accommodation-asks', { fullPage: false });
  await page.getByRole('alertdialog').getByRole('button', { name: 'Keep the request' }).click();

  // 1: the media pages from a fresh load.
  for (const path of ['/media', '/media/registration']) {
    await page.goto(siteUrl('attendee', path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(page, `p01-fresh-load${path.replace(/\//g, '-')}`);
  }

  // 14: the dashboard banner, the preview's places left, the home signed in (8).
  await page.goto(siteUrl('attendee', '/dashboard'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot(page, 'p14-dashboard');
  await page.goto(siteUrl('attendee', `/preview-event/${await festivalId()}`));
  await expect(page.getByText(/places? left/)).toBeVisible();
  await shot(page, 'p14-preview-places-left');
  await page.goto(siteUrl('attendee', '/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot(page, 'p08-home-signed-in');

  // 13: an in-app navigation moves focus to the new page's h1.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My Events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Events' })).toBeFocused();
  await shot(page, 'p13-focus-on-new-page-heading', { fullPage: false });

  // 5: the profile's avatar row at phone width.
  await page.goto(siteUrl('attendee', '/me'));
  await page
    .getByLabel(/Profile picture/)
    .and(page.locator('input[type=file]'))
    .setInputFiles({
      name: 'a-rather-long-file-name-for-my-profile-picture.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
  await expect(page.getByText(/^Uploaded: /)).toBeAttached();
  await shot(page, 'p05-profile-avatar');
});

test('a delegate edits the registration without the key (point 4)', async ({ page }) => {
  test.setTimeout(300_000);
  const account = { email: `tour-delegate-${Date.now()}@example.org`, firstName: 'Tevita', lastName: 'Fifita' };
  await signUpAccount(account);
  await signInAttendee(page, account, '/register-event');
  await page.getByRole('radio', { name: 'Delegate' }).click({ force: true });
  const keyDialog = page.getByRole('dialog', { name: 'Delegation key' });
  await expect(keyDialog).toBeVisible();
  await shot(page, 'p04-key-asked-once-on-register', { fullPage: false });
  await field(keyDialog, 'Delegation Key').fill(process.env['DELEGATION_KEY'] ?? 'FESTPAC-2027');
  await keyDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(keyDialog).toHaveCount(0);
  const main = page.getByRole('region', { name: 'Your details' });
  await fillAttendee(main, { delegate: true });
  await field(page, 'Emergency Contact Name').fill('Mele Fifita');
  await field(page, 'Emergency Contact Phone').fill('+676 23 456');
  await field(page, 'Emergency Contact Email').fill('mele@example.to');
  await field(page, 'Emergency Contact Relationship').fill('Sister');
  await field(page, 'I have read and agree to the release form').check({ force: true });
  const pad = page.getByRole('img', { name: 'Signature' });
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i += 1)
    await page.mouse.move(box.x + 20 + i * 20, box.y + box.height / 2 + (i % 2 ? -15 : 15), { steps: 3 });
  await page.mouse.up();
  await expect(page.getByText('Signature saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your registration has been submitted.')).toBeVisible();

  await page.getByRole('link', { name: 'Edit registration' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Edit registration for / })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shot(page, 'p04-edit-delegate-no-key');
  await field(page.getByRole('region', { name: 'Your details' }), 'City').fill('Nukuʻalofa');
  await page.getByRole('button', { name: 'Next' }).click();
  await shot(page, 'p04-edit-delegate-step-2', { fullPage: false });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your registration has been updated.')).toBeVisible();
  await shot(page, 'p04-edit-delegate-saved', { fullPage: false });
});

test('the identity and admin sign-in pages keep their links under the pointer (point 3)', async ({ page }) => {
  for (const [site, path, link] of [
    ['identity', '/', 'Create an account'],
    ['identity', '/', 'Forgot password?'],
    ['admin', '/sign-in', 'Forgot password?'],
  ] as const) {
    await page.goto(siteUrl(site, path));
    await expect(page.getByLabel('Email')).toBeFocused();
    const name = `p03-${site}-${link.replace(/\W+/g, '-').toLowerCase()}`;
    await shot(page, `${name}-email-focused`, { fullPage: false });
    // One click, as a person makes it: the email field blurs on the way and nothing moves.
    await page.getByRole('link', { name: link }).click();
    await expect(page).not.toHaveURL(siteUrl(site, path));
    await shot(page, `${name}-after-one-click`, { fullPage: false });
  }
});

test('the admin users list at phone width and its search by name (points 5 and 7)', async ({ page }) => {
  test.setTimeout(180_000);
  const email = `tour-admin-target-${Date.now()}@example.org`;
  await signUpAccount({ email, firstName: 'Noelani', lastName: 'Akanaloa' }, { site: 'admin', confirm: false });
  await page.goto(siteUrl('admin', '/users'));
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await waitForCaptcha(page);
  const signInAt = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Verification code').fill(codeIn(await waitForMail(ADMIN_EMAIL, { after: signInAt })));
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await shot(page, 'p05-admin-users');
  await page.getByLabel('Search users').fill('Akanaloa');
  await expect(page.getByText(email)).toBeVisible();
  await shot(page, 'p07-admin-users-search-family-name');
  await page.getByLabel('Search users').fill('Noelani Akana');
  await expect(page.getByText(email)).toBeVisible();
  await shot(page, 'p07-admin-users-search-full-name');
});
