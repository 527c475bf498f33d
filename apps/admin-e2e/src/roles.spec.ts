import { expect, test, E2E_PASSWORD, signUpAccount, siteUrl, signInStaff } from '@festival/shared-util-e2e';

const shots = 'dist/test-results/admin-e2e/screens/roles';

test('the admin makes a role from the matrix and gives it to a user, who sees only its screens and No access elsewhere', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const role = `Event viewers ${stamp}`;
  const account = { email: `e2e-role-${stamp}@example.org`, firstName: 'Lani', lastName: 'Akana' };
  await signUpAccount(account);

  // The admin creates the role: view events and the audit log, nothing else.
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signInStaff(admin, '/roles');
  await expect(admin.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  await admin.getByRole('button', { name: 'New role' }).click();
  const form = admin.getByRole('dialog');
  // The dialog opens with an animation: a forced check during it can find the input outside the viewport.
  await form.evaluate((dialog) => Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished)));
  await form.getByRole('textbox', { name: /Name/ }).fill(role);
  await form.getByLabel('View Events', { exact: true }).check({ force: true }); // the styled control covers the input
  await form.getByLabel('View Audit log', { exact: true }).check({ force: true }); // the styled control covers the input
  await admin.screenshot({ path: `${shots}/1-matrix.png`, fullPage: true });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(`The role ${role} has been created.`)).toBeVisible();

  // ...and gives it to the new user.
  await admin.goto(siteUrl('admin', `/users?search=${encodeURIComponent(account.email)}`));
  await admin.getByRole('button', { name: `Roles of ${account.email}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Roles of ${account.email}` });
  await dialog.getByText(role, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(`The roles of ${account.email} have been saved.`)).toBeVisible();

  // The user signs in on the admin site: only the role's screens in the menu.
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signInStaff(page, '/events', { email: account.email, password: E2E_PASSWORD });
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByRole('link', { name: 'Events' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Audit log' })).toBeVisible();
  for (const hidden of ['Users', 'Registrations', 'Roles', 'Check-in', 'Assistance'])
    await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New event' })).toHaveCount(0);
  await page.screenshot({ path: `${shots}/2-events-only.png`, fullPage: true });

  // Elsewhere: the No access page, and the API refuses the data too.
  for (const path of ['/users', '/registrations', '/roles']) {
    await page.goto(siteUrl('admin', path));
    await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  }
  await page.screenshot({ path: `${shots}/3-no-access.png`, fullPage: true });
  await page.goto(siteUrl('admin', '/audit-log'));
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
});
