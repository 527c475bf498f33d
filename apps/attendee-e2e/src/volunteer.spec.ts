import {
  expect,
  expectAccessible,
  signInAttendee,
  signUpAccount,
  siteRequest,
  siteUrl,
  test,
  waitForMail,
} from '@festival/shared-util-e2e';

const shots = 'dist/test-results/attendee-e2e/screens/volunteer';

// The demo festival runs Sunday 6 to Tuesday 15 June 2027 (Honolulu): two weeks in the grid.
test('apply as a volunteer with the keyboard across two weeks, update the application, see its status', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const account = { email: `e2e-volunteer-${Date.now()}@example.org`, firstName: 'Leilani', lastName: 'Kahale' };
  await signUpAccount(account);
  await signInAttendee(page, account, '/dashboard');

  // The footer's "Become a volunteer" leads to /volunteer.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Become a volunteer' }).click();
  await expect(page).toHaveURL(siteUrl('attendee', '/volunteer'));
  await expect(page.getByRole('heading', { level: 1, name: 'Become a volunteer' })).toBeVisible();
  await expect(page.getByText('You have not applied yet.')).toBeVisible();
  // The forms are real PDFs served through the files module.
  const agreement = page.getByRole('link', { name: 'Volunteer agreement (PDF)' });
  const href = new URL((await agreement.getAttribute('href')) ?? '');
  const pdf = await page.request.get(...siteRequest('attendee', `${href.pathname}${href.search}`));
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByRole('link', { name: 'Release form (PDF)' })).toBeVisible();

  await page.getByRole('link', { name: 'Apply to volunteer' }).click();
  await expect(page).toHaveURL(siteUrl('attendee', '/volunteer/registration'));
  const form = page.getByRole('form', { name: 'Volunteer application' });

  // Submitting empty names every missing answer and sends nothing.
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(form.getByText('Please choose at least one shift')).toBeVisible();
  await expect(form.getByText('You must accept the volunteer agreement and release form')).toBeVisible();

  await form
    .getByRole('textbox', { name: /^Phone number/ })
    .first()
    .fill('+1 808 555 0100');
  const areas = form.getByRole('group', { name: 'Areas of interest' });
  await areas.getByRole('checkbox', { name: 'Stages and performances' }).check();
  const languages = form.getByRole('group', { name: 'Languages you speak' });
  await languages.getByRole('searchbox', { name: 'Search Languages you speak' }).fill('engl');
  await languages.getByRole('checkbox', { name: 'English', exact: true }).check();
  await form.getByRole('combobox', { name: /T-shirt size/ }).selectOption('M');
  const emergency = form.getByRole('group', { name: 'Emergency contact' });
  await emergency.getByRole('textbox', { name: /Name/ }).fill('Kai Kahale');
  await emergency.getByRole('textbox', { name: /Phone number/ }).fill('+1 808 555 0101');
  await emergency.getByRole('textbox', { name: /Relationship/ }).fill('Brother');

  // The grid, with the keyboard only: Space chooses, the arrows move, Next pages.
  const grid = form.getByRole('group', { name: 'Your availability' });
  await expect(grid.getByText(/June 6 – 12, 2027 \(week 1 of 2\)/)).toBeVisible();
  await expect(grid.getByRole('button', { name: 'Previous week' })).toBeDisabled();
  await grid.getByRole('checkbox', { name: 'Monday, June 7, Morning 5:00–11:00 AM' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(grid.getByRole('checkbox', { name: 'Tuesday, June 8, Afternoon 11:00 AM–5:00 PM' })).toBeChecked();
  await expect(grid.getByText('2 shifts chosen')).toBeVisible();
  await page.screenshot({ path: `${shots}/1-registration-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await grid.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/2-registration-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await grid.getByRole('button', { name: 'Next week' }).focus();
  await page.keyboard.press('Enter');
  await expect(grid.getByText(/June 13 – 15, 2027 \(week 2 of 2\)/)).toBeVisible();
  await expect(grid.getByRole('button', { name: 'Next week' })).toBeDisabled();
  await grid.getByRole('checkbox', { name: 'Sunday, June 13, Night 5:00–10:00 PM' }).focus();
  await page.keyboard.press('Space');
  await expect(grid.getByText('3 shifts chosen')).toBeVisible();

  await form.getByRole('checkbox', { name: /accept the volunteer agreement/ }).focus();
  await page.keyboard.press('Space');
  await expectAccessible(page);
  const sentAt = new Date(Date.now() - 1000);
  await form.getByRole('button', { name: 'Submit application' }).click();

  await expect(page.getByText('Thank you! Your application was sent.')).toBeVisible();
  await expect(page).toHaveURL(siteUrl('attendee', '/volunteer'));
  const status = page.getByRole('region', { name: 'Your application' });
  await expect(status.getByText('Reviewing', { exact: true })).toBeVisible();
  await expect(status.getByText('Shifts you offered: 3')).toBeVisible();
  await expect(status.getByText('No shifts assigned yet.')).toBeVisible();
  const mail = await waitForMail(account.email, { after: sentAt });
  expect(mail.subject).toContain('we received your volunteer application');

  // One application per festival: the registration page sends to the update instead.
  await page.goto(siteUrl('attendee', '/volunteer/registration'));
  await expect(page.getByText('You have already applied.')).toBeVisible();

  // Update: drop the Monday morning, change the size.
  await page.getByRole('link', { name: 'Update my application' }).click();
  await expect(page).toHaveURL(siteUrl('attendee', '/volunteer/update'));
  const update = page.getByRole('form', { name: 'Update your volunteer application' });
  const updateGrid = update.getByRole('group', { name: 'Your availability' });
  const monday = updateGrid.getByRole('checkbox', { name: 'Monday, June 7, Morning 5:00–11:00 AM' });
  await expect(monday).toBeChecked();
  await monday.focus();
  await page.keyboard.press('Space');
  await expect(updateGrid.getByText('2 shifts chosen')).toBeVisible();
  await update.getByRole('combobox', { name: /T-shirt size/ }).selectOption('L');
  await update.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your application was saved.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your application' }).getByText('Shifts you offered: 2')).toBeVisible();
  await page.screenshot({ path: `${shots}/3-status.png`, fullPage: true });
});
