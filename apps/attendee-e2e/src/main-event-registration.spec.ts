import { closeSync, openSync, writeSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  expect,
  test,
  expectAccessible,
  fillAttendee,
  formField as field,
  signInAttendee,
  signUpAccount,
  siteUrl,
  storedFiles,
} from '@festival/shared-util-e2e';

const shots = 'dist/test-results/attendee-e2e/screens/registration';

/**
 * A JPEG-looking file one byte over the 50 MB limit, written sparse (no 50 MB of memory) into
 * the test's own output folder.
 */
function fileOverTheLimit(): string {
  const path = test.info().outputPath('signature-scan.jpg');
  const fd = openSync(path, 'w');
  writeSync(fd, Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
  writeSync(fd, Buffer.from([0]), 0, 1, 50 * 1024 * 1024);
  closeSync(fd);
  return path;
}

/** A number as letters (names accept letters only): 1732 → "bhdc". */
function lettersOf(value: number): string {
  return [...String(value)].map((digit) => 'abcdefghij'[Number(digit)]).join('');
}

async function look(page: Page, name: string) {
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
  await expectAccessible(page);
}

test('a new attendee registers as GENERAL with two additional attendees, edits the registration and sees it on registered information', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const account = { email: `e2e-general-${stamp}@example.org`, firstName: 'Leilani', lastName: 'Kahale' };
  await signUpAccount(account);
  await signInAttendee(page, account, '/register-event');

  await expect(page.getByRole('heading', { level: 1, name: /^Register for / })).toBeVisible();
  // The main attendee starts from the profile.
  const main = page.getByRole('region', { name: 'Your details' });
  await expect(field(main, 'First Name')).toHaveValue('Leilani');
  await expect(field(main, 'Email')).toHaveValue(account.email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByText('This field is required').first()).toBeVisible();
  await field(main, 'Date of Birth').fill('2999-01-01');
  await field(main, 'Date of Birth').blur();
  await expect(main.getByText('DOB must before today')).toBeVisible();
  await fillAttendee(main, {});
  await look(page, '1-general');
  await page.getByRole('button', { name: 'Next' }).click();

  const extras = [
    { firstName: 'Keoni', lastName: 'Kahale', email: `e2e-keoni-${stamp}@example.org` },
    { firstName: 'Malia', lastName: 'Kahale', email: '' },
  ];
  for (const [i, person] of extras.entries()) {
    await page.getByRole('button', { name: 'Add Additional Attendee' }).click();
    await fillAttendee(page.getByRole('region', { name: `Additional Attendee ${i + 1}` }), person);
  }
  await expect(page.getByRole('heading', { name: 'Review your registration' })).toBeVisible();
  await look(page, '2-additional-and-review');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText('Your registration has been submitted.')).toBeVisible();
  await expect(page).toHaveURL(/\/registered-information\/[0-9a-f-]{36}$/);
  const eventId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Registered Information' })).toBeVisible();
  for (const name of ['Leilani Kahale', 'Keoni Kahale', 'Malia Kahale'])
    await expect(page.getByRole('region', { name })).toBeVisible();
  await look(page, '4-registered');

  // Edit: rename an additional attendee; the registered information follows.
  await page.getByRole('link', { name: 'Edit registration' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Edit registration for / })).toBeVisible();
  await expect(field(page.getByRole('region', { name: 'Your details' }), 'City')).toHaveValue('Honolulu');
  await page.getByRole('button', { name: 'Next' }).click();
  await field(page.getByRole('region', { name: 'Additional Attendee 2' }), 'First Name').fill('Maile');
  await look(page, '5-edit');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your registration has been updated.')).toBeVisible();
  await expect(page).toHaveURL(siteUrl('attendee', `/registered-information/${eventId}`));
  await expect(page.getByRole('region', { name: 'Maile Kahale' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Malia Kahale' })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Registration sections' })
    .getByRole('link', { name: 'Additional attendees' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Additional Attendees' })).toBeVisible();
  await expect(page.getByText('Keoni Kahale').first()).toBeVisible();
  await expect(page.getByText('Maile Kahale').first()).toBeVisible();
  await look(page, '6-additional-attendees');

  // Visa and accommodation help, per attendee, with the status each request gets.
  await page
    .getByRole('navigation', { name: 'Registration sections' })
    .getByRole('link', { name: 'Visa assistance' })
    .click();
  const visa = page.getByRole('region', { name: 'Keoni Kahale' });
  await expect(visa.getByText('Not requested', { exact: true })).toBeVisible();
  await visa.getByLabel('Passport country').selectOption('NZ');
  await visa.getByLabel('Nationality').selectOption('NZ');
  await visa.getByLabel('Arrival date').fill('2027-06-04');
  await visa.getByLabel('Departure date').fill('2027-06-16');
  await visa.getByRole('button', { name: 'Request visa assistance' }).click();
  await expect(page.getByText('Your visa assistance request has been saved.')).toBeVisible();
  await expect(visa.getByText('Pending', { exact: true })).toBeVisible();
  await look(page, '8-visa-assistance');

  await page
    .getByRole('navigation', { name: 'Registration sections' })
    .getByRole('link', { name: 'Accommodation assistance' })
    .click();
  const room = page.getByRole('region', { name: 'Leilani Kahale' });
  await room.getByLabel('Check-in date').fill('2027-06-04');
  await room.getByLabel('Check-out date').fill('2027-06-16');
  await room.getByLabel('Share with my group').check({ force: true });
  await room.getByRole('button', { name: 'Request accommodation' }).click();
  await expect(page.getByText('Your accommodation request has been saved.')).toBeVisible();
  await expect(room.getByText('Requested, waiting for a room', { exact: true })).toBeVisible();
  await look(page, '9-accommodation-assistance');

  // The dashboard and my events show the registration too.
  await page.goto(siteUrl('attendee', '/my-events'));
  await expect(page.getByRole('heading', { level: 1, name: 'My Events' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await look(page, '7-my-events');
});

test('a delegate registers with the delegation key, signs, and sees the delegation portal', async ({ page }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  // Every delegate shares the demo key, so the delegation portal lists earlier runs (a retry, a
  // second run on the same portal) too: this run's family name is its own.
  const family = `Fifita-${lettersOf(stamp)}`;
  const account = { email: `e2e-delegate-${stamp}@example.org`, firstName: 'Tevita', lastName: family };
  await signUpAccount(account);
  await signInAttendee(page, account, '/register-event');
  await expect(page.getByRole('heading', { level: 1, name: /^Register for / })).toBeVisible();

  // The key dialog: a wrong key is refused, the right one accepted.
  await page.getByRole('radio', { name: 'Delegate' }).click({ force: true });
  const keyDialog = page.getByRole('dialog', { name: 'Delegation key' });
  await expect(keyDialog).toBeVisible();
  await field(keyDialog, 'Delegation Key').fill('NOT-THE-KEY');
  await keyDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(keyDialog.getByText('Incorrect key')).toBeVisible();
  await look(page, 'd1-key-dialog');
  await field(keyDialog, 'Delegation Key').fill(process.env['DELEGATION_KEY'] ?? 'FESTPAC-2027');
  await keyDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(keyDialog).toHaveCount(0);

  const main = page.getByRole('region', { name: 'Your details' });
  await fillAttendee(main, {}, { delegate: true });
  await field(page, 'Emergency Contact Name').fill('Mele Fifita');
  await field(page, 'Emergency Contact Phone').fill('+676 23 456');
  await field(page, 'Emergency Contact Email').fill('mele@example.to');
  await field(page, 'Emergency Contact Relationship').fill('Sister');
  await field(page, 'Apply emergency contact for all').check({ force: true });
  await field(page, 'I have read and agree to the release form').check({ force: true });

  // A picture of a signature over the limit is refused in the browser: nothing is stored.
  const signaturesBefore = storedFiles('signature').length;
  await page
    .getByLabel('Or upload a picture of your signature')
    .and(page.locator('input[type=file]'))
    .setInputFiles(fileOverTheLimit());
  await expect(page.getByText('Your file size is greater than 50MB. Please try again.')).toBeVisible();
  expect(storedFiles('signature')).toHaveLength(signaturesBefore);

  // Draw the signature; it is uploaded as a PNG and kept by its file path.
  const pad = page.getByRole('img', { name: 'Signature' });
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i += 1)
    await page.mouse.move(box.x + 20 + i * 20, box.y + box.height / 2 + (i % 2 ? -15 : 15), { steps: 3 });
  await page.mouse.up();
  await expect(page.getByText('Signature saved.')).toBeVisible();
  // The drawing took the refused picture's place: its message is gone.
  await expect(page.getByText('Your file size is greater than 50MB. Please try again.')).toHaveCount(0);
  expect(storedFiles('signature')).toHaveLength(signaturesBefore + 1);
  await look(page, 'd2-delegate-details');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('button', { name: 'Add Additional Attendee' }).click();
  const extra = page.getByRole('region', { name: 'Additional Attendee 1' });
  await fillAttendee(
    extra,
    { firstName: 'Sione', lastName: family, email: `e2e-sione-${stamp}@example.org` },
    { delegate: true },
  );
  // The main profile's emergency contact applies to everyone.
  await expect(field(extra, 'Emergency Contact Name')).toHaveValue('Mele Fifita');
  await look(page, 'd3-additional');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText('Your registration has been submitted.')).toBeVisible();
  await expect(page).toHaveURL(/\/registered-information\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: `Tevita ${family}` })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Registration sections' })
    .getByRole('link', { name: 'Delegation portal' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delegation Portal' })).toBeVisible();
  const members = page.getByRole('table', { name: 'Delegation members' });
  await expect(members.getByRole('row').filter({ hasText: `Tevita ${family}` })).toContainText('You');
  await expect(members.getByRole('row').filter({ hasText: `Sione ${family}` })).toHaveCount(1);
  await look(page, 'd4-delegation-portal');
});
