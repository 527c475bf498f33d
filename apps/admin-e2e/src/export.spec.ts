import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test, signInAttendee, signUpAccount, siteRequest, signInStaff } from '@festival/shared-util-e2e';

const API = '/api-svc/v1';
const shots = 'dist/test-results/admin-e2e/screens/export';

/** The signed-in attendee's GENERAL registration for the active festival, through the API. */
async function registerThroughApi(page: Page, account: { email: string; firstName: string; lastName: string }) {
  const [activeUrl, activeInit] = siteRequest('attendee', `${API}/events/active`);
  const events = (await (await fetch(activeUrl, activeInit)).json()) as { data: { id: string }[] };
  const token = await page.evaluate(
    () => Object.entries(window.localStorage).find(([key]) => key.endsWith('.idToken'))?.[1],
  );
  const [url, init] = siteRequest('attendee', `${API}/registrations/event`);
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...init.headers, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      eventId: events.data[0].id,
      type: 'GENERAL',
      attendees: [
        {
          isMainProfile: true,
          firstName: account.firstName,
          lastName: account.lastName,
          email: account.email,
          dob: '1990-05-02',
          phone: '(808) 956-8111',
          address: '2500 Campus Rd',
          city: 'Honolulu',
          state: 'HI',
          countryId: 'US',
          zipCode: '96822',
          ethnicity: 'Native Hawaiian',
        },
      ],
    }),
  });
  expect(response.status, await response.text()).toBe(201);
}

test('the admin exports the filtered registrations list as CSV, and the file holds its header and rows', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const account = { email: `e2e-export-${Date.now()}@example.org`, firstName: 'Keoni', lastName: 'Makoa' };
  const attendee = await (await browser.newContext()).newPage();
  await signUpAccount(account);
  await signInAttendee(attendee, account, '/my-events');
  await registerThroughApi(attendee, account);

  const page = await (
    await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true })
  ).newPage();
  const path = `/registrations?search=${encodeURIComponent(account.email)}`;
  await signInStaff(page, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Registrations' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: account.email })).toHaveCount(1);

  const download = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  await page.screenshot({ path: `${shots}/registrations-exported.png`, fullPage: true });

  const lines = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split(/\r?\n/);
  expect(lines[0]).toBe('Reference,Status,Type,First name,Last name,Email,Attendees,Registered');
  // The search of the page, and only it: one row, this attendee's.
  expect(lines).toHaveLength(2);
  expect(lines[1].split(',').slice(1, 7)).toEqual(['PENDING', 'GENERAL', 'Keoni', 'Makoa', account.email, '1']);
});
