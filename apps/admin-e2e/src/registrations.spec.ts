import type { Locator, Page } from '@playwright/test';
import {
  expect,
  test,
  expectAccessible,
  signInAttendee,
  signUpAccount,
  siteUrl,
  waitForMail,
  signInStaff,
} from '@festival/shared-util-e2e';

const shots = 'dist/test-results/admin-e2e/screens/registrations';

/** A form field by its label; required fields carry a " *" after it. */
const field = (scope: Locator | Page, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));

async function look(page: Page, name: string) {
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
  await expectAccessible(page);
}

test('an attendee registers, the seeded admin approves it on the admin site, and the attendee site shows Approved', async ({
  browser,
}) => {
  // A sign-up, two sign-ins with emailed codes and a form on a 2-core machine.
  test.setTimeout(240_000);
  const stamp = Date.now();
  const account = { email: `e2e-approve-${stamp}@example.org`, firstName: 'Pualani', lastName: 'Kainoa' };

  // The attendee registers for the festival, which waits for review.
  const attendeePage = await (await browser.newContext()).newPage();
  await signUpAccount(account);
  await signInAttendee(attendeePage, account, '/register-event');
  const main = attendeePage.getByRole('region', { name: 'Your details' });
  await expect(field(main, 'First Name')).toHaveValue('Pualani');
  await field(main, 'Date of Birth').fill('1991-03-14');
  await field(main, 'Phone Number').fill('(808) 956-8111');
  await field(main, 'Ethnicity').fill('Native Hawaiian');
  await field(main, 'Address').fill('2500 Campus Rd');
  await field(main, 'City').fill('Honolulu');
  await field(main, 'State').fill('HI');
  await field(main, 'Country').selectOption('US');
  await field(main, 'Zip Code').fill('96822');
  const languages = main.getByRole('group', { name: 'Languages' });
  await languages.getByRole('searchbox', { name: 'Search Languages' }).fill('engl');
  await languages.getByRole('checkbox', { name: 'English', exact: true }).check();
  await attendeePage.getByRole('button', { name: 'Next' }).click();
  await expect(attendeePage.getByRole('heading', { name: 'Review your registration' })).toBeVisible();
  await attendeePage.getByRole('button', { name: 'Submit' }).click();
  await expect(attendeePage.getByText('Your registration has been submitted.')).toBeVisible();
  const mine = attendeePage.getByRole('region', { name: 'Pualani Kainoa' });
  await expect(mine.getByText('Pending', { exact: true })).toBeVisible();

  // The admin finds it from the dashboard's pending count and approves it.
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signInStaff(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Today at the festival' })).toBeVisible();
  await look(page, '1-dashboard');
  await page.getByRole('link', { name: /^Open Pending: \d+$/ }).click();
  await expect(page).toHaveURL(siteUrl('admin', '/registrations?status=PENDING'));
  await expect(page.getByLabel('Status')).toHaveValue('PENDING');
  await page.getByLabel('Search registrations').fill(account.email);
  await expect(page).toHaveURL(/search=/);
  const row = page.getByRole('row').filter({ hasText: account.email });
  await expect(row).toHaveCount(1);
  await look(page, '2-list');

  await row.getByRole('link', { name: 'Pualani Kainoa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registration of Pualani Kainoa' })).toBeVisible();
  // Only the moves the state machine allows from PENDING.
  await expect(page.getByRole('button', { name: 'Finish' })).toHaveCount(0);
  await look(page, '3-detail');
  await page.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Approve this registration?' });
  await expect(confirm).toContainText(account.email);
  const approvedAt = new Date();
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('The registration is now Approved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finish' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The attendee is told by email, and their site shows the new status.
  expect((await waitForMail(account.email, { after: new Date(approvedAt.getTime() - 1000) })).subject).toMatch(
    /was updated/,
  );
  await attendeePage.reload();
  await expect(
    attendeePage.getByRole('region', { name: 'Pualani Kainoa' }).getByText('Approved', { exact: true }),
  ).toBeVisible();

  // The other new screens, at desktop and phone width.
  for (const [width, height, suffix] of [
    [1280, 800, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const [path, heading, name] of [
      ['/registrations', 'Registrations', 'registrations'],
      ['/delegations', 'Delegations', 'delegations'],
      ['/assistance/visa', 'Visa requests', 'visa'],
      ['/assistance/accommodation', 'Accommodation requests', 'accommodation'],
      ['/', 'Today at the festival', 'dashboard'],
    ] as const) {
      await page.goto(siteUrl('admin', path));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (width === 390)
        expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0), path).toBeLessThanOrEqual(390);
      await look(page, `4-${name}-${suffix}`);
    }
  }
});
