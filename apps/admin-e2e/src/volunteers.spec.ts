import type { Page } from '@playwright/test';
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

const shots = 'dist/test-results/admin-e2e/screens/volunteers';

async function look(page: Page, name: string) {
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
  await expectAccessible(page);
}

// The demo festival runs 6 to 15 June 2027 (Honolulu).
test('a volunteer applies, the admin approves, suggests and saves the shifts, and the volunteer sees the shift assigned', async ({
  browser,
}) => {
  // A sign-up, two sign-ins with emailed codes and two forms on a 2-core machine.
  test.setTimeout(300_000);
  const account = { email: `e2e-shifts-${Date.now()}@example.org`, firstName: 'Makana', lastName: 'Aukai' };
  const name = 'Makana Aukai';

  // The volunteer applies for Monday 7 June, morning.
  const volunteerPage = await (await browser.newContext()).newPage();
  await signUpAccount(account);
  await signInAttendee(volunteerPage, account, '/volunteer/registration');
  const form = volunteerPage.getByRole('form', { name: 'Volunteer application' });
  await form
    .getByRole('textbox', { name: /^Phone number/ })
    .first()
    .fill('+1 808 555 0100');
  await form
    .getByRole('group', { name: 'Areas of interest' })
    .getByRole('checkbox', { name: 'Stages and performances' })
    .check();
  const languages = form.getByRole('group', { name: 'Languages you speak' });
  await languages.getByRole('searchbox', { name: 'Search Languages you speak' }).fill('engl');
  await languages.getByRole('checkbox', { name: 'English', exact: true }).check();
  await form.getByRole('combobox', { name: /T-shirt size/ }).selectOption('L');
  const emergency = form.getByRole('group', { name: 'Emergency contact' });
  await emergency.getByRole('textbox', { name: /Name/ }).fill('Lani Aukai');
  await emergency.getByRole('textbox', { name: /Phone number/ }).fill('+1 808 555 0101');
  await emergency.getByRole('textbox', { name: /Relationship/ }).fill('Sister');
  await form
    .getByRole('group', { name: 'Your availability' })
    .getByRole('checkbox', { name: 'Monday, June 7, Morning 5:00–11:00 AM' })
    .check();
  // The agreement's box is drawn over its input: chosen with the keyboard, as a person would.
  await form.getByRole('checkbox', { name: /accept the volunteer agreement/ }).focus();
  await volunteerPage.keyboard.press('Space');
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(volunteerPage.getByText('Thank you! Your application was sent.')).toBeVisible();
  await expect(volunteerPage.getByText('No shifts assigned yet.')).toBeVisible();

  // The admin finds the application and approves it.
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signInStaff(page, '/volunteers');
  await expect(page.getByRole('heading', { level: 1, name: 'Volunteers' })).toBeVisible();
  await page.getByLabel('Search volunteers').fill(account.email);
  await expect(page).toHaveURL(/search=/);
  const row = page.getByRole('row').filter({ hasText: account.email });
  await expect(row).toHaveCount(1);
  await look(page, '1-list');
  await row.getByRole('button', { name: `Approve ${name}` }).click();
  const approving = page.getByRole('alertdialog', { name: 'Approve this application?' });
  const approvedAt = new Date(Date.now() - 1000);
  await approving.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`The application of ${name} is now “Approved”.`)).toBeVisible();
  expect((await waitForMail(account.email, { after: approvedAt })).subject).toMatch(/is approved/);

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Shifts offered' })).toHaveText('06/07/2027, Morning');
  await look(page, '2-detail');

  // The plan: the grid counts the offer; the suggestion gives the volunteer the shift offered.
  await page.goto(siteUrl('admin', '/volunteers/shifts'));
  await expect(page.getByRole('heading', { level: 1, name: 'Volunteer shifts' })).toBeVisible();
  const monday = page.getByRole('table', { name: 'Shifts of the festival' }).getByRole('row', { name: /06\/07\/2027/ });
  await expect(monday.getByRole('cell').first()).toContainText('1 approved');
  await page.getByLabel('Volunteers needed per shift').fill('3');
  await page.getByRole('button', { name: 'Suggest assignments' }).click();
  const suggestion = page.getByRole('table', { name: 'Suggested assignments' });
  await expect(suggestion.getByRole('row', { name: `06/07/2027, Morning ${name}` })).toBeVisible();
  await look(page, '3-suggestion');
  await page.getByRole('button', { name: 'Save assignments' }).click();
  const savedAt = new Date(Date.now() - 1000);
  await page
    .getByRole('alertdialog', { name: 'Save these assignments?' })
    .getByRole('button', { name: 'Save assignments' })
    .click();
  await expect(page.getByText(/^Assignments saved/)).toBeVisible();
  await expect(monday.getByRole('cell').first()).toContainText('1 assigned');

  // The volunteer is emailed the shift and sees it on /volunteer.
  const mail = await waitForMail(account.email, { after: savedAt });
  expect(mail.subject).toContain('your volunteer shifts');
  expect(mail.text).toMatch(/Monday,? 7 June 2027: Morning/);
  await volunteerPage.goto(siteUrl('attendee', '/volunteer'));
  await expect(volunteerPage.getByText('06/07/2027 · Morning 5:00–11:00 AM')).toBeVisible();

  // The desk's pages at phone width.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, heading, shot] of [
    ['/volunteers', 'Volunteers', '4-list-phone'],
    ['/volunteers/shifts', 'Volunteer shifts', '5-shifts-phone'],
  ] as const) {
    await page.goto(siteUrl('admin', path));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0), path).toBeLessThanOrEqual(390);
    await look(page, shot);
  }
});
